import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations to ./drizzle from lib/data/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/data/schema.ts',
  out: './drizzle',
});
