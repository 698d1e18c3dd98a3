import { asc, gt, sql } from "drizzle-orm";
import type { CliCommand } from "./command.ts";
import type { AppContext } from "../context.ts";
import { PERSONAL_DATA, UPCASTING } from "../../store/catalogue.ts";
import { events } from "../../store/schema.ts";

/** Events rewritten per transaction: each holds the write lock briefly, beside live servers. */
const PAGE = 1000;
/** The triggers that keep the log append-only (src/db/migrations/0001): lifted only inside each page's transaction. */
const GUARDS = ["events_no_update"];

/**
 * `events seal`: the one-time migration of a log written before personal fields were sealed (docs/security.md,
 * "Privacy of the log"). Accounts deleted before it first get their tombstone (their personal fields then
 * read as erased), then every event whose declared personal fields are still in clear is rewritten with
 * them sealed under its person's key, a page per transaction; the append-only trigger is dropped and made
 * again inside each transaction, so no other writer ever sees the log without it. Running it again finds
 * nothing left to do. Ends with VACUUM, so the clear text leaves the file's free pages too.
 */
export const sealCommand: CliCommand = {
  name: "events seal",
  usage: "events seal",
  summary:
    "seal the personal fields of events written before sealing existed, erasing deleted accounts' (once, after upgrading)",
  async run(ctx) {
    const erased = await tombstonePastErasures(ctx);
    let position = 0;
    let sealed = 0;
    for (;;) {
      const page = await ctx.db
        .select()
        .from(events)
        .where(gt(events.position, position))
        .orderBy(asc(events.position))
        .limit(PAGE);
      if (page.length === 0) break;
      position = page.at(-1)!.position;
      const clear = page.filter((row) => !PERSONAL_DATA.isSealed(row.data));
      if (clear.length === 0) continue;
      sealed += await ctx.database.db.transaction(async (tx) => {
        if (ctx.database.local) await tx.run(sql`pragma secure_delete = on`);
        const guards = await tx.all<{ name: string; sql: string }>(
          sql`select name, sql from sqlite_master where type = 'trigger' and name in (select value from json_each(${JSON.stringify(GUARDS)}))`,
        );
        for (const guard of guards) await tx.run(sql.raw(`drop trigger "${guard.name}"`));
        const keys = PERSONAL_DATA.keyring();
        let count = 0;
        // Upcast first: the declarations name the fields as the current shape does (a post's `text`, which
        // a log this old calls `context`), so the row is rewritten in that shape.
        for (const row of UPCASTING.upcast(clear)) {
          const data = await PERSONAL_DATA.seal(tx, keys, { ...row, data: row.data as Record<string, unknown> });
          if (!PERSONAL_DATA.isSealed(data)) continue;
          await tx.run(sql`update ${events} set data = ${JSON.stringify(data)} where position = ${row.position}`);
          count += 1;
        }
        for (const guard of guards) await tx.run(sql.raw(guard.sql));
        return count;
      });
    }
    if (ctx.database.local) {
      await ctx.database.client.execute("VACUUM");
      await ctx.database.client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    console.log(`sealed ${sealed} events; ${erased} deleted account${erased === 1 ? "" : "s"} erased`);
  },
};

/** Subjects erased by events of the log (a deletion before sealing existed) get their tombstone: the count. */
async function tombstonePastErasures(ctx: AppContext): Promise<number> {
  let position = 0;
  let count = 0;
  for (;;) {
    const page = await ctx.db
      .select()
      .from(events)
      .where(gt(events.position, position))
      .orderBy(asc(events.position))
      .limit(PAGE * 10);
    if (page.length === 0) return count;
    position = page.at(-1)!.position;
    const erasures = page.flatMap((row) => {
      const subject = PERSONAL_DATA.erasedBy(row.type, row.data as Record<string, unknown>);
      return subject === undefined ? [] : [{ subject, at: row.at }];
    });
    if (erasures.length === 0) continue;
    await ctx.database.db.transaction(async (tx) => {
      const keys = PERSONAL_DATA.keyring();
      for (const { subject, at } of erasures) await PERSONAL_DATA.erase(tx, keys, subject, at);
    });
    count += erasures.length;
  }
}
