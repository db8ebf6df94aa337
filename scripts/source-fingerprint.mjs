// A fingerprint of everything that goes into the production bundle. `npm start` rebuilds when
// it differs from the one recorded after the last successful build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { companySettings } from '../lib/company-settings.mjs';

const INPUTS = [
  'app', 'components', 'lib', 'styles', 'public', 'drizzle',
  'next.config.mjs', 'scripts/build', 'cache-handler.cjs', 'instrumentation.ts', 'instrumentation-client.ts', 'tsconfig.json', 'package.json', 'package-lock.json',
];
const SKIP = /(^|\/)(node_modules|\.next|\.data)(\/|$)|\.test\.tsx?$/;

function* files(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else if (!SKIP.test(entry)) {
    yield entry;
  }
}

export function sourceFingerprint(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  // The company (COMPANY_FILE) is built into the pages: another one needs another build.
  const { company, problems } = companySettings(process.env, (file) => readFileSync(file, 'utf8'));
  hash.update(JSON.stringify(company ?? problems));
  return hash.digest('hex');
}
