import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceFingerprint } from './source-fingerprint.mjs';

// The fingerprint decides whether `npm start` rebuilds: what ships changes it, tests and their
// helpers do not.
describe('sourceFingerprint', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
    write('app/page.tsx', 'export default function Page() { return null; }');
    write('app/page.test.tsx', 'test("x", () => {});');
    write('lib/rule.ts', 'export const rule = 1;');
    write('lib/rule.test.ts', 'test("x", () => {});');
    write('test/helper.ts', 'export const helper = 1;');
    write('e2e/home.spec.ts', 'export {};');
    write('docs/notes.md', '# notes');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test.each([
    ['a test beside the code', 'lib/rule.test.ts'],
    ['a component test', 'app/page.test.tsx'],
    ['a Jest helper', 'test/helper.ts'],
    ['a browser test', 'e2e/home.spec.ts'],
    ['the docs', 'docs/notes.md'],
  ])('%s does not change it', (_, file) => {
    const before = sourceFingerprint(root);
    write(file, '// edited');
    expect(sourceFingerprint(root)).toBe(before);
  });

  test.each([
    ['a page', 'app/page.tsx'],
    ['a rule', 'lib/rule.ts'],
    ['a new component', 'components/Card.tsx'],
    ['what runs in the browser before hydration', 'instrumentation-client.ts'],
  ])('%s changes it', (_, file) => {
    const before = sourceFingerprint(root);
    write(file, '// edited');
    expect(sourceFingerprint(root)).not.toBe(before);
  });
});
