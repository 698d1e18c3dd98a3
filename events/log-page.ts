import { sql } from "drizzle-orm";
import type { Reader } from "./db.ts";

/**
 * The log's events after `afterPosition`, oldest first, at most `limit`, as SQLite builds them: one JSON
 * array, sealed fields still sealed. Parsing one text costs about half of building a row object per event
 * and then parsing its `data` and `meta` one by one. Read by the store and by a replay's read-ahead worker.
 */
export async function readLogPage(db: Reader, afterPosition: number, limit: number): Promise<string> {
  const [row] = await db.all<{ page: string }>(sql`
    select json_group_array(json_object('position', position, 'stream', stream, 'version', version, 'type', type,
      'data', json(data), 'meta', json(meta), 'at', at)) as page
    from (select * from events where position > ${afterPosition} order by position limit ${limit})`);
  return row!.page;
}
