import { and, asc, count, eq, gt } from "drizzle-orm";
import type { Reader } from "../events/db.ts";
import { authAttempts, passwordResets, registrationCodeFailures, registrationCodes } from "./auth.schema.ts";

export type RegistrationCode = typeof registrationCodes.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function registrationCodeOf(db: Reader, userId: number): Promise<RegistrationCode | undefined> {
  return db.select().from(registrationCodes).where(eq(registrationCodes.userId, userId)).get();
}

/** Wrong tries against the code issued at `issuedPosition`. */
export async function wrongCodeCount(db: Reader, userId: number, issuedPosition: number): Promise<number> {
  const row = await db.select({ n: count() }).from(registrationCodeFailures)
    .where(and(eq(registrationCodeFailures.userId, userId), gt(registrationCodeFailures.position, issuedPosition)))
    .get();
  return row?.n ?? 0;
}

export async function passwordResetByHash(db: Reader, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).get();
}

/** Times of up to `limit` of a bucket's attempts since `since`, oldest first. */
export async function attemptsSince(db: Reader, bucket: string, since: string, limit: number): Promise<string[]> {
  const rows = await db.select({ at: authAttempts.at }).from(authAttempts)
    .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.at, since)))
    .orderBy(asc(authAttempts.at))
    .limit(limit);
  return rows.map((r) => r.at);
}
