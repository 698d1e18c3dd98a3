import type { StoredEvent } from "../../events/index.ts";
import type { Delivery, PresenceAudience } from "./channels/delivery.ts";
import { blockedWithOf } from "../../projections/blocks.queries.ts";

/**
 * A block reaches both people's open pages at once as the other going offline with no time last seen
 * (`presence {userId, online: false, lastActive: null}`), so a chat's "Online" goes; the zones' index tells
 * them the other left (src/realtime/zones.ts). Unblocking tells nothing: pages show presence again when read
 * anew, as a block must not be guessed from a burst of news either.
 */
export function blocksRoute(event: StoredEvent): Delivery[] {
  if (event.type !== "MemberBlocked") return [];
  const { by, other } = event.data;
  return [
    { userId: by, event: "presence", data: { userId: other, online: false, lastActive: null } },
    { userId: other, event: "presence", data: { userId: by, online: false, lastActive: null } },
  ];
}

/** An audience without those blocked either way with the user: they are not told of the user's presence. */
export function withoutBlocked(audience: PresenceAudience): PresenceAudience {
  return async (db, userId) => {
    const [people, blocked] = await Promise.all([audience(db, userId), blockedWithOf(db, userId)]);
    return people.filter((id) => !blocked.has(id));
  };
}
