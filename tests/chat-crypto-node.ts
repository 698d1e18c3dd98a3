import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from "node:crypto";

/**
 * A second implementation of the chat's cryptography, written from the format in docs/pending/chat-keys.md
 * with Node's own crypto (not WebCrypto, not the browser module), for the tests: if the two agree in both
 * directions, the format is what the documentation says. It also plays the attacker who holds a copy of
 * the database and every sign-in request body (tests/e2e/chat-attack.e2e.ts).
 */

const b64 = (text: string) => Buffer.from(text, "base64url");
const json = (...parts: (string | number)[]) =>
  Buffer.from(JSON.stringify(parts.map((p, i) => (i === 0 ? p : String(p)))));

/** `v1.<iv>.<ciphertext+tag>`: AES-256-GCM, tag the last 16 bytes. Throws when it does not open. */
export function openEnvelope(key: Buffer, envelope: string, aad: Buffer): Buffer {
  const [version, iv, sealed] = envelope.split(".");
  if (version !== "v1" || !iv || !sealed) throw new Error("not a v1 envelope");
  const bytes = b64(sealed);
  const decipher = createDecipheriv("aes-256-gcm", key, b64(iv));
  decipher.setAAD(aad);
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
}

export function sealEnvelope(key: Buffer, plaintext: Buffer, aad: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: string) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from(info), 32));

// ---- The recovery key: base32 (RFC 4648) of 16 key bytes and their XOR, groups of 4 ---------------------

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function recoveryKeyBytes(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s-]/g, "");
  let bits = "";
  for (const c of clean) bits += ALPHABET.indexOf(c).toString(2).padStart(5, "0");
  const bytes = Buffer.from(Array.from({ length: 17 }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2)));
  const key = bytes.subarray(0, 16);
  if (key.reduce((x, b) => x ^ b, 0) !== bytes[16]) throw new Error("bad check byte");
  return Buffer.from(key);
}

export function recoveryKeyText(key: Buffer): string {
  const bytes = Buffer.concat([key, Buffer.from([key.reduce((x, b) => x ^ b, 0)])]);
  const bits = [...bytes]
    .map((b) => b.toString(2).padStart(8, "0"))
    .join("")
    .padEnd(140, "0");
  let text = "";
  for (let i = 0; i < 140; i += 5) text += ALPHABET[parseInt(bits.slice(i, i + 5), 2)];
  return text.match(/.{4}/g)!.join(" ");
}

// ---- The backup --------------------------------------------------------------------------------------

export interface Owner {
  userId: number;
  publicKey: string;
  signingKey: string;
}

/** The wrapping key and verifier of a backup, from its 32-byte (or 16-byte recovery key) secret. */
export function backupKeysOf(secret: Buffer, salt: string) {
  return {
    wrapKey: hkdf(secret, b64(salt), "vw-chat-backup:v2 wrap"),
    verifier: hkdf(secret, b64(salt), "vw-chat-backup:v2 verify").toString("base64url"),
  };
}

/** The private keys in a backup; throws when `secret` does not open it. */
export function openBackupNode(
  wrapped: string,
  secret: Buffer,
  salt: string,
  owner: Owner,
): { ecdh: KeyObject; signing: KeyObject } {
  const plaintext = openEnvelope(
    backupKeysOf(secret, salt).wrapKey,
    wrapped,
    json("vw-chat-backup:v2", owner.userId, owner.publicKey, owner.signingKey),
  );
  const keys = JSON.parse(plaintext.toString()) as { ecdh: string; signing: string };
  return {
    ecdh: createPrivateKey({ key: b64(keys.ecdh), format: "der", type: "pkcs8" }),
    signing: createPrivateKey({ key: b64(keys.signing), format: "der", type: "pkcs8" }),
  };
}

/** A whole identity and its backup under a recovery key, made here: the body of PUT /api/keys. */
export function newKeysNode(userId: number) {
  const ecdh = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const signing = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const spki = (key: KeyObject) => key.export({ format: "der", type: "spki" }).toString("base64url");
  const pkcs8 = (key: KeyObject) => key.export({ format: "der", type: "pkcs8" }).toString("base64url");
  const publicKey = spki(ecdh.publicKey);
  const signingKey = spki(signing.publicKey);
  const signature = sign("sha256", json("vw-chat-identity:v2", userId, publicKey, signingKey), {
    key: signing.privateKey,
    dsaEncoding: "ieee-p1363",
  }).toString("base64url");
  const recovery = randomBytes(16);
  const salt = randomBytes(16).toString("base64url");
  const { wrapKey, verifier } = backupKeysOf(recovery, salt);
  const wrapped = sealEnvelope(
    wrapKey,
    Buffer.from(JSON.stringify({ ecdh: pkcs8(ecdh.privateKey), signing: pkcs8(signing.privateKey) })),
    json("vw-chat-backup:v2", userId, publicKey, signingKey),
  );
  return {
    ecdhPrivate: ecdh.privateKey,
    signingPrivate: signing.privateKey,
    recoveryKey: recoveryKeyText(recovery),
    bundle: { publicKey, signingKey, signature, backup: { kdf: "recovery-key" as const, salt, wrapped, verifier } },
  };
}

export function verifyIdentityNode(
  userId: number,
  keys: { publicKey: string; signingKey: string; signature: string },
): boolean {
  const key = createPublicKey({ key: b64(keys.signingKey), format: "der", type: "spki" });
  return verify(
    "sha256",
    json("vw-chat-identity:v2", userId, keys.publicKey, keys.signingKey),
    { key, dsaEncoding: "ieee-p1363" },
    b64(keys.signature),
  );
}

// ---- Messages ----------------------------------------------------------------------------------------

/** A chat's AES key: HKDF-SHA-256 over the ECDH secret, empty salt, info "vw-chat:<chatId>". */
export function chatKeyNode(myPrivate: KeyObject, theirPublicKey: string, chatId: number): Buffer {
  const shared = diffieHellman({
    privateKey: myPrivate,
    publicKey: createPublicKey({ key: b64(theirPublicKey), format: "der", type: "spki" }),
  });
  return hkdf(shared, Buffer.alloc(0), `vw-chat:${chatId}`);
}

export function openMessageNode(key: Buffer, envelope: string, chatId: number, senderId: number): string {
  return openEnvelope(key, envelope, json("vw-chat-text:v1", chatId, senderId)).toString("utf8");
}

export function sealMessageNode(key: Buffer, text: string, chatId: number, senderId: number): string {
  return sealEnvelope(key, Buffer.from(text), json("vw-chat-text:v1", chatId, senderId));
}

/** 30 digits of one key: SHA-512 over "vw-safety-number:v1\n" and the SPKI, six 5-byte chunks mod 100000. */
export function safetyHalfNode(spki: string): string {
  const hash = createHash("sha512").update("vw-safety-number:v1\n").update(b64(spki)).digest();
  return Array.from({ length: 6 }, (_, i) => String(hash.readUIntBE(i * 5, 5) % 100000).padStart(5, "0")).join(" ");
}
