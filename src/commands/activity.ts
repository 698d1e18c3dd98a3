import type { AppContext } from "../context.ts";
import { userStream } from "../../events/users.ts";
import { activityDue } from "../activity/due.ts";
import type { Sighting } from "../activity/presence.ts";
import { userById } from "../../projections/users.queries.ts";

/**
 * Records a batch of sightings as UserActive events, in one transaction. Each is checked again against
 * the account's recorded activity under the write lock: another process may have recorded it meanwhile.
 * Returns the sightings it recorded.
 */
export async function recordActivity(ctx: AppContext, sightings: Sighting[]): Promise<Sighting[]> {
  if (sightings.length === 0) return [];
  return ctx.store.transact(async (tx) => {
    const recorded: Sighting[] = [];
    for (const sighting of sightings) {
      const user = await userById(tx.db, sighting.userId);
      if (!user || !activityDue(user.lastActive, new Date(sighting.at))) continue;
      await tx.append(userStream(user.id), "any", [{ type: "UserActive", data: sighting }]);
      recorded.push(sighting);
    }
    return recorded;
  });
}
