import { and, asc, count, eq, gt, max } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import {
  authAttempts,
  loginKnownAddresses,
  passwordResets,
  registrationCodeFailures,
  registrationCodes,
} from "./auth.schema.ts";

export type RegistrationCode = typeof registrationCodes.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function registrationCodeOf(db: Reader, userId: number): Promise<RegistrationCode | undefined> {
  return db.select().from(registrationCodes).where(eq(registrationCodes.userId, userId)).get();
}

/** Wrong tries against the code issued at `issuedPosition`. */
export async function wrongCodeCount(db: Reader, userId: number, issuedPosition: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(registrationCodeFailures)
    .where(and(eq(registrationCodeFailures.userId, userId), gt(registrationCodeFailures.position, issuedPosition)))
    .get();
  return row?.n ?? 0;
}

export async function passwordResetByHash(db: Reader, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).get();
}

/** Times of up to `limit` of a bucket's attempts since `since`, oldest first. */
export async function attemptsSince(db: Reader, bucket: string, since: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ at: authAttempts.at })
    .from(authAttempts)
    .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.at, since)))
    .orderBy(asc(authAttempts.at))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** How many attempts a bucket holds since `since`, and when the newest was (null when none). */
export async function attemptSummary(
  db: Reader,
  bucket: string,
  since: string,
): Promise<{ count: number; newestAt: string | null }> {
  const row = await db
    .select({ n: count(), newest: max(authAttempts.at) })
    .from(authAttempts)
    .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.at, since)))
    .get();
  return { count: row?.n ?? 0, newestAt: row?.newest ?? null };
}

/** Whether the account has signed in from this network (within the 90 days the projection keeps). */
export async function isKnownAddress(db: Reader, userId: number, address: string): Promise<boolean> {
  const row = await db
    .select({ userId: loginKnownAddresses.userId })
    .from(loginKnownAddresses)
    .where(and(eq(loginKnownAddresses.userId, userId), eq(loginKnownAddresses.address, address)))
    .get();
  return row !== undefined;
}
