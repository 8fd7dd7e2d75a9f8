import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration into server/drizzle/ from the schema;
// migrations are committed and applied at server start-up (server/src/db/connect.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/src/db/schema.ts",
  out: "./server/drizzle",
});
