import { eq, sql } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { userStream } from "../events/users.ts";
import { users } from "./users.schema.ts";

/** Accounts as they stand now: who they are, how they sign in, their flags and when they were last seen. */
export const usersProjection = projection({
  name: "users",
  version: 2,
  tables: [users],
  on: [
    "UserRegistered",
    "UserRegisteredWithGoogle",
    "UserVerified",
    "UserUnverified",
    "PasswordReset",
    "PasswordChanged",
    "UserPromoted",
    "UserDemoted",
    "UserBlocked",
    "UserUnblocked",
    "UserEdited",
    "UserDeleted",
    "ProfileChanged",
    "UserActive",
  ],
  async apply(event, tx) {
    const set = (userId: number, values: Partial<typeof users.$inferInsert>) =>
      tx.update(users).set(values).where(eq(users.id, userId));
    switch (event.type) {
      case "UserRegistered": {
        const { userId, passwordHash, ...details } = event.data;
        const row = { ...details, emailKey: details.email.toLowerCase(), passwordHash };
        await tx
          .insert(users)
          .values({ id: userId, ...row, createdAt: event.at })
          .onConflictDoUpdate({ target: users.id, set: row });
        return;
      }
      case "UserRegisteredWithGoogle": {
        const { userId, ...details } = event.data;
        await tx
          .insert(users)
          .values({
            id: userId,
            ...details,
            emailKey: details.email.toLowerCase(),
            isVerified: true,
            createdAt: event.at,
          })
          .onConflictDoNothing();
        return;
      }
      case "UserVerified":
        await set(event.data.userId, { isVerified: true });
        return;
      case "UserUnverified":
        await set(event.data.userId, { isVerified: false });
        return;
      case "PasswordReset":
      case "PasswordChanged":
        await set(event.data.userId, { passwordHash: event.data.passwordHash });
        return;
      case "UserPromoted":
        await set(event.data.userId, { isAdmin: true });
        return;
      case "UserDemoted":
        await set(event.data.userId, { isAdmin: false });
        return;
      case "UserBlocked":
        await set(event.data.userId, { isBlocked: true });
        return;
      case "UserUnblocked":
        await set(event.data.userId, { isBlocked: false });
        return;
      case "UserEdited": {
        const { userId, ...details } = event.data;
        await set(userId, { ...details, emailKey: details.email.toLowerCase() });
        return;
      }
      case "UserDeleted": {
        // The account's key is destroyed with this event (store/personal.ts): what it said of the person
        // goes from here too, set to what a replay of the erased events reads, so the two stay equal.
        const erased = erasedValue(userStream(event.data.userId));
        await set(event.data.userId, {
          deletedAt: event.at,
          name: erased,
          username: erased,
          email: erased,
          emailKey: erased,
          passwordHash: null,
          googleSubject: null,
        });
        return;
      }
      case "ProfileChanged":
        // The display name is the account's; a profile change (from /settings) may rename it too.
        if (event.data.name !== undefined) await set(event.data.userId, { name: event.data.name });
        return;
      case "UserActive":
        // max(): applying an older sighting after a newer one never moves last_active back.
        await tx
          .update(users)
          .set({ lastActive: sql`max(coalesce(${users.lastActive}, ''), ${event.data.at})` })
          .where(eq(users.id, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
