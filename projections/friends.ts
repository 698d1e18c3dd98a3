import { and, eq, or } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import { projection } from "../store/projection.ts";
import { friendships } from "./friends.schema.ts";

/** Who is friends with whom, and the requests on the way. */
export const friendsProjection = projection({
  name: "friends",
  version: 1,
  tables: [friendships],
  on: [
    "FriendRequested",
    "FriendRequestAccepted",
    "FriendRequestDeclined",
    "FriendRequestCancelled",
    "FriendshipEnded",
    "UserDeleted",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "FriendRequested":
        await setPair(tx, event.data.from, event.data.to, "requested", event.at);
        return;
      case "FriendRequestAccepted":
        await setPair(tx, event.data.from, event.data.to, "friends", event.at);
        return;
      case "FriendRequestDeclined":
      case "FriendRequestCancelled":
        await clearPair(tx, event.data.from, event.data.to);
        return;
      case "FriendshipEnded":
        await clearPair(tx, event.data.by, event.data.other);
        return;
      case "UserDeleted":
        // A deleted account leaves every friend list and request.
        await tx
          .delete(friendships)
          .where(or(eq(friendships.userId, event.data.userId), eq(friendships.otherId, event.data.userId)));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

/** Both rows of a pair; `requested` is seen from `from`, and `incoming` from `to`. */
async function setPair(tx: Tx, from: number, to: number, state: "requested" | "friends", at: string) {
  const sides = [
    { userId: from, otherId: to, state, since: at },
    { userId: to, otherId: from, state: state === "requested" ? ("incoming" as const) : state, since: at },
  ];
  for (const side of sides) {
    await tx
      .insert(friendships)
      .values(side)
      .onConflictDoUpdate({ target: [friendships.userId, friendships.otherId], set: { state: side.state, since: at } });
  }
}

async function clearPair(tx: Tx, a: number, b: number) {
  await tx
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.otherId, b)),
        and(eq(friendships.userId, b), eq(friendships.otherId, a)),
      ),
    );
}
