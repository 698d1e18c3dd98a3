import { getTableName, sql } from "drizzle-orm";
import type { CliCommand } from "./command.ts";
import type { AppContext } from "../context.ts";
import type { Projection } from "../../store/projection.ts";
import { AppError } from "../../shared/errors.ts";

/** A progress line at most this often: a million events make 200 batches, too many lines to read. */
const PROGRESS_EVERY_MS = 1000;

function projectionsNamed(ctx: AppContext, name: string | undefined): Projection[] {
  const all = ctx.store.projections;
  if (name === undefined) return all;
  const projection = all.find((p) => p.name === name);
  if (!projection)
    throw AppError.notFound(`No projection named "${name}". There are: ${all.map((p) => p.name).join(", ")}.`);
  return [projection];
}

/** Prints `applied / total events` after the first batch, then at most once a second. */
function progressPrinter(total: number): (applied: number) => void {
  let printedAt: number | undefined;
  return (applied) => {
    const now = performance.now();
    if (printedAt !== undefined && now - printedAt < PROGRESS_EVERY_MS) return;
    printedAt = now;
    console.log(`  ${applied} / ${total} events`);
  };
}

async function printTables(ctx: AppContext, projections: Projection[]) {
  for (const projection of projections) {
    const tables = [];
    for (const table of projection.tables) {
      const name = getTableName(table);
      const row = await ctx.db.get<{ rows: number }>(sql`select count(*) as rows from ${sql.identifier(name)}`);
      tables.push(`${name} ${row?.rows ?? 0} rows`);
    }
    console.log(`  ${projection.name} v${projection.version}: ${tables.join(", ") || "no tables"}`);
  }
}

/**
 * `bun run replay [projection]`: empties every projection (or the one named) and applies the whole log to
 * it again, beside live servers (store/rebuild.ts). A projection writes only its own tables, so one can
 * be rebuilt alone: the others are left as they are.
 */
export const replayCommand: CliCommand = {
  name: "replay",
  usage: "replay [projection]",
  summary: "rebuild every projection (or the one named) from the event log",
  async run(ctx, [name]) {
    const projections = projectionsNamed(ctx, name);
    const total = (await ctx.db.get<{ n: number }>(sql`select count(*) as n from events`))?.n ?? 0;
    console.log(`replaying ${total} events into ${projections.map((p) => p.name).join(", ")}`);
    const started = performance.now();
    const count = await ctx.store.rebuild(projections, progressPrinter(total));
    const ms = Math.round(performance.now() - started);
    console.log(
      `replayed ${count} events into ${projections.length} projection${projections.length === 1 ? "" : "s"} in ${ms} ms`,
    );
    await printTables(ctx, projections);
  },
};
