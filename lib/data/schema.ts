/**
 * The Drizzle schema: every entity of docs/product.md plus what the features need (leads, mail outbox,
 * analytics). Listing ids are the import's strings, used verbatim in URLs (docs/import-format.md).
 * Money is a double (whole dollars are shown, docs/product.md#constants); dates are 'YYYY-MM-DD' strings.
 */
// One file per area in ./schema/; everything that reads or writes the database imports from here,
// and `npm run db:generate` reads the tables from here (drizzle.config.ts).
export * from './schema/assets';
export * from './schema/communities';
export * from './schema/floorplans';
export * from './schema/site-content';
export * from './schema/sublets';
export * from './schema/submissions';
export * from './schema/mail';
export * from './schema/analytics';
export * from './schema/changes';
