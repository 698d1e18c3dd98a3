import { and, asc, desc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { requiredArgument, usageError, type CliCommand } from "./command.ts";
import type { AppContext } from "../context.ts";
import { type StoredEvent } from "../../events/index.ts";
import { openLogged } from "../../store/catalogue.ts";
import { events } from "../../store/schema.ts";
import { AppError } from "../../shared/errors.ts";
import { streamLine, tailLine } from "./event-line.ts";
import { statsCommand } from "./events-stats.ts";

/** A stream is read this many events at a time: a long chat's stream never sits in memory whole. */
const STREAM_PAGE = 500;

const TailArgs = z.object({
  count: z.coerce.number().int().min(1).max(100_000).default(20),
  follow: z.boolean(),
});

function parseTailArgs(args: string[], usage: string): z.infer<typeof TailArgs> {
  let count: string | undefined;
  let follow = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--follow" || args[i] === "-f") follow = true;
    else if (args[i] === "-n") count = args[++i] ?? "";
    else throw usageError(usage);
  }
  const checked = TailArgs.safeParse({ count, follow });
  if (!checked.success)
    throw AppError.badRequest(`-n: ${checked.error.issues[0]?.message}; usage: bun run cli ${usage}`);
  return checked.data;
}

async function lastEvents(ctx: AppContext, count: number): Promise<StoredEvent[]> {
  const rows = await ctx.db.select().from(events).orderBy(desc(events.position)).limit(count);
  return openLogged(ctx.db, rows.reverse() as StoredEvent[]);
}

/** Prints what the log's tail reads after `after` until Ctrl-C (or SIGTERM); then the CLI closes as usual. */
async function follow(ctx: AppContext, after: number): Promise<void> {
  let printed = after;
  // The tail started before the last events were read: what it hands over again is skipped by position.
  const unsubscribe = ctx.tail.subscribe((appended) => {
    for (const event of appended) {
      if (event.position <= printed) continue;
      console.log(tailLine(event));
      printed = event.position;
    }
  });
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  unsubscribe();
}

/** `events tail [-n N] [--follow]`: the last N events, one line each, oldest first. */
const tailCommand: CliCommand = {
  name: "events tail",
  usage: "events tail [-n N] [--follow]",
  summary: "the last N events (20), one a line; --follow prints new ones until Ctrl-C",
  async run(ctx, args) {
    const options = parseTailArgs(args, this.usage);
    const last = await lastEvents(ctx, options.count);
    for (const event of last) console.log(tailLine(event));
    if (options.follow) await follow(ctx, last.at(-1)?.position ?? 0);
  },
};

/** `events stream <name>`: one stream's events in its own order, read page by page on its unique index. */
const streamCommand: CliCommand = {
  name: "events stream",
  usage: "events stream <name>",
  summary: "every event of one stream (user-12, chat-3, …) in order, with its version",
  async run(ctx, args) {
    const name = requiredArgument(args[0], this.usage);
    let version = 0;
    for (;;) {
      const page = await ctx.db
        .select()
        .from(events)
        .where(and(eq(events.stream, name), gt(events.version, version)))
        .orderBy(asc(events.version))
        .limit(STREAM_PAGE)
        .then((rows) => openLogged(ctx.db, rows as StoredEvent[]));
      if (version === 0 && page.length === 0)
        throw AppError.notFound(`No stream named "${name}". Streams are named <kind>-<id>, like user-12 or chat-3.`);
      if (version === 0) console.log(`stream ${name}`);
      for (const event of page) console.log(streamLine(event));
      if (page.length < STREAM_PAGE) return;
      version = page.at(-1)!.version;
    }
  },
};

export const eventCommands: CliCommand[] = [tailCommand, streamCommand, statsCommand];
