import { fromBase64url, toBase64url } from "./base64url.ts";
import { fromEnvelope, toEnvelope } from "./envelope.ts";
import { ECDH_P256, exportPublicKey, importPublicKey } from "./publicKey.ts";
import { associatedData, open, seal, type Id } from "./sealed.ts";

/**
 * Approving a new device from one already set up (docs "chat keys"), as Matrix's SAS verification does it,
 * relayed by the server, which sees only what is below and can open none of it:
 *
 *   new device N: ephemeral ECDH pair eN; sends `request` with the commitment SHA-256(eN's SPKI)
 *   set-up device O: ephemeral pair eO; sends `answer` with eO's SPKI
 *   N: sends `reveal` with eN's SPKI; O checks it against the commitment
 *   both: shared = ECDH(eO, eN); the code = HKDF(shared, "vw-device-link:v1 code" + ids) as 3 groups of 4
 *         digits, compared by the person on the two screens
 *   O, once the person says they match: sends `approve` with the backup secret sealed under
 *         HKDF(shared, "vw-device-link:v1 transfer" + ids), AES-256-GCM
 *
 * The commitment keeps a server in the middle from choosing its key after seeing the other's, so it cannot
 * search for a key pair whose code matches: one try in 10^12 per approval the person goes through.
 */
export interface Ephemeral {
  pair: CryptoKeyPair;
  publicKey: string;
}

export async function ephemeral(): Promise<Ephemeral> {
  const pair = await crypto.subtle.generateKey(ECDH_P256, false, ["deriveBits"]);
  return { pair, publicKey: await exportPublicKey(pair.publicKey) };
}

export function newRequestId(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function commitmentOf(publicKey: string): Promise<string> {
  return toBase64url(await crypto.subtle.digest("SHA-256", fromBase64url(publicKey)));
}

/** What both devices derive once they hold each other's public key: the code to compare, and the transfer key. */
export async function linkKeys(
  mine: Ephemeral,
  theirPublicKey: string,
  ids: { userId: Id; requestId: string; newDevice: string; setUpDevice: string },
) {
  const shared = await crypto.subtle.deriveBits(
    { name: "ECDH", public: await importPublicKey(theirPublicKey) },
    mine.pair.privateKey,
    256,
  );
  const base = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveBits", "deriveKey"]);
  const context = `${ids.userId}\n${ids.requestId}\n${ids.newDevice}\n${ids.setUpDevice}`;
  const info = (label: string) => new TextEncoder().encode(`vw-device-link:v1 ${label}\n${context}`);
  const salt = new Uint8Array(0);
  const codeBits = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info: info("code") }, base, 64),
  );
  const groups = [0, 2, 4].map((i) => String(((codeBits[i]! << 8) | codeBits[i + 1]!) % 10_000).padStart(4, "0"));
  const transfer = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt, info: info("transfer") },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  return { code: groups.join(" "), transfer };
}

function transferContext(userId: Id, requestId: string) {
  return associatedData("vw-device-link:v1", userId, requestId);
}

export async function sealSecret(
  transfer: CryptoKey,
  secret: Uint8Array<ArrayBuffer>,
  userId: Id,
  requestId: string,
): Promise<string> {
  return toEnvelope(await seal(transfer, secret, transferContext(userId, requestId)));
}

export async function openSecret(
  transfer: CryptoKey,
  sealed: string,
  userId: Id,
  requestId: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return open(transfer, fromEnvelope(sealed), transferContext(userId, requestId));
}
