import type { BackupParams, KeyBundle } from "../../../shared/api/chat.ts";
import { fromBase64url, toBase64url } from "./base64url.ts";
import { fromEnvelope, toEnvelope } from "./envelope.ts";
import { InvalidKeyBundleError, WrongPasswordError } from "./errors.ts";
import { ECDSA_P256, type NewIdentity } from "./identity.ts";
import { ECDH_P256 } from "./publicKey.ts";
import { associatedData, open, seal, type Id } from "./sealed.ts";

/**
 * The backup of a person's private keys, as the server keeps it and can open none of (docs "chat keys"):
 *
 *   secret   = the recovery key's 16 bytes, or Argon2id(passphrase NFC, salt, ≥ 64 MiB, ≥ 3 passes, 32 bytes)
 *   wrapKey  = HKDF-SHA-256(secret, salt, "vw-chat-backup:v2 wrap"), AES-256-GCM
 *   verifier = HKDF-SHA-256(secret, salt, "vw-chat-backup:v2 verify"), 32 bytes: what the browser shows the
 *              server to be given `wrapped` (the server keeps its SHA-256 and counts wrong ones)
 *   wrapped  = v1.<iv>.<AES-GCM(wrapKey, {"ecdh": pkcs8, "signing": pkcs8, "prekeys": [{"publicKey": spki,
 *              "privateKey": pkcs8}, …]} as JSON, AD)>, prekeys (forward secrecy) absent from older backups,
 *              AD = JSON ["vw-chat-backup:v2", userId, publicKey, signingKey]
 *
 * The login password takes no part: nothing the server receives at sign-in opens it.
 */
export const SALT_BYTES = 16;
/** What a new passphrase backup costs per guess (measured in docs/chat.md). */
export const ARGON2_PARAMS = { memoryKiB: 65_536, passes: 3, parallelism: 1 } as const;

/**
 * What opens a backup: the recovery key, the passphrase, or the secret either gives (what a set-up device
 * keeps, and hands to a device the person approves from it: deviceLink.ts).
 */
export type BackupSecret =
  | { kind: "recovery-key"; key: Uint8Array<ArrayBuffer> }
  | { kind: "passphrase"; passphrase: string }
  | { kind: "secret"; bytes: Uint8Array<ArrayBuffer> };

/** The 32 bytes both keys are derived from: the recovery key itself, or Argon2id of the passphrase. */
async function secretBytes(
  secret: BackupSecret,
  salt: Uint8Array<ArrayBuffer>,
  params: BackupParams,
): Promise<Uint8Array<ArrayBuffer>> {
  if (secret.kind === "secret") return secret.bytes;
  if (secret.kind === "recovery-key") {
    if (params.kdf !== "recovery-key")
      throw new WrongPasswordError("This backup is sealed under a chat passphrase, not a recovery key");
    return secret.key;
  }
  if (params.kdf !== "argon2id" || !params.argon2)
    throw new WrongPasswordError("This backup is sealed under a recovery key, not a passphrase");
  const { memoryKiB, passes, parallelism } = params.argon2;
  if (memoryKiB < ARGON2_PARAMS.memoryKiB || passes < ARGON2_PARAMS.passes || memoryKiB > 1_048_576 || passes > 16) {
    throw new InvalidKeyBundleError("The backup's Argon2id parameters are out of bounds");
  }
  // Argon2id (WebAssembly, the largest part of the chat's code) is fetched only when a passphrase is used.
  const { argon2id } = await import("hash-wasm");
  const hash = await argon2id({
    password: secret.passphrase.normalize("NFC"),
    salt,
    memorySize: memoryKiB,
    iterations: passes,
    parallelism,
    hashLength: 32,
    outputType: "binary",
  });
  return new Uint8Array(hash);
}

/** The wrapping key (never extractable) and the verifier, from a backup secret; and the secret's bytes. */
export async function backupKeys(
  secret: BackupSecret,
  params: BackupParams,
): Promise<{ wrapKey: CryptoKey; verifier: string; secret: Uint8Array<ArrayBuffer> }> {
  const salt = fromBase64url(params.salt);
  if (salt.length !== SALT_BYTES) throw new InvalidKeyBundleError("The backup's salt must be 16 bytes");
  const bytes = await secretBytes(secret, salt, params);
  const base = await crypto.subtle.importKey("raw", bytes, "HKDF", false, ["deriveKey", "deriveBits"]);
  const info = (label: string) => new TextEncoder().encode(`vw-chat-backup:v2 ${label}`);
  const [wrapKey, verifier] = await Promise.all([
    crypto.subtle.deriveKey(
      { name: "HKDF", hash: "SHA-256", salt, info: info("wrap") },
      base,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt", "decrypt"],
    ),
    crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info: info("verify") }, base, 256),
  ]);
  return { wrapKey, verifier: toBase64url(verifier), secret: bytes };
}

