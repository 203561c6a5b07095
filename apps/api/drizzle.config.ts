import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @ridgeline/api` (drizzle-kit generate) writes a new versioned migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
