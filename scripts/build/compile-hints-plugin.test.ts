import { COMPILE_HINT, STARTUP_ENTRY, startupScripts } from './compile-hints-plugin.mjs';

const entry = (files: string[]) => ({ getFiles: () => new Set(files) });

describe('startupScripts', () => {
  it("lists the scripts of Next's app entry, not its stylesheets or any page's", () => {
    const entrypoints = new Map([
      ['main', entry(['static/chunks/main-1.js'])],
      [STARTUP_ENTRY, entry(['static/chunks/webpack-1.js', 'static/chunks/4bd1b696-1.js', 'static/chunks/8732-1.js', 'static/chunks/main-app-1.js', 'static/css/a.css'])],
      ['app/page', entry(['static/chunks/app/page-1.js'])],
    ]);
    expect(startupScripts(entrypoints)).toEqual(['static/chunks/webpack-1.js', 'static/chunks/4bd1b696-1.js', 'static/chunks/8732-1.js', 'static/chunks/main-app-1.js']);
  });

  it('lists nothing in a build without the app entry (the server build)', () => {
    expect(startupScripts(new Map([['app/page', entry(['app/page.js'])]]))).toEqual([]);
  });
});

describe('COMPILE_HINT', () => {
  it('is the single-line comment V8 reads at the top of a file', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
