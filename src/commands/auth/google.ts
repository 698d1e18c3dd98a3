import type { AppContext } from "../../context.ts";
import type { WriteTx } from "../../../store/store.ts";
import { refuseIfSuspended } from "../moderation.ts";
import { AppError } from "../../../shared/errors.ts";
import { verifyGoogleIdToken, type GoogleIdentity } from "../../auth/google.ts";
import { userStream } from "../../../events/users.ts";
import {
  userByGoogleSubject,
  userById,
  verifiedUserByEmail,
  verifiedUserByUsername,
} from "../../../projections/users.queries.ts";
import { startSession, type SessionClient, type SignedIn } from "../sessions.ts";

/**
 * Signs in with a Google ID token. The account is the one linked to Google's subject; on first use a new
 * verified account is made. It is never merged into a password account that has the same e-mail: that
 * would hand the password account to whoever controls the Google identity. Such a sign-in is refused
 * with 409, and the person signs in with their password instead.
 */
export async function googleSignIn(
  ctx: AppContext,
  idToken: string,
  address: string,
  client?: SessionClient,
): Promise<SignedIn> {
  const identity = await verifyGoogleIdToken(ctx, idToken);
  return ctx.store.transact(async (tx) => {
    const linked = await userByGoogleSubject(tx.db, identity.subject);
    if (linked) {
      if (linked.isBlocked) throw AppError.forbidden("Your account is blocked.", "account_blocked");
      await refuseIfSuspended(ctx, tx.db, linked.id);
      return startSession(
        ctx,
        tx,
        linked,
        [{ type: "LoginSucceeded", data: { userId: linked.id, method: "google", address } }],
        client,
      );
    }
    if (await verifiedUserByEmail(tx.db, identity.email)) {
      throw AppError.conflict(
        "An account with this e-mail already exists. Please sign in with your password.",
        "email_taken",
      );
    }
    const userId = await tx.nextId("users");
    const data = {
      userId,
      name: (identity.name ?? identity.email.split("@")[0]!).trim().slice(0, 100),
      username: await freeUsername(tx, identity),
      email: identity.email,
      googleSubject: identity.subject,
    };
    await tx.append(userStream(userId), 0, [{ type: "UserRegisteredWithGoogle", data }]);
    const user = (await userById(tx.db, userId))!;
    return startSession(
      ctx,
      tx,
      user,
      [{ type: "LoginSucceeded", data: { userId, method: "google", address } }],
      client,
    );
  });
}

/** A username made from the e-mail's local part, with a number added when a verified account has it. */
async function freeUsername(tx: WriteTx, identity: GoogleIdentity): Promise<string> {
  const base = identity.email
    .split("@")[0]!
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, "")
    .slice(0, 24)
    .padEnd(3, "_");
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await verifiedUserByUsername(tx.db, candidate))) return candidate;
  }
}
