import { fromBase64url, toBase64url } from "./base64url.ts";
import { fromEnvelope, toEnvelope } from "./envelope.ts";
import { InvalidKeyBundleError, WrongPasswordError } from "./errors.ts";
import { MAX_ITERATIONS, MIN_ITERATIONS, SALT_BYTES, passwordKey } from "./passwordKey.ts";
import { ECDH_P256, exportPublicKey, importPublicKey } from "./publicKey.ts";
import { associatedData, randomIv, type Id, type Sealed } from "./sealed.ts";

/**
 * What the server keeps of a person's chat key (the body of `PUT /api/keys`): the public key (SPKI,
 * base64url), the private key (PKCS#8) wrapped with AES-GCM under a key derived from the password, as an
 * envelope `v1.<iv>.<ciphertext>`, and the PBKDF2 salt (base64url) and iteration count that derive it.
 */
export type KeyBundle = { publicKey: string; wrappedPrivateKey: string; salt: string; iterations: number };

/** A new bundle for the server, and the private key for this browser (non-extractable, for IndexedDB). */
export type NewKeyBundle = { bundle: KeyBundle; privateKey: CryptoKey };

/**
 * A new key pair for this person, wrapped under their password. The pair is made extractable only so it
 * can be wrapped; what comes back to keep is a non-extractable copy, unwrapped from the bundle itself, which
 * also proves the bundle opens before it is sent.
 */
export async function createKeyBundle(password: string, userId: Id): Promise<NewKeyBundle> {
  const pair = await crypto.subtle.generateKey(ECDH_P256, true, ["deriveBits"]);
  return sealKeyBundle(pair, password, userId);
}

/** createKeyBundle for a given extractable key pair (its tests search the bundle for the known secret). */
export async function sealKeyBundle(pair: CryptoKeyPair, password: string, userId: Id): Promise<NewKeyBundle> {
  const publicKey = await exportPublicKey(pair.publicKey);
  const { bundle, wrappingKey, sealed } = await wrapPrivateKey(pair.privateKey, publicKey, password, userId);
  const privateKey = await unwrapPrivateKey(sealed, wrappingKey, bundleContext(userId, publicKey), false);
  return { bundle, privateKey };
}

/**
 * The private key of a bundle from the server, for this person on a new browser: non-extractable, ready
 * for IndexedDB. Throws WrongPasswordError when the password does not open it (or the bundle is another
 * account's, or was altered), InvalidKeyBundleError when it is malformed or its iteration count is too low.
 */
export async function unlockKeyBundle(bundle: KeyBundle, password: string, userId: Id): Promise<CryptoKey> {
  const { sealed, salt, iterations } = await readKeyBundle(bundle);
  const wrappingKey = await passwordKey(password, salt, iterations);
  return unwrapPrivateKey(sealed, wrappingKey, bundleContext(userId, bundle.publicKey), false);
}

/**
 * The same key pair wrapped under a new password, for a password change: a non-extractable key cannot be
 * wrapped again, so the private key is unwrapped from the old bundle (extractable, only inside this call)
 * and wrapped with a new salt and today's iteration count. The old bundle is useless once the server has
 * replaced it; the old password opens nothing new.
 */
export async function rewrapKeyBundle(bundle: KeyBundle, oldPassword: string, newPassword: string, userId: Id): Promise<KeyBundle> {
  const { sealed, salt, iterations } = await readKeyBundle(bundle);
  const oldKey = await passwordKey(oldPassword, salt, iterations);
  const privateKey = await unwrapPrivateKey(sealed, oldKey, bundleContext(userId, bundle.publicKey), true);
  return (await wrapPrivateKey(privateKey, bundle.publicKey, newPassword, userId)).bundle;
}

/**
 * What a wrapped private key is bound to: its owner and its public key. The server cannot hand one person's
 * bundle to another as theirs, nor pair a private key with a public key of its choosing.
 */
function bundleContext(userId: Id, publicKey: string) {
  return associatedData("vw-key-bundle:v1", userId, publicKey);
}

async function wrapPrivateKey(privateKey: CryptoKey, publicKey: string, password: string, userId: Id) {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const wrappingKey = await passwordKey(password, salt, MIN_ITERATIONS);
  const iv = randomIv();
  const additionalData = bundleContext(userId, publicKey);
  const wrapped = await crypto.subtle.wrapKey("pkcs8", privateKey, wrappingKey, { name: "AES-GCM", iv, additionalData });
  const sealed: Sealed = { iv, ciphertext: new Uint8Array(wrapped) };
  const bundle: KeyBundle = { publicKey, wrappedPrivateKey: toEnvelope(sealed), salt: toBase64url(salt), iterations: MIN_ITERATIONS };
  return { bundle, wrappingKey, sealed };
}

async function unwrapPrivateKey(sealed: Sealed, wrappingKey: CryptoKey, additionalData: Uint8Array<ArrayBuffer>, extractable: boolean) {
  try {
    const { iv, ciphertext } = sealed;
    return await crypto.subtle.unwrapKey("pkcs8", ciphertext, wrappingKey, { name: "AES-GCM", iv, additionalData }, ECDH_P256, extractable, ["deriveBits"]);
  } catch (cause) {
    throw new WrongPasswordError("This password does not unlock the chat key", { cause });
  }
}

/** The parts of a bundle from the server, checked before any work is spent on it. */
async function readKeyBundle(bundle: KeyBundle) {
  const { iterations } = bundle;
  if (!Number.isSafeInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    throw new InvalidKeyBundleError(`The key bundle must use ${MIN_ITERATIONS} to ${MAX_ITERATIONS} PBKDF2 iterations`);
  }
  try {
    if (typeof bundle.salt !== "string" || typeof bundle.wrappedPrivateKey !== "string") throw new TypeError("Not strings");
    const salt = fromBase64url(bundle.salt);
    if (salt.length !== SALT_BYTES) throw new TypeError(`The salt must be ${SALT_BYTES} bytes`);
    const sealed = fromEnvelope(bundle.wrappedPrivateKey);
    await importPublicKey(bundle.publicKey);
    return { sealed, salt, iterations };
  } catch (cause) {
    throw new InvalidKeyBundleError("The key bundle is malformed", { cause });
  }
}
