import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db';
import { ListingValidationError } from './errors';
import { listingFileText } from './file-text';
import { importListing, type ImportSummary } from './import-listing';
import type { ListingFile } from './listing-schema';
import { validateListingFile } from './validate-listing';

/**
 * Reads and validates a listing JSON file, local images included (they are relative to it).
 * Throws ListingValidationError, listing every bad field, when the file cannot be imported.
 */
export async function loadListingFile(file: string): Promise<{ data: ListingFile; baseDir: string }> {
  const absolute = path.resolve(file);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(absolute);
  } catch (error) {
    throw new ListingValidationError([`(file): cannot read ${absolute}: ${(error as Error).message}`]);
  }
  const decoded = listingFileText(bytes);
  if ('error' in decoded) throw new ListingValidationError([`(file): ${decoded.error}`]);
  let json: unknown;
  try {
    json = JSON.parse(decoded.text);
  } catch (error) {
    throw new ListingValidationError([`(file): not valid JSON: ${(error as Error).message}`]);
  }
  const baseDir = path.dirname(absolute);
  const result = await validateListingFile(json, { baseDir });
  if (!result.ok) throw new ListingValidationError(result.errors);
  return { data: result.data, baseDir };
}

/** loadListingFile, then importListing. */
export async function importListingFile(
  db: Db,
  file: string,
  options: { now?: Date } = {},
): Promise<ImportSummary> {
  const { data, baseDir } = await loadListingFile(file);
  return importListing(db, data, { baseDir, now: options.now });
}
