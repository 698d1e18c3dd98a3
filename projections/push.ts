import { and, eq } from "drizzle-orm";
import { projection } from "../events/projection.ts";
import { pushSubscriptions } from "./push.schema.ts";

/** The browsers each account receives push on. */
export const pushProjection = projection({
  name: "push",
  version: 1,
  tables: [pushSubscriptions],
  on: ["PushSubscribed", "PushSubscriptionRemoved", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "PushSubscribed": {
        const { endpoint, userId, p256dh, auth } = event.data;
        await tx.insert(pushSubscriptions).values({ endpoint, userId, p256dh, auth, subscribedAt: event.at })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh, auth, subscribedAt: event.at } });
        return;
      }
      case "PushSubscriptionRemoved":
        // Only the account's own: the endpoint may have moved to someone else since.
        await tx.delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, event.data.endpoint), eq(pushSubscriptions.userId, event.data.userId)));
        return;
      case "UserDeleted":
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
