import { and, desc, eq, isNull } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { users } from "./users.schema.ts";

export type UserRow = typeof users.$inferSelect;

const live = isNull(users.deletedAt);
const liveVerified = and(live, eq(users.isVerified, true));

/** Any account that is not deleted, verified or not. */
export async function userById(db: Reader, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .get();
}

export async function verifiedUserByUsername(db: Reader, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.username, username.toLowerCase()), liveVerified))
    .get();
}

export async function verifiedUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.emailKey, email.toLowerCase()), liveVerified))
    .get();
}

/** The pending sign-up for an e-mail: at most one, since a repeated sign-up reuses it. */
export async function unverifiedUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.emailKey, email.toLowerCase()), live, eq(users.isVerified, false)))
    .get();
}

export async function userByGoogleSubject(db: Reader, subject: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.googleSubject, subject), live))
    .get();
}

/**
 * The account a sign-in names by e-mail or username: a verified one first; else a pending sign-up, which
 * the caller answers with "verify your e-mail" once the password matches. Of several pending sign-ups
 * with one username, the newest.
 */
export async function userForSignIn(db: Reader, emailOrUsername: string): Promise<UserRow | undefined> {
  const key = emailOrUsername.trim().toLowerCase();
  const byEmail = key.includes("@");
  const verified = byEmail ? await verifiedUserByEmail(db, key) : await verifiedUserByUsername(db, key);
  if (verified) return verified;
  if (byEmail) return unverifiedUserByEmail(db, key);
  return db
    .select()
    .from(users)
    .where(and(eq(users.username, key), live, eq(users.isVerified, false)))
    .orderBy(desc(users.id))
    .get();
}
