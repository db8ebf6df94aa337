/**
 * The ids of the listing data (communities, floor plans, units, sublets from the import): letters,
 * digits, '_' or '-', at most 100 (docs/import-format.md). A page address or search parameter that
 * is not such an id names nothing, so it is answered without asking the database, which would
 * refuse some strings outright (PostgreSQL text cannot hold a NUL character).
 */
const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function isRecordId(value: string): boolean {
  return RECORD_ID_PATTERN.test(value);
}
