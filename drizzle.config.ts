import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./events/schema.ts", "./projections/*.schema.ts", "./src/reactors/schema.ts", "./src/realtime/schema.ts"],
  out: "./src/db/migrations",
});
