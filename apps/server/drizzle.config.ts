import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w apps/server` writes a new SQL migration after a schema change;
// the server applies pending migrations at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
