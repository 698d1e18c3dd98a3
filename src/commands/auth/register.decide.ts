import type { RegistrationCode } from "../../../projections/auth.queries.ts";
import { AppError } from "../../../shared/errors.ts";
import { MAX_WRONG_CODES, TOO_MANY_WRONG_CODES } from "./verify.decide.ts";

/**
 * A sign-up for an e-mail, while that e-mail may already have a pending (unverified) one.
 * `samePassword`: whether the password typed is the pending sign-up's (undefined until it is checked:
 * the check is slow, so it is made only when a live pending sign-up needs it).
 */
export interface SignUpCommand {
  now: Date;
  samePassword?: boolean;
}

/** The pending account with the e-mail (if any), its current code, and the wrong tries against that code. */
export interface SignUpState {
  pending: { id: number; passwordHash: string | null } | undefined;
  code: RegistrationCode | undefined;
  wrongTries: number;
}

export type SignUpDecision =
  /** A sign-up of its own: its details and password, and a new code. */
  | { kind: "new" }
  /** The pending sign-up's own person again: the same code mailed again, the name and username updated. */
  | { kind: "resend"; code: RegistrationCode & { codeId: string }; passwordHash: string }
  /** The typed password must first be compared with the pending sign-up's. */
  | { kind: "check-password"; passwordHash: string | null };

const secondsUntil = (at: string, now: Date) => (Date.parse(at) - now.getTime()) / 1000;

/**
 * A pending sign-up holds for the ten minutes of its code. Within them, nobody else can put their own
 * password on the e-mail (which the mailbox's owner would then verify without knowing): another password
 * is refused (409). The same password is its person asking again ("Send a new code", or new name and
 * username): the same code is mailed again, with the tries already spent on it, so asking again hands out
 * no fresh guesses; a code voided by five wrong tries stays void (429). Once the code expires, anyone may
 * sign up with the e-mail again and get a new code.
 */
export function decideSignUp(
  { now, samePassword }: SignUpCommand,
  { pending, code, wrongTries }: SignUpState,
): SignUpDecision {
  const live =
    pending && code?.codeId && Date.parse(code.expiresAt) > now.getTime()
      ? { ...code, codeId: code.codeId }
      : undefined;
  if (!pending || !live) return { kind: "new" };
  if (samePassword === undefined) return { kind: "check-password", passwordHash: pending.passwordHash };
  if (!samePassword || !pending.passwordHash) {
    throw new AppError(
      409,
      "signup_pending",
      "A sign-up with this e-mail is already waiting for its code. Type the code from the e-mail, or sign up again once it expires (within ten minutes).",
      { "Retry-After": String(Math.max(1, Math.ceil(secondsUntil(live.expiresAt, now)))) },
    );
  }
  if (wrongTries >= MAX_WRONG_CODES) {
    throw AppError.tooMany(secondsUntil(live.expiresAt, now), TOO_MANY_WRONG_CODES);
  }
  return { kind: "resend", code: live, passwordHash: pending.passwordHash };
}
