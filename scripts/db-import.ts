/**
 * `npm run db:import -- FILE.json`: imports listing data (CONTRACTS §3) into the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR). All or nothing; exits non-zero
 * with the list of bad fields, or when a running server holds the embedded database.
 */
import path from 'node:path';
import { ConfigError, getConfig } from '../lib/config';
import { openDatabase, type DatabaseHandle } from '../lib/data/db';
import { ListingValidationError, importListing, loadListingFile, type ImportSummary } from '../lib/data/import';
import { DatabaseInUseError } from '../lib/data/lock';

const USAGE = 'Usage: npm run db:import -- FILE.json';

function summaryText(file: string, target: string, s: ImportSummary): string {
  return [
    `Imported ${file} into ${target}:`,
    `  ${s.properties} properties, ${s.floorplans} floor plans, ${s.units} units`,
    `  ${s.amenities} amenities, ${s.utilities} utilities, ${s.variations} variations, ${s.testimonials} testimonials`,
    `  ${s.webSpecials} web specials, ${s.similarFloorplans} similar floor plan links`,
    `  ${s.homePageSpecials} home page specials, ${s.teamMembers} team members`,
    `  sublets: ${s.sublets.added} added, ${s.sublets.updated} updated (other sublets kept)`,
    `  images: ${s.images.stored} from local files (in the asset store), ${s.images.remote} remote links`,
    `  changed since the last import: ${s.changed.properties} properties, ${s.changed.floorplans} floor plans`,
  ].join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    process.stderr.write(`${USAGE}\n`);
    return args[0] === '--help' || args[0] === '-h' ? 0 : 2;
  }
  const file = args[0]!;

  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }

  let handle: DatabaseHandle | undefined;
  try {
    // The file first: its errors are worth seeing even while the database is busy.
    const { data, baseDir } = await loadListingFile(file);
    handle = await openDatabase(config);
    await handle.migrate();
    const summary = await importListing(handle.db, data, { baseDir, dataDir: config.dataDir });
    const target = handle.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database (${path.join(config.dataDir, 'pglite')})`;
    process.stdout.write(`${summaryText(file, target, summary)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ListingValidationError) {
      process.stderr.write(`Nothing was imported. ${error.message}\n`);
      return 1;
    }
    if (error instanceof DatabaseInUseError) {
      process.stderr.write(`Nothing was imported. ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`Nothing was imported: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
