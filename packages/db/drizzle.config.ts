import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/schema.ts into migrations/ (checked in). Never run drizzle-kit
// against a data directory a server holds: migrations are applied by src/migrate.ts at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
