// Marks the scripts every page starts with (webpack client build) for eager compilation.
//
// V8 compiles a function lazily, on the main thread, the first time it is called. The scripts of
// Next's app entry (its webpack runtime, React DOM, the router and its bootstrap: the build
// manifest's `rootMainFiles`) are nearly all called while a page loads, so a page spent about
// half of its longest task compiling them (docs/performance-log.md, "Compiled while downloading").
// A file that begins with the comment below is compiled whole on a background thread while it
// streams in (Chromium 136 and later; other browsers read it as a comment). Not for the other
// chunks: much of their code runs only when a visitor does something.

/** The comment V8 reads as "compile every function of this file now". First line of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Next's app entry: its files are the build manifest's rootMainFiles. */
export const STARTUP_ENTRY = 'main-app';

/** The script files of the startup entry, from the compilation's entrypoints. */
export function startupScripts(entrypoints) {
  const entry = entrypoints.get(STARTUP_ENTRY);
  return entry ? [...entry.getFiles()].filter((file) => file.endsWith('.js')) : [];
}

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      // After Next's minifier (OPTIMIZE_SIZE), which drops comments; before webpack writes
      // source maps (DEV_TOOLING).
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of startupScripts(compilation.entrypoints)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
