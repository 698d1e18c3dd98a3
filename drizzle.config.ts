import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./store/schema.ts",
    "./projections/*.schema.ts",
    "./src/reactors/runner/schema.ts",
    "./src/realtime/channels/schema.ts",
  ],
  out: "./src/db/migrations",
});
