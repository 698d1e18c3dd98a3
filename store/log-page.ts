import { sql } from "drizzle-orm";
import type { Reader } from "./db.ts";

/** One event as a JSON object, its `data` and `meta` as they are stored (sealed fields still sealed). */
const eventObject = sql`json_object('position', position, 'stream', stream, 'version', version, 'type', type,
  'data', json(data), 'meta', json(meta), 'at', at)`;

/**
 * The log's events after `afterPosition`, oldest first, at most `limit`, as SQLite builds them: one JSON
 * array, sealed fields still sealed. Parsing one text costs about half of building a row object per event
 * and then parsing its `data` and `meta` one by one. Read by the store and by a replay's read-ahead worker.
 */
export async function readLogPage(db: Reader, afterPosition: number, limit: number): Promise<string> {
  const [row] = await db.all<{ page: string }>(sql`
    select json_group_array(${eventObject}) as page
    from (select * from events where position > ${afterPosition} order by position limit ${limit})`);
  return row!.page;
}

/**
 * Like `readLogPage`, only the events of `types`, and the log's head as the same read saw it: every event
 * up to it that is not in the page was of another type. The others are passed by in SQLite, never parsed.
 */
export async function readLogPageOf(
  db: Reader,
  types: readonly string[],
  afterPosition: number,
  limit: number,
): Promise<{ page: string; head: number }> {
  const [row] = await db.all<{ page: string; head: number | null }>(sql`
    select json_group_array(${eventObject}) as page, (select max(position) from events) as head
    from (select * from events where position > ${afterPosition} and type in (select value from json_each(${JSON.stringify(types)}))
      order by position limit ${limit})`);
  return { page: row!.page, head: row!.head ?? 0 };
}
