/**
 * `npm run db:export -- FILE.json`: writes the current listing content of the configured database
 * in the import format (docs/import-format.md), with its stored pictures as files under
 * `images/` beside FILE. Edit it and import it again with `npm run db:import -- FILE.json`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportListing } from '../lib/data/export/export-listing';
import { runWithDatabase } from './cli/with-database';

const USAGE = 'Usage: npm run db:export -- FILE.json';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
}
const file = path.resolve(args[0]!);

runWithDatabase('Nothing was exported.', async ({ handle, target }) => {
  const { listing, files } = await exportListing(handle.db);
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  for (const [relative, bytes] of files) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), bytes);
  }
  await writeFile(file, `${JSON.stringify(listing, null, 2)}\n`);
  const count = (listing.properties as { floorplans?: unknown[] }[]).reduce((n, p) => n + (p.floorplans?.length ?? 0), 0);
  process.stdout.write(`Exported ${target} to ${file}: ${(listing.properties as unknown[]).length} properties, ${count} floor plans, ${files.size} pictures under ${path.join(dir, 'images')}\n`);
  return 0;
});
