import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema (`bun run db:generate`), committed, and applied by the
// server at start-up on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema.ts',
  out: './api/src/db/migrations',
  strict: true,
  verbose: true,
})
