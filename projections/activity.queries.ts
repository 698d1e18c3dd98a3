import { and, desc, eq, lt } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { activityDays } from "./activity.schema.ts";

export type ActivityDay = typeof activityDays.$inferSelect;

/** One user's active days, newest first, keyset-paged by date. */
export async function activityDaysOf(
  db: Reader,
  userId: number,
  { before, limit }: { before?: string; limit: number },
): Promise<ActivityDay[]> {
  const ofUser = eq(activityDays.userId, userId);
  return db
    .select()
    .from(activityDays)
    .where(before ? and(ofUser, lt(activityDays.date, before)) : ofUser)
    .orderBy(desc(activityDays.date))
    .limit(limit);
}
