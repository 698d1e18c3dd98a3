import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { users } from "./users.schema.ts";
import { investorBulkSends, investors } from "./investors.schema.ts";

export type InvestorRow = typeof investors.$inferSelect;
export type BulkSendRow = typeof investorBulkSends.$inferSelect;

const live = isNull(investors.removedAt);

/** The live investor with this e-mail (any case). */
export async function investorByEmail(db: Reader, email: string): Promise<InvestorRow | undefined> {
  return db
    .select()
    .from(investors)
    .where(and(eq(investors.emailKey, email.toLowerCase()), live))
    .get();
}

export async function investorById(db: Reader, id: number): Promise<InvestorRow | undefined> {
  return db.select().from(investors).where(eq(investors.id, id)).get();
}

/**
 * The live investors, newest first, where status and action are as asked (undefined: either), with the
 * username of the admin who added each. The whole list: the panel searches it in the browser.
 */
export async function investorList(db: Reader, filter: { status?: boolean; action?: boolean }) {
  const conditions = [live];
  if (filter.status !== undefined) conditions.push(eq(investors.status, filter.status));
  if (filter.action !== undefined) conditions.push(eq(investors.action, filter.action));
  return db
    .select({ investor: investors, creatorUsername: users.username })
    .from(investors)
    .leftJoin(users, eq(users.id, investors.creator))
    .where(and(...conditions))
    .orderBy(desc(investors.id));
}

/** The panel's figures over every live investor. */
export async function investorStats(db: Reader): Promise<{ total: number; mailsSent: number; engaged: number }> {
  const row = await db
    .select({
      total: sql<number>`count(*)`,
      mailsSent: sql<number>`coalesce(sum(${investors.status}), 0)`,
      engaged: sql<number>`coalesce(sum(${investors.action}), 0)`,
    })
    .from(investors)
    .where(live)
    .get();
  return { total: Number(row?.total ?? 0), mailsSent: Number(row?.mailsSent ?? 0), engaged: Number(row?.engaged ?? 0) };
}

/** The live investors no mail has gone or is going to: a bulk send's recipients. */
export async function investorsToMail(db: Reader): Promise<InvestorRow[]> {
  return db
    .select()
    .from(investors)
    .where(and(live, eq(investors.status, false), eq(investors.mailPending, false)))
    .orderBy(investors.id);
}

export async function latestBulkSend(db: Reader): Promise<BulkSendRow | undefined> {
  return db.select().from(investorBulkSends).orderBy(desc(investorBulkSends.id)).limit(1).get();
}
