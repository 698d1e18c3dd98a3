import { call } from "../api/http.ts";
import { keysOf, putKeys, type KeyBundle, type OwnKeyBundle } from "../../shared/api/chat.ts";
import { createKeyBundle, openKeyStore, rewrapKeyBundle, unlockKeyBundle, type KeyStore } from "./crypto/index.ts";

/**
 * This browser's chat key, from sign-in to the chat screens. The private key is made or unwrapped here,
 * from the password the person just typed, and kept in IndexedDB as a non-extractable key; the server only
 * ever has it wrapped under that password. The password itself goes nowhere but into PBKDF2 in this tab.
 */

/** What the person is told when a password reset cost them their old key (and so their older messages). */
export const KEY_RESET_NOTICE = "Your password was reset, so you have a new chat key: messages sent to you before the reset can no longer be read on this account.";

let store: Promise<KeyStore> | undefined;
const keyStore = () => (store ??= openKeyStore());

/** The key setup that a sign-in started, so a chat screen opened meanwhile waits for it instead of asking. */
let pending: Promise<unknown> | null = null;

/** The caller's own bundle, or null before they have one. */
async function ownBundle(userId: number): Promise<OwnKeyBundle | null> {
  const answer = await call(keysOf, { params: { userId } });
  return answer.publicKey === null ? null : (answer as OwnKeyBundle);
}

export type Unlocked = { privateKey: CryptoKey; reset: boolean };

/**
 * Makes this browser able to read the person's chats with `secret` (their password, or the chat passphrase
 * of someone who signs in with Google): unwraps their bundle from the server, or makes their first key pair,
 * or after a password reset (the bundle no longer opens) a new pair. Throws WrongPasswordError when the
 * secret does not open an existing bundle.
 */
export async function unlockChats(userId: number, secret: string): Promise<Unlocked> {
  const bundle = await ownBundle(userId);
  if (bundle && !bundle.reset) {
    const privateKey = await unlockKeyBundle(bundle, secret, userId);
    await (await keyStore()).save(userId, privateKey);
    return { privateKey, reset: false };
  }
  const made = await createKeyBundle(secret, userId);
  await call(putKeys, { body: made.bundle });
  await (await keyStore()).save(userId, made.privateKey);
  return { privateKey: made.privateKey, reset: bundle !== null };
}

/**
 * At a password sign-in, before the first screen: so that a chat opened (or a page reloaded) right after
 * finds the key here. Never throws: a failure is not the sign-in's, and the chat screen asks again.
 * Resolves whether the password was reset since the key was made (the person is told).
 */
export function unlockChatsAtLogin(userId: number, password: string): Promise<{ reset: boolean }> {
  const setup = unlockChats(userId, password).then(
    ({ reset }) => ({ reset }),
    (error) => {
      console.warn("Chat key setup failed; the chat screen will ask again.", error);
      return { reset: false };
    },
  );
  pending = setup;
  void setup.finally(() => {
    if (pending === setup) pending = null;
  });
  return setup;
}

/** The private key this browser keeps for the person, once any sign-in setup has finished; null when none. */
export async function storedChatKey(userId: number): Promise<CryptoKey | null> {
  if (pending) await pending;
  return (await keyStore()).load(userId);
}

/**
 * A password change, before it is sent: the same key pair wrapped under the new password (the old one
 * unwraps it, here). Null when there is nothing to re-wrap (no bundle yet, or one a reset left behind).
 * Sent with `publishRewrap` only once the server has taken the new password.
 */
export async function prepareRewrap(userId: number, oldPassword: string, newPassword: string): Promise<KeyBundle | null> {
  const bundle = await ownBundle(userId).catch(() => null);
  if (!bundle || bundle.reset) return null;
  const { reset: _, ...current } = bundle;
  return rewrapKeyBundle(current, oldPassword, newPassword, userId).catch(() => null);
}

export async function publishRewrap(bundle: KeyBundle): Promise<void> {
  await call(putKeys, { body: bundle });
}

/** Logout: this browser forgets the person's key (it stays on the server, wrapped, for their next sign-in). */
export async function forgetChatKey(userId: number): Promise<void> {
  await (await keyStore()).remove(userId).catch(() => undefined);
}