function backupContext(userId: Id, publicKey: string, signingKey: string) {
  return associatedData("vw-chat-backup:v2", userId, publicKey, signingKey);
}

/** New backup parameters: a fresh salt, and Argon2id's cost when a passphrase seals it. */
export function newBackupParams(secret: BackupSecret): BackupParams {
  if (secret.kind === "secret") throw new TypeError("A new backup is sealed under a recovery key or a passphrase");
  const salt = toBase64url(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  return secret.kind === "recovery-key"
    ? { kdf: "recovery-key", salt }
    : { kdf: "argon2id", salt, argon2: { ...ARGON2_PARAMS } };
}

/** The body of `PUT /api/keys` for a new identity, its private keys sealed under `secret`. */
export async function sealBackup(identity: NewIdentity, userId: Id, secret: BackupSecret): Promise<KeyBundle> {
  return (await sealBackupKeeping(identity, userId, secret)).bundle;
}

/** sealBackup, with the secret's bytes, for this device to keep (deviceLink.ts). */
export async function sealBackupKeeping(
  identity: NewIdentity,
  userId: Id,
  secret: BackupSecret,
): Promise<{ bundle: KeyBundle; secret: Uint8Array<ArrayBuffer> }> {
  const params = newBackupParams(secret);
  const { wrapKey, verifier, secret: bytes } = await backupKeys(secret, params);
  const [ecdh, signing] = await Promise.all([
    crypto.subtle.exportKey("pkcs8", identity.ecdh.privateKey),
    crypto.subtle.exportKey("pkcs8", identity.signing.privateKey),
  ]);
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ ecdh: toBase64url(ecdh), signing: toBase64url(signing) }),
  );
  const sealed = await seal(wrapKey, plaintext, backupContext(userId, identity.publicKey, identity.signingKey));
  const { publicKey, signingKey, signature } = identity;
  return {
    bundle: { publicKey, signingKey, signature, backup: { ...params, wrapped: toEnvelope(sealed), verifier } },
    secret: bytes,
  };
}

/**
 * The private keys of a backup, non-extractable, for this browser. Throws WrongPasswordError when the key
 * does not open it (or it was altered, or is another person's), InvalidKeyBundleError when malformed.
 */
export async function openBackup(
  wrapped: string,
  wrapKey: CryptoKey,
  owner: { userId: Id; publicKey: string; signingKey: string },
): Promise<{ privateKey: CryptoKey; signingPrivateKey: CryptoKey; contents: BackupContents }> {
  let plaintext: Uint8Array;
  try {
    plaintext = await open(
      wrapKey,
      fromEnvelope(wrapped),
      backupContext(owner.userId, owner.publicKey, owner.signingKey),
    );
  } catch (cause) {
    throw new WrongPasswordError("This does not open the chat key backup", { cause });
  }
  try {
    const keys = JSON.parse(new TextDecoder().decode(plaintext)) as BackupContents;
    const [privateKey, signingPrivateKey] = await Promise.all([
      crypto.subtle.importKey("pkcs8", fromBase64url(keys.ecdh), ECDH_P256, false, ["deriveBits"]),
      crypto.subtle.importKey("pkcs8", fromBase64url(keys.signing), ECDSA_P256, false, ["sign"]),
    ]);
    return { privateKey, signingPrivateKey, contents: { ...keys, prekeys: keys.prekeys ?? [] } };
  } catch (cause) {
    throw new InvalidKeyBundleError("The chat key backup is malformed", { cause });
  }
}

/** What a backup holds, as PKCS#8 and SPKI texts: the identity's two private keys and every prekey's. */
export interface BackupContents {
  ecdh: string;
  signing: string;
  prekeys: { publicKey: string; privateKey: string }[];
}

/**
 * The same keys with more in them (a new prekey), sealed again under the same secret and parameters (so
 * the same wrapping key and verifier: a passphrase need not be typed again), with a fresh IV.
 */
export async function resealBackup(
  contents: BackupContents,
  owner: { userId: Id; publicKey: string; signingKey: string },
  params: BackupParams,
  secret: Uint8Array<ArrayBuffer>,
): Promise<NonNullable<KeyBundle["backup"]>> {
  const { wrapKey, verifier } = await backupKeys({ kind: "secret", bytes: secret }, params);
  const plaintext = new TextEncoder().encode(JSON.stringify(contents));
  const sealed = await seal(wrapKey, plaintext, backupContext(owner.userId, owner.publicKey, owner.signingKey));
  return { ...params, wrapped: toEnvelope(sealed), verifier };
}
