import { defineConfig } from "drizzle-kit";

/**
 * Every table lives beside its feature (`src/features/<feature>/<feature>.table.ts`) or, for the
 * server's own secrets, in `src/db/`. `npm run db:generate -w @app/server` compares them with the last
 * snapshot in ./drizzle and writes the next migration.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/db/*.table.ts", "./src/features/*/*.table.ts"],
  out: "./drizzle",
  casing: "snake_case",
});
