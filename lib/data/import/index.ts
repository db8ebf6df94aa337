/** The listing import (docs/import-format.md). */
export { ListingValidationError } from './errors';
export { importListingFile, loadListingFile } from './import-file';
export { importListing, type ImportListingOptions, type ImportSummary } from './import-listing';
export type { ListingFile } from './listing-schema';
export { validateListingFile, type ListingValidation, type ValidateListingOptions } from './validate-listing';
