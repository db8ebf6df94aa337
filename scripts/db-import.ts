/**
 * `npm run db:import -- FILE.json [--keep-remote-images]`: imports listing data
 * (docs/import-format.md) into the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR). All or nothing; exits non-zero with the list of bad fields, or when a running server
 * holds the embedded database. Pictures named by a web address are copied unless told not to; one
 * that cannot be fetched stays a link and is listed.
 */
import { ListingValidationError, importListing, loadListingFile, type ImportSummary } from '../lib/data/import';
import { CommandError, runWithDatabase } from './cli/with-database';

const USAGE = 'Usage: npm run db:import -- FILE.json [--keep-remote-images]';
const KEEP_REMOTE = '--keep-remote-images';

function summaryText(file: string, target: string, s: ImportSummary): string {
  return [
    `Imported ${file} into ${target}:`,
    `  ${s.properties} properties, ${s.floorplans} floor plans, ${s.units} units`,
    `  ${s.amenities} amenities, ${s.utilities} utilities, ${s.variations} variations, ${s.testimonials} testimonials`,
    `  ${s.webSpecials} web specials, ${s.similarFloorplans} similar floor plan links`,
    `  ${s.homePageSpecials} home page specials, ${s.teamMembers} team members`,
    `  sublets: ${s.sublets.added} added, ${s.sublets.updated} updated (other sublets kept)`,
    `  images: ${s.images.stored - s.images.copied} from local files and ${s.images.copied} copied from the web (stored in the database), ${s.images.remote} links`,
    `  changed since the last import: ${s.changed.properties} properties, ${s.changed.floorplans} floor plans`,
    ...(s.images.notCopied.length
      ? [`  ${s.images.notCopied.length} pictures could not be copied and stay links (shown as they are):`, ...s.images.notCopied.map((line) => `    - ${line}`)]
      : []),
  ].join('\n');
}

const allArgs = process.argv.slice(2).filter((arg) => arg !== '--');
const keepRemote = allArgs.includes(KEEP_REMOTE);
const args = allArgs.filter((arg) => arg !== KEEP_REMOTE);
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
}
const file = args[0]!;

runWithDatabase(
  'Nothing was imported.',
  async ({ handle, target }, { data, baseDir }) => {
    try {
      const summary = await importListing(handle.db, data, { baseDir, copyRemoteImages: !keepRemote });
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
