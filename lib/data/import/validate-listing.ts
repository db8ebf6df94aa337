import 'server-only';
import { ValidationError } from 'yup';
import { withoutControlCharacters } from '../../domain/validation/control-characters';
import { withCharacterReferencesDecoded } from './character-references';
import { crossCheckListing } from './cross-checks';
import { collectImageValues } from './image-values';
import { listingFileSchema, type ListingFile } from './listing-schema';
import { checkLocalImages } from './local-images';

export type ListingValidation = { ok: true; data: ListingFile } | { ok: false; errors: string[] };

export interface ValidateListingOptions {
  /**
   * The directory of the JSON file. When given, local image paths are resolved against it and
   * must name readable images; without it only their form is checked.
   */
  baseDir?: string;
}

/** Orders messages by their JSON path (indices numerically), so one record's errors sit together. */
function byPath(a: string, b: string): number {
  const tokens = (message: string) => (message.split(': ')[0] ?? '').split(/[.[\]]+/).filter(Boolean);
  const x = tokens(a);
  const y = tokens(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]!, y[i]!];
    if (p === q) continue;
    const [m, n] = [Number(p), Number(q)];
    if (Number.isInteger(m) && Number.isInteger(n)) return m - n;
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

function yupErrors(error: ValidationError): string[] {
  const leaves = error.inner.length ? error.inner : [error];
  return leaves.map((e) => `${e.path || '(file)'}: ${e.message}`);
}

/** The fields that hold HTML: their references are the sanitizer's to read (lib/html/sanitize-special-details.ts). */
const HTML_FIELDS = new Set(['details']);

/**
 * Every text of the file as its writer meant it: character references decoded
 * (character-references.ts), except in HTML, then without control characters
 * (lib/domain/validation/control-characters.ts): an older system's export may hold them,
 * invisible, where the database refuses one (NUL).
 */
function cleanTexts(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    return withoutControlCharacters(key !== undefined && HTML_FIELDS.has(key) ? value : withCharacterReferencesDecoded(value));
  }
  if (Array.isArray(value)) return value.map((item) => cleanTexts(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, cleanTexts(inner, name)]));
  }
  return value;
}

/**
 * Validates a whole listing file (the parsed JSON, its texts cleaned as cleanTexts says):
 * every field error is reported, each prefixed with its JSON path, e.g.
 * `properties[2].floorplans[0].style: must be one of STUDIO, …`.
 */
export async function validateListingFile(file: unknown, options: ValidateListingOptions = {}): Promise<ListingValidation> {
  const json = cleanTexts(file);
  const errors: string[] = [];
  let data: ListingFile | undefined;
  try {
    data = await listingFileSchema.validate(json, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors.push(...yupErrors(error));
  }
  errors.push(...crossCheckListing(json));
  if (options.baseDir) errors.push(...(await checkLocalImages(collectImageValues(json), options.baseDir)));

  if (errors.length || !data) return { ok: false, errors: [...new Set(errors)].sort(byPath) };
  return { ok: true, data };
}
