import type { AppContext } from "../context.ts";
import { userStream } from "../auth/users.ts";
import { userById } from "../../projections/users.queries.ts";

const ACTIVE_EVERY_MS = 60_000;

function seenRecently(lastActive: string | null, now: Date): boolean {
  return lastActive !== null && now.getTime() - Date.parse(lastActive) < ACTIVE_EVERY_MS;
}

/**
 * Records that a user is active, at most once a minute: the user row read by authentication already says
 * when they were last seen, so most requests append nothing. The check is repeated under the write lock
 * so two requests at once still record one event.
 */
export async function markActive(ctx: AppContext, user: { id: number; lastActive: string | null }): Promise<void> {
  const now = ctx.clock.now();
  if (seenRecently(user.lastActive, now)) return;
  await ctx.store.transact(async (tx) => {
    const current = await userById(tx.db, user.id);
    if (!current || seenRecently(current.lastActive, now)) return;
    await tx.append(userStream(user.id), "any", [{ type: "UserActive", data: { userId: user.id, at: now.toISOString() } }]);
  });
}
