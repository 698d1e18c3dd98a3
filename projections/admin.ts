import { and, eq } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { adminActions } from "./admin.schema.ts";

/**
 * The audit of admins' actions on accounts: every account event that names the admin who did it (`by`).
 * The same events without `by` (the person themselves, the CLI, start-up) are not admin actions.
 */
export const adminProjection = projection({
  name: "admin",
  version: 2,
  tables: [adminActions],
  on: [
    "UserEdited",
    "UserPromoted",
    "UserDemoted",
    "UserBlocked",
    "UserUnblocked",
    "UserVerified",
    "UserUnverified",
    "UserDeleted",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "UserEdited":
      case "UserPromoted":
      case "UserDemoted":
      case "UserBlocked":
      case "UserUnblocked":
      case "UserVerified":
      case "UserUnverified":
      case "UserDeleted": {
        const { userId, by, ...rest } = event.data;
        if (event.type === "UserDeleted") {
          // An edit's detail holds the name and e-mail the admin set: erased with the account's key.
          await tx
            .update(adminActions)
            .set({ detail: null })
            .where(and(eq(adminActions.userId, userId), eq(adminActions.action, "UserEdited")));
        }
        if (by === undefined) return;
        const detail = Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
        await tx
          .insert(adminActions)
          .values({ position: event.position, adminId: by, userId, action: event.type, detail, at: event.at })
          .onConflictDoNothing();
        return;
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
