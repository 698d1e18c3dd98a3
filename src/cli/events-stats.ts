import { sql } from "drizzle-orm";
import type { CliCommand } from "./command.ts";
import type { AppContext } from "../context.ts";
import { projectionVersions } from "../../store/schema.ts";
import { reactorStatuses } from "../reactors/runner/operator.ts";

interface Counted {
  name: string;
  events: number;
  streams?: number;
}

/** The log's size and ends: the times are those of the first and last positions, which the key orders. */
async function overview(ctx: AppContext) {
  const row = await ctx.db.get<{ total: number; first: string | null; last: string | null }>(sql`
    select count(*) as total,
      (select at from events order by position asc limit 1) as first,
      (select at from events order by position desc limit 1) as last
    from events`);
  return { total: row?.total ?? 0, first: row?.first ?? "-", last: row?.last ?? "-" };
}

async function byType(ctx: AppContext): Promise<Counted[]> {
  return ctx.db.all<Counted>(
    sql`select type as name, count(*) as events from events group by type order by events desc, type`,
  );
}

/**
 * Streams are named `<kind>-<id>` (`user-12`, `friendship-3-9`, `investor-bulk-2`, or a bare `contact`):
 * the kind is the name without its trailing ids. One pass over the log; an operator's command, not a page's.
 */
async function byStreamKind(ctx: AppContext): Promise<Counted[]> {
  return ctx.db.all<Counted>(sql`
    select rtrim(stream, '0123456789-') as name, count(*) as events, count(distinct stream) as streams
    from events group by name order by events desc, name`);
}

function printCounts(title: string, rows: Counted[]) {
  console.log(title);
  const width = Math.max(0, ...rows.map((r) => r.name.length));
  for (const r of rows) {
    const streams = r.streams === undefined ? "" : ` in ${r.streams} stream${r.streams === 1 ? "" : "s"}`;
    console.log(`  ${r.name.padEnd(width)}  ${r.events}${streams}`);
  }
}

/**
 * Projections keep no position of their own: each is applied in the append's transaction, so it is always
 * at the log's head. What can lag is the version its tables were built with (a rolling deploy); reactors do
 * keep positions, and their lag is shown as `cli reactors` shows it.
 */
async function printPositions(ctx: AppContext) {
  const built = new Map((await ctx.db.select().from(projectionVersions)).map((r) => [r.name, r.version]));
  const { head, reactors } = await reactorStatuses(ctx.store, ctx.db, ctx.reactors.reactors);
  console.log(`projections (applied with each append: at the head, ${head})`);
  for (const p of ctx.store.projections) {
    const tables = built.get(p.name);
    console.log(
      `  ${p.name} v${p.version}${tables === p.version ? "" : `, tables built by ${tables === undefined ? "none" : `v${tables}`}`}`,
    );
  }
  console.log("reactors");
  for (const r of reactors) {
    console.log(
      `  ${r.name} v${r.version}: checkpoint ${r.checkpoint ?? "none"}, ${r.lag === 0 ? "up to date" : `${r.lag} behind`}`,
    );
  }
}

/** `events stats`: how big the log is, what it is made of, and how far its consumers have got. */
export const statsCommand: CliCommand = {
  name: "events stats",
  usage: "events stats",
  summary: "event counts by type and stream kind, first/last time, projections' and reactors' positions",
  async run(ctx) {
    const { total, first, last } = await overview(ctx);
    console.log(`events ${total}, first ${first}, last ${last}`);
    printCounts("by type", await byType(ctx));
    printCounts("by stream kind", await byStreamKind(ctx));
    await printPositions(ctx);
  },
};
