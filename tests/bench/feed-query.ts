import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { friendsFeedPage } from "../../projections/posts.queries.ts";

export interface Query {
  sql: string;
  params: unknown[];
}

/**
 * The SQL the product runs for the first page of `viewerId`'s friends feed, taken from the product's own
 * query function, so the raw-SQL ceiling follows the query as it changes.
 */
export async function friendsFeedQuery(databaseFile: string, viewerId: number): Promise<Query> {
  const client = createClient({ url: `file:${databaseFile}` });
  const queries: Query[] = [];
  try {
    const db = drizzle(client, { logger: { logQuery: (sql, params) => queries.push({ sql, params }) } });
    await friendsFeedPage(db, viewerId, { limit: 20 });
  } finally {
    client.close();
  }
  if (queries.length !== 1) throw new Error(`the friends feed ran ${queries.length} queries; the ceiling expects one`);
  return queries[0]!;
}
