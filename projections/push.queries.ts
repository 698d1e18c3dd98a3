import { eq } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { pushInterests, pushSubscriptions } from "./push.schema.ts";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Every browser the user receives push on (by the user index; a person has a handful). */
export function subscriptionsOf(db: Reader, userId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(100);
}

export function subscriptionByEndpoint(db: Reader, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).get();
}

/** The account's push interests, in no particular order. */
export async function interestsOf(db: Reader, userId: number): Promise<string[]> {
  const rows = await db
    .select({ interest: pushInterests.interest })
    .from(pushInterests)
    .where(eq(pushInterests.userId, userId));
  return rows.map((row) => row.interest);
}
