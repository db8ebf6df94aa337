/**
 * `npm run db:import -- FILE.json`: imports listing data (docs/import-format.md) into the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR). All or nothing; exits non-zero
 * with the list of bad fields, or when a running server holds the embedded database.
 */
import { ListingValidationError, importListing, loadListingFile, type ImportSummary } from '../lib/data/import';
import { CommandError, runWithDatabase } from './cli/with-database';

const USAGE = 'Usage: npm run db:import -- FILE.json';

function summaryText(file: string, target: string, s: ImportSummary): string {
  return [
    `Imported ${file} into ${target}:`,
    `  ${s.properties} properties, ${s.floorplans} floor plans, ${s.units} units`,
    `  ${s.amenities} amenities, ${s.utilities} utilities, ${s.variations} variations, ${s.testimonials} testimonials`,
    `  ${s.webSpecials} web specials, ${s.similarFloorplans} similar floor plan links`,
    `  ${s.homePageSpecials} home page specials, ${s.teamMembers} team members`,
    `  sublets: ${s.sublets.added} added, ${s.sublets.updated} updated (other sublets kept)`,
    `  images: ${s.images.stored} from local files (stored in the database), ${s.images.remote} remote links`,
    `  changed since the last import: ${s.changed.properties} properties, ${s.changed.floorplans} floor plans`,
  ].join('\n');
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
}
const file = args[0]!;

runWithDatabase(
  'Nothing was imported.',
  async ({ handle, target }, { data, baseDir }) => {
    try {
      const summary = await importListing(handle.db, data, { baseDir });
      process.stdout.write(`${summaryText(file, target, summary)}\n`);
      return 0;
    } catch (error) {
      if (error instanceof ListingValidationError) throw new CommandError(error.message);
      throw error;
    }
  },
  async () => {
    try {
      return await loadListingFile(file);
    } catch (error) {
      if (error instanceof ListingValidationError) throw new CommandError(error.message);
      throw error;
    }
  },
);
