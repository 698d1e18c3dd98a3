import { and, eq } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { pushInterests, pushSubscriptions } from "./push.schema.ts";

/** The browsers each account receives push on, and the interests it named. */
export const pushProjection = projection({
  name: "push",
  version: 2,
  tables: [pushSubscriptions, pushInterests],
  on: ["PushSubscribed", "PushSubscriptionRemoved", "PushInterestsSet", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "PushSubscribed": {
        const { endpoint, userId, p256dh, auth } = event.data;
        await tx
          .insert(pushSubscriptions)
          .values({ endpoint, userId, p256dh, auth, subscribedAt: event.at })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh, auth, subscribedAt: event.at },
          });
        return;
      }
      case "PushSubscriptionRemoved":
        // Only the account's own: the endpoint may have moved to someone else since.
        await tx
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.endpoint, event.data.endpoint), eq(pushSubscriptions.userId, event.data.userId)),
          );
        return;
      case "PushInterestsSet": {
        const { userId, interests } = event.data;
        await tx.delete(pushInterests).where(eq(pushInterests.userId, userId));
        // In slices: SQLite takes a bounded number of values in one statement, and 5000 interests are allowed.
        for (let i = 0; i < interests.length; i += 400) {
          await tx.insert(pushInterests).values(interests.slice(i, i + 400).map((interest) => ({ userId, interest })));
        }
        return;
      }
      case "UserDeleted":
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, event.data.userId));
        await tx.delete(pushInterests).where(eq(pushInterests.userId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
