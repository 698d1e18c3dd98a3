import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The current sign-up code of each pending account (its keyed hash), from the event that issued it.
 * `code_id` is what the code is derived from, so the same code can be mailed again; `issued_position` is
 * where the code was first issued: wrong tries after it count against the code, also when it is re-sent.
 */
export const registrationCodes = sqliteTable("registration_codes", {
  userId: integer("user_id").primaryKey(),
  codeHash: text("code_hash").notNull(),
  expiresAt: text("expires_at").notNull(),
  issuedPosition: integer("issued_position").notNull(),
  codeId: text("code_id"),
});

/** Wrong codes, one row per event: those after the current code's issue count against it. */
export const registrationCodeFailures = sqliteTable(
  "registration_code_failures",
  {
    position: integer("position").primaryKey(),
    userId: integer("user_id").notNull(),
  },
  (t) => [index("registration_code_failures_user").on(t.userId, t.position)],
);

/** Password reset links by their token's keyed hash. `used_at` ends a link: used, or another reset happened. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("password_resets_user").on(t.userId)],
);

/**
 * The rate limiters' memory, shared by every server process: one row per counted attempt per bucket
 * (`login-account:<account>`, `login-address:<address>`, `register-address:<address>`, …). Rows older
 * than a day are dropped as new ones arrive.
 */
export const authAttempts = sqliteTable(
  "auth_attempts",
  {
    position: integer("position").notNull(),
    bucket: text("bucket").notNull(),
    at: text("at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.position, t.bucket] }),
    index("auth_attempts_bucket").on(t.bucket, t.at),
    index("auth_attempts_at").on(t.at),
  ],
);

/**
 * The networks each account has signed in from, and when last: a sign-in from one of them is its owner's
 * (or was once), so an attack on the account from elsewhere does not slow it down (src/auth/login-slowdown.ts).
 */
export const loginKnownAddresses = sqliteTable(
  "login_known_addresses",
  {
    userId: integer("user_id").notNull(),
    address: text("address").notNull(),
    lastAt: text("last_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] }), index("login_known_addresses_at").on(t.lastAt)],
);
