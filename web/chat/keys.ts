import { call } from "../api/http.ts";
import { keyBackup, keysOf, putKeys, type OwnKeys } from "../../shared/api/chat.ts";
import {
  backupKeys,
  createIdentity,
  formatRecoveryKey,
  newRecoveryKey,
  openBackup,
  openKeyStore,
  parseRecoveryKey,
  sealBackupKeeping,
  type BackupSecret,
  type KeyStore,
  type NewIdentity,
} from "./crypto/index.ts";
import { ECDH_P256 } from "./crypto/publicKey.ts";
import { noteChatKeyHere, ownKeysOf } from "./keyState.ts";

/**
 * This browser's chat keys (docs "chat keys"). They are made in the browser on first chat use and backed
 * up on the server sealed under a recovery key (shown once) or a chat passphrase, neither of which is
 * ever sent: the login password takes no part, so nothing the server receives at sign-in opens them. A new
 * device gets them from the backup, after proving it knows the secret; this device keeps the ECDH private
 * key in IndexedDB, non-extractable.
 */

let store: Promise<KeyStore> | undefined;
const keyStore = () => (store ??= openKeyStore());

/** The caller's own keys on the server; null before they have any (or only keys of the first design). */
export async function ownKeys(userId: number): Promise<OwnKeys | null> {
  return ownKeysOf(await call(keysOf, { params: { userId } }));
}

/** Where this browser notes which public key its private key belongs to (a private key cannot tell). */
const keptFor = (userId: number) => `chatPublicKey:${userId}`;

function noteKept(userId: number, publicKey: string) {
  noteChatKeyHere(userId, true);
  try {
    localStorage.setItem(keptFor(userId), publicKey);
  } catch {
    // storage refused: the check below is skipped, as for a key kept before it existed
  }
}

/**
 * The private key this browser keeps for the person; null when none, or when the account's keys were
 * replaced since (started over on another device): the stale key is forgotten, and the chat asks to set
 * this device up again rather than sealing for keys nobody has. Offline, the kept key is used.
 */
export async function storedChatKey(userId: number): Promise<CryptoKey | null> {
  const key = await (await keyStore()).load(userId);
  noteChatKeyHere(userId, key !== null);
  if (!key) return null;
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(keptFor(userId));
  } catch {
    return key;
  }
  const published = await ownKeys(userId).catch(() => undefined);
  if (kept === null || published === undefined || published?.publicKey === kept) return key;
  await forgetChatKey(userId);
  return null;
}

/**
 * Keys just made: the private key for this browser, the recovery key to show once, and a way to seal the
 * backup under a chat passphrase instead (the new backup erases the one under the recovery key).
 */
export interface MadeKeys {
  privateKey: CryptoKey;
  recoveryKey: string;
  protectWithPassphrase(passphrase: string): Promise<void>;
}

/**
 * First chat use (or starting over after losing the recovery secret, with the login password): a new
 * identity, backed up under a new recovery key, published, and kept here. Contacts are told of the new key
 * and warned if they had another.
 */
export async function createChatKeys(userId: number, password?: string): Promise<MadeKeys> {
  const identity = await createIdentity(userId);
  const recovery = newRecoveryKey();
  const sealed = await sealBackupKeeping(identity, userId, { kind: "recovery-key", key: recovery });
  // Replacing keys (starting over) asks for the login password on the server; first keys need none.
  await call(putKeys, { body: password ? { ...sealed.bundle, password } : sealed.bundle });
  const privateKey = await keepHere(userId, identity);
  await keepSecret(userId, sealed.secret);
  return {
    privateKey,
    recoveryKey: formatRecoveryKey(recovery),
    async protectWithPassphrase(passphrase) {
      const resealed = await sealBackupKeeping(identity, userId, { kind: "passphrase", passphrase });
      // The recovery-key backup's verifier proves this browser may replace it.
      await call(putKeys, { body: { ...resealed.bundle, currentVerifier: sealed.bundle.backup.verifier } });
      await keepSecret(userId, resealed.secret);
    },
  };
}

/** A non-extractable copy of the new ECDH private key, saved in this browser. */
async function keepHere(userId: number, identity: NewIdentity): Promise<CryptoKey> {
  const pkcs8 = await crypto.subtle.exportKey("pkcs8", identity.ecdh.privateKey);
  const privateKey = await crypto.subtle.importKey("pkcs8", pkcs8, ECDH_P256, false, ["deriveBits"]);
  await (await keyStore()).save(userId, privateKey);
  noteKept(userId, identity.publicKey);
  return privateKey;
}

/**
 * A new device: the backup, fetched with a proof of `typed` (the recovery key, or the chat passphrase when
 * the backup is sealed under one), opened here and kept. Throws InvalidRecoveryKeyError for a typo (nothing
 * is sent), WrongPasswordError when it does not open, and the server's 403/429 as ApiError.
 */
export async function restoreChatKeys(userId: number, keys: OwnKeys, typed: string): Promise<CryptoKey> {
  const secret: BackupSecret =
    keys.backup?.kdf === "argon2id"
      ? { kind: "passphrase", passphrase: typed }
      : { kind: "recovery-key", key: parseRecoveryKey(typed) };
  return restoreFrom(userId, keys, secret);
}

/** A device approved from a set-up one: the backup secret it handed over opens the backup here. */
export async function restoreWithSecret(
  userId: number,
  keys: OwnKeys,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  return restoreFrom(userId, keys, { kind: "secret", bytes });
}

async function restoreFrom(userId: number, keys: OwnKeys, secret: BackupSecret): Promise<CryptoKey> {
  if (!keys.backup) throw new Error("No backup to restore from");
  const derived = await backupKeys(secret, keys.backup);
  const { wrapped } = await call(keyBackup, { body: { verifier: derived.verifier } });
  const { privateKey } = await openBackup(wrapped, derived.wrapKey, {
    userId,
    publicKey: keys.publicKey,
    signingKey: keys.signingKey,
  });
  await (await keyStore()).save(userId, privateKey);
  await keepSecret(userId, derived.secret);
  noteKept(userId, keys.publicKey);
  return privateKey;
}

/** Where a set-up device keeps the backup secret, to hand it to a device the person approves from here. */
const secretSlot = (userId: number) => `${userId}:backup-secret`;

/**
 * Kept as an extractable CryptoKey in IndexedDB (as Element keeps its backup key on each verified device):
 * extractable only so that it can be sealed for a device the person approves (web/chat/deviceLink.ts).
 */
async function keepSecret(userId: number, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const key = await crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, true, ["sign"]);
  await (await keyStore()).save(secretSlot(userId), key).catch(() => undefined);
}

/** The backup secret this device keeps; null when it has none (it cannot approve another device). */
export async function keptSecret(userId: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const key = await (await keyStore()).load(secretSlot(userId)).catch(() => null);
  return key ? new Uint8Array(await crypto.subtle.exportKey("raw", key)) : null;
}

/** Logout: this browser forgets the person's key (the backup stays on the server for their next device). */
export async function forgetChatKey(userId: number): Promise<void> {
  noteChatKeyHere(userId, false);
  await (await keyStore()).remove(userId).catch(() => undefined);
  await (await keyStore()).remove(secretSlot(userId)).catch(() => undefined);
  try {
    localStorage.removeItem(keptFor(userId));
  } catch {
    // nothing kept
  }
}
