import type { AppContext } from "../../context.ts";
import type { WriteTx } from "../../../store/store.ts";
import { refuseIfSuspended } from "../moderation.ts";
import { verifyGoogleIdToken } from "../../auth/google.ts";
import { userStream } from "../../../events/users.ts";
import {
  userByGoogleSubject,
  userById,
  verifiedUserByEmail,
  verifiedUserByUsername,
} from "../../../projections/users.queries.ts";
import { startSession, type SessionClient, type SignedIn } from "../sessions.ts";
import { decideGoogleSignIn, decideGoogleSignUp, googleUsername } from "./google.decide.ts";

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
    // Only an identity with no account yet is checked against the password accounts' e-mails.
    const emailTaken = !linked && (await verifiedUserByEmail(tx.db, identity.email)) !== undefined;
    const decision = decideGoogleSignIn({ address }, { linked, emailTaken });
    if (decision.kind === "linked") {
      await refuseIfSuspended(ctx, tx.db, decision.user.id);
      return startSession(ctx, tx, decision.user, decision.events, client);
    }
    const userId = await tx.nextId("users");
    const username = await freeUsername(tx, identity.email);
    const { registered, signedIn } = decideGoogleSignUp({ identity, userId, username, address });
    await tx.append(userStream(userId), 0, registered);
    const user = (await userById(tx.db, userId))!;
    return startSession(ctx, tx, user, signedIn, client);
  });
}

/** The first username (googleUsername) that no verified account has. */
async function freeUsername(tx: WriteTx, email: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = googleUsername(email, n);
    if (!(await verifiedUserByUsername(tx.db, candidate))) return candidate;
  }
}
