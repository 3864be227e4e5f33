import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the tables; the same files run on PGlite and PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
