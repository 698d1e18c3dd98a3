import type { EventOf } from "../../../events/index.ts";
import type { RegistrationCode } from "../../../projections/auth.queries.ts";
import { AppError } from "../../../shared/errors.ts";
import { sameHash } from "../../auth/secrets.ts";

/**
 * After this many wrong codes the code is void until it expires: signing up again before then mails the
 * same code (src/commands/auth/register.decide.ts), so the count holds whoever asks and from wherever.
 */
export const MAX_WRONG_CODES = 5;
export const TOO_MANY_WRONG_CODES =
  "Too many wrong codes: this code no longer works. You can sign up again once it expires (within ten minutes).";

/** A code typed on the sign-up page: its keyed hash (for the pending account it names), from where, and when. */
export interface CodeCommand {
  presentedHash: string;
  address: string;
  now: Date;
}

/** The pending sign-up the code is for, its current code, and the wrong tries against that code so far. */
export interface CodeState {
  pending: { id: number };
  code: RegistrationCode | undefined;
  wrongTries: number;
}

export type CodeDecision =
  | { verified: true; events: EventOf<"UserVerified" | "LoginSucceeded">[] }
  | { verified: false; events: EventOf<"RegistrationCodeRejected">[] };

export const wrongCode = () => AppError.badRequest("The code is wrong or has expired.", "invalid_code");

/**
 * The right code verifies the account and signs it in. A wrong one is recorded (the refusal follows once
 * it is), and after five the code is void (429) until it expires.
 */
export function decideCode(
  { presentedHash, address, now }: CodeCommand,
  { pending, code, wrongTries }: CodeState,
): CodeDecision {
  if (!code) throw wrongCode();
  if (wrongTries >= MAX_WRONG_CODES) {
    throw AppError.tooMany((Date.parse(code.expiresAt) - now.getTime()) / 1000, TOO_MANY_WRONG_CODES);
  }
  if (Date.parse(code.expiresAt) <= now.getTime()) {
    throw AppError.badRequest('The code has expired. Choose "Send a new code" to get a new one.', "code_expired");
  }
  const userId = pending.id;
  if (!sameHash(presentedHash, code.codeHash)) {
    return { verified: false, events: [{ type: "RegistrationCodeRejected", data: { userId, address } }] };
  }
  return {
    verified: true,
    events: [
      { type: "UserVerified", data: { userId } },
      { type: "LoginSucceeded", data: { userId, method: "code", address } },
    ],
  };
}
