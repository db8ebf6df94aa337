import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_COMPANY } from './company-settings.mjs';

// The company's town comes from its settings (COMPANY_FILE, lib/company-settings.mjs): a page
// that names the demo's town in its own words shows it to another company's visitors.
const ROOTS = ['app', 'components'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it("no page or component names the demo company's town in its own text", () => {
  const town = new RegExp(`\\b${DEMO_COMPANY.city}\\b`);
  const found = ROOTS.flatMap((root) => sourceFiles(path.join(process.cwd(), root)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${path.relative(process.cwd(), file)}:${index + 1}` }))
        // Comments may cite it (an example address).
        .filter(({ line }) => town.test(line) && !/^(\/\/|\*|\/\*|\{\/\*)/.test(line)),
    )
    .map(({ at, line }) => `${at}: ${line}`);
  expect(found).toEqual([]);
});
