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
 * A second implementation of the chat's cryptography, written from the format in docs/chat.md
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

// ---- Forward secrecy: sessions of a hash ratchet, shares sealed for prekeys (v2) -----------------------

const spkiKey = (spki: string) => createPublicKey({ key: b64(spki), format: "der", type: "spki" });

/** A P-256 public key as its uncompressed point, 0x04 ‖ x ‖ y (65 bytes), and back. */
function pointOf(key: KeyObject): Buffer {
  const jwk = key.export({ format: "jwk" });
  return Buffer.concat([Buffer.from([4]), b64(jwk.x!), b64(jwk.y!)]);
}
function keyOfPoint(point: Buffer): KeyObject {
  const [x, y] = [point.subarray(1, 33), point.subarray(33, 65)].map((p) => p.toString("base64url"));
  return createPublicKey({ key: { kty: "EC", crv: "P-256", x, y }, format: "jwk" });
}

/** A prekey: a P-256 pair, its SPKI, and its signature by the signing key over ["vw-chat-prekey:v2", userId, prekey, signingKey]. */
export function newPrekeyNode(userId: number, signingKey: string, signingPrivate: KeyObject) {
  const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const publicKey = pair.publicKey.export({ format: "der", type: "spki" }).toString("base64url");
  const signature = sign("sha256", json("vw-chat-prekey:v2", userId, publicKey, signingKey), {
    key: signingPrivate,
    dsaEncoding: "ieee-p1363",
  }).toString("base64url");
  return { privateKey: pair.privateKey, publicKey, signature };
}

/** Z: ECDH of the two identity keys. */
export function pairSecretNode(myPrivate: KeyObject, theirPublicKey: string): Buffer {
  return diffieHellman({ privateKey: myPrivate, publicKey: spkiKey(theirPublicKey) });
}

export interface ShareContextNode {
  chatId: number;
  senderId: number;
  targetId: number;
  sessionId: Buffer;
}

const shareAd = (c: ShareContextNode) =>
  json("vw-chat-share:v2", c.chatId, c.senderId, c.targetId, c.sessionId.toString("base64url"));
const shareKeyOf = (dh: Buffer, pair: Buffer, sessionId: Buffer) =>
  hkdf(Buffer.concat([dh, pair]), sessionId, "vw-chat-share:v2");

/** prekey id (SHA-256(SPKI)[0..8]) ‖ ephemeral point (65) ‖ iv (12) ‖ AES-GCM(C0) with its tag (48). */
export function sealShareNode(chain: Buffer, prekey: string, pair: Buffer, context: ShareContextNode): Buffer {
  const ephemeral = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const dh = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: spkiKey(prekey) });
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", shareKeyOf(dh, pair, context.sessionId), iv);
  cipher.setAAD(shareAd(context));
  const sealed = Buffer.concat([cipher.update(chain), cipher.final(), cipher.getAuthTag()]);
  const id = createHash("sha256").update(b64(prekey)).digest().subarray(0, 8);
  return Buffer.concat([id, pointOf(ephemeral.publicKey), iv, sealed]);
}

/** C0 from a share; throws when this prekey and Z do not open it. */
export function openShareNode(
  share: Buffer,
  prekeyPrivate: KeyObject,
  pair: Buffer,
  context: ShareContextNode,
): Buffer {
  if (share.length !== 133) throw new Error("a share is 133 bytes");
  const dh = diffieHellman({ privateKey: prekeyPrivate, publicKey: keyOfPoint(share.subarray(8, 73)) });
  const decipher = createDecipheriv("aes-256-gcm", shareKeyOf(dh, pair, context.sessionId), share.subarray(73, 85));
  decipher.setAAD(shareAd(context));
  decipher.setAuthTag(share.subarray(share.length - 16));
  return Buffer.concat([decipher.update(share.subarray(85, share.length - 16)), decipher.final()]);
}

/** C_{i+1} = HKDF(C_i, "", "vw-chat-ratchet:v2 chain"); message i's key = HKDF(C_i, "", "vw-chat-ratchet:v2 message"). */
export function messageKeyAtNode(first: Buffer, index: number): Buffer {
  let chain = first;
  for (let i = 0; i < index; i++) chain = hkdf(chain, Buffer.alloc(0), "vw-chat-ratchet:v2 chain");
  return hkdf(chain, Buffer.alloc(0), "vw-chat-ratchet:v2 message");
}

const textAd = (chatId: number, senderId: number, sessionId: string, index: number) =>
  json("vw-chat-text:v2", chatId, senderId, sessionId, index);

/**
 * A v2 message, as a sender of a session made here: `v2.<session>.<index>.<share to recipient>.<share to
 * sender>.<iv>.<ciphertext>`. The session's C0 is returned too (a test may seal several at other indexes).
 */
export function sealSessionMessageNode(options: {
  text: string;
  chatId: number;
  senderId: number;
  recipientId: number;
  pair: Buffer;
  recipientPrekey: string;
  senderPrekey: string;
  index?: number;
}): string {
  const { chatId, senderId, recipientId, pair, index = 0 } = options;
  const sessionId = randomBytes(16);
  const first = randomBytes(32);
  const toRecipient = sealShareNode(first, options.recipientPrekey, pair, {
    chatId,
    senderId,
    targetId: recipientId,
    sessionId,
  });
  const toSender = sealShareNode(first, options.senderPrekey, pair, {
    chatId,
    senderId,
    targetId: senderId,
    sessionId,
  });
  const sid = sessionId.toString("base64url");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", messageKeyAtNode(first, index), iv);
  cipher.setAAD(textAd(chatId, senderId, sid, index));
  const body = Buffer.concat([cipher.update(Buffer.from(options.text)), cipher.final(), cipher.getAuthTag()]);
  const parts = [toRecipient, toSender, iv, body].map((p) => p.toString("base64url"));
  return `v2.${sid}.${index}.${parts[0]}.${parts[1]}.${parts[2]}.${parts[3]}`;
}

/** The text of a v2 message for `me` (its recipient, or its sender reading their own); throws when it does not open. */
export function openSessionMessageNode(
  envelope: string,
  reader: { me: number; chatId: number; senderId: number; prekeyPrivate: KeyObject; pair: Buffer },
): string {
  const [version, sid, index, toRecipient, toSender, iv, body] = envelope.split(".");
  if (version !== "v2" || !body) throw new Error("not a v2 envelope");
  const { me, chatId, senderId } = reader;
  const share = b64(me === senderId ? toSender! : toRecipient!);
  const first = openShareNode(share, reader.prekeyPrivate, reader.pair, {
    chatId,
    senderId,
    targetId: me,
    sessionId: b64(sid!),
  });
  return openEnvelope(
    messageKeyAtNode(first, Number(index)),
    `v1.${iv}.${body}`,
    textAd(chatId, senderId, sid!, Number(index)),
  ).toString("utf8");
}

/** The prekeys in a backup's plaintext (absent from backups before forward secrecy). */
export function backupPrekeysNode(wrapped: string, secret: Buffer, salt: string, owner: Owner) {
  const plaintext = openEnvelope(
    backupKeysOf(secret, salt).wrapKey,
    wrapped,
    json("vw-chat-backup:v2", owner.userId, owner.publicKey, owner.signingKey),
  );
  const { prekeys = [] } = JSON.parse(plaintext.toString()) as {
    prekeys?: { publicKey: string; privateKey: string }[];
  };
  return prekeys.map((p) => ({
    publicKey: p.publicKey,
    privateKey: createPrivateKey({ key: b64(p.privateKey), format: "der", type: "pkcs8" }),
  }));
}
