import { and, asc, eq, gt } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { accountAges, accountWrites } from "./budgets.schema.ts";

/** Times of up to `limit` of a bucket's writes since `since`, oldest first. */
export async function writesSince(db: Reader, bucket: string, since: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ at: accountWrites.at })
    .from(accountWrites)
    .where(and(eq(accountWrites.bucket, bucket), gt(accountWrites.at, since)))
    .orderBy(asc(accountWrites.at))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** When the account was first verified; undefined when it never was. */
export async function verifiedAtOf(db: Reader, userId: number): Promise<string | undefined> {
  const row = await db
    .select({ at: accountAges.verifiedAt })
    .from(accountAges)
    .where(eq(accountAges.userId, userId))
    .get();
  return row?.at;
}
