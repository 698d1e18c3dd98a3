import { getTableName, sql } from "drizzle-orm";
import type { CliCommand } from "./command.ts";

/** `bun run replay`: empties every projection and applies the whole log to them again. */
export const replayCommand: CliCommand = {
  name: "replay",
  usage: "replay",
  summary: "rebuild every projection from the event log",
  async run(ctx) {
    const started = performance.now();
    const count = await ctx.store.rebuild();
    const ms = Math.round(performance.now() - started);
    const projections = ctx.store.projections;
    console.log(`replayed ${count} events into ${projections.length} projection${projections.length === 1 ? "" : "s"} in ${ms} ms`);
    for (const projection of projections) {
      const tables = [];
      for (const table of projection.tables) {
        const name = getTableName(table);
        const row = await ctx.db.get<{ rows: number }>(sql`select count(*) as rows from ${sql.identifier(name)}`);
        tables.push(`${name} ${row?.rows ?? 0} rows`);
      }
      console.log(`  ${projection.name} v${projection.version}: ${tables.join(", ") || "no tables"}`);
    }
  },
};
