import { and, eq, isNull, lt } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { StoredEvent } from "../events/index.ts";
import { projection } from "../store/projection.ts";
import {
  authAttempts,
  loginKnownAddresses,
  passwordResets,
  registrationCodeFailures,
  registrationCodes,
} from "./auth.schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a network an account signed in from stays known to it. */
const KNOWN_ADDRESS_MS = 90 * DAY_MS;

/** Sign-up codes, reset links and the rate limiters' counts. */
export const authProjection = projection({
  name: "auth",
  version: 3,
  tables: [registrationCodes, registrationCodeFailures, passwordResets, authAttempts, loginKnownAddresses],
  on: [
    "RegistrationCodeIssued",
    "RegistrationCodeRejected",
    "UserVerified",
    "PasswordResetRequested",
    "PasswordReset",
    "LoginFailed",
    "LoginSucceeded",
    "AuthRequestCounted",
    "UserDeleted",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "RegistrationCodeIssued": {
        const { userId, codeHash, expiresAt, codeId } = event.data;
        // The same code mailed again keeps where it was first issued, and so the wrong tries against it.
        const current = await tx.select().from(registrationCodes).where(eq(registrationCodes.userId, userId)).get();
        const again = current?.codeHash === codeHash && current.expiresAt === expiresAt;
        const code = { codeHash, expiresAt, codeId, issuedPosition: again ? current.issuedPosition : event.position };
        await tx
          .insert(registrationCodes)
          .values({ userId, ...code })
          .onConflictDoUpdate({ target: registrationCodes.userId, set: code });
        await countAttempt(tx, event, recipientMailBucket(userId));
        return;
      }
      case "RegistrationCodeRejected":
        await tx
          .insert(registrationCodeFailures)
          .values({ position: event.position, userId: event.data.userId })
          .onConflictDoNothing();
        await countAttempt(tx, event, `verify-address:${event.data.address}`);
        return;
      case "UserVerified":
        await tx.delete(registrationCodes).where(eq(registrationCodes.userId, event.data.userId));
        await tx.delete(registrationCodeFailures).where(eq(registrationCodeFailures.userId, event.data.userId));
        return;
      case "PasswordResetRequested": {
        const { userId, tokenHash, expiresAt } = event.data;
        await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.userId, userId), lt(passwordResets.expiresAt, event.at)));
        // The newest link voids every older one: a link mailed earlier (and maybe read by someone else) is dead.
        await tx
          .update(passwordResets)
          .set({ usedAt: event.at })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ tokenHash, userId, expiresAt }).onConflictDoNothing();
        await countAttempt(tx, event, recipientMailBucket(userId));
        return;
      }
      case "PasswordReset":
        await tx
          .update(passwordResets)
          .set({ usedAt: event.at })
          .where(and(eq(passwordResets.userId, event.data.userId), isNull(passwordResets.usedAt)));
        return;
      case "LoginFailed":
        await countAttempt(tx, event, `login-account:${event.data.account}`);
        await countAttempt(tx, event, `login-address:${event.data.address}`);
        await countAttempt(tx, event, loginPairBucket(event.data.account, event.data.address));
        return;
      case "LoginSucceeded": {
        const { userId, address } = event.data;
        // The right password clears the account's failures, and this address's on it; the address's stay.
        await tx.delete(authAttempts).where(eq(authAttempts.bucket, `login-account:user:${userId}`));
        await tx.delete(authAttempts).where(eq(authAttempts.bucket, loginPairBucket(`user:${userId}`, address)));
        await tx
          .delete(loginKnownAddresses)
          .where(lt(loginKnownAddresses.lastAt, new Date(Date.parse(event.at) - KNOWN_ADDRESS_MS).toISOString()));
        await tx
          .insert(loginKnownAddresses)
          .values({ userId, address, lastAt: event.at })
          .onConflictDoUpdate({
            target: [loginKnownAddresses.userId, loginKnownAddresses.address],
            set: { lastAt: event.at },
          });
        return;
      }
      case "UserDeleted":
        await tx.delete(loginKnownAddresses).where(eq(loginKnownAddresses.userId, event.data.userId));
        return;
      case "AuthRequestCounted":
        await countAttempt(tx, event, `${event.data.action}-address:${event.data.address}`);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

/** One attempt in a bucket; attempts older than any limit's window are dropped on the way. */
async function countAttempt(tx: Tx, event: StoredEvent, bucket: string) {
  const cutoff = new Date(Date.parse(event.at) - DAY_MS).toISOString();
  await tx.delete(authAttempts).where(lt(authAttempts.at, cutoff));
  await tx.insert(authAttempts).values({ position: event.position, bucket, at: event.at }).onConflictDoNothing();
}

/** Failed sign-ins of one account (`user:<id>` or `name:<hash>`) from one address. */
export function loginPairBucket(account: string, address: string): string {
  return `login-pair:${account}@${address}`;
}

/** The mails about signing in (codes, reset links) sent to one account's e-mail, whoever asked for them. */
export function recipientMailBucket(userId: number): string {
  return `mail-to:user:${userId}`;
}
