import type { TestApp } from "./harness.ts";
import type { TestUser } from "./accounts.ts";
import {
  chatKey,
  createIdentity,
  encryptBytes,
  encryptMessage,
  newRecoveryKey,
  sealBackup,
  type NewIdentity,
} from "../web/chat/crypto/index.ts";
import type { KeyBundle } from "../shared/api/chat.ts";
import { person } from "../web/chat/crypto/testing.ts";
import { toBase64url } from "../web/chat/crypto/base64url.ts";

/**
 * Chats through the HTTP API as two browsers would use it. Texts and pictures are sealed with the real
 * crypto module (web/chat/crypto), so what the server stores is what it would store in production.
 */

/** POST /api/chat/create as `by`, with `other`; the chat's id (fails unless 200). */
export async function startChat(t: TestApp, by: TestUser, other: TestUser): Promise<number> {
  const response = await t.json("POST", "/api/chat/create", { user_1_id: other.id, user_2_id: by.id }, by.headers);
  const body = await response.json();
  if (response.status !== 200) throw new Error(`starting a chat answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

/** A well-formed envelope of random bytes: what a browser sends, for tests that need no key. */
export function someEnvelope(): string {
  const random = (n: number) => toBase64url(crypto.getRandomValues(new Uint8Array(n)));
  return `v1.${random(12)}.${random(40)}`;
}

/** POST /api/chat/send-message with `content` (an envelope) as `by`; the raw answer. */
export function sendMessage(
  t: TestApp,
  by: TestUser,
  chatId: number,
  content = someEnvelope(),
  senderId = by.id,
): Promise<Response> {
  return t.json("POST", "/api/chat/send-message", { content, sender_id: senderId, chat_id: chatId }, by.headers);
}

/** POST /api/chat/send-media with these bytes as the `media` field; the raw answer. */
export function sendMedia(
  t: TestApp,
  by: { headers: Record<string, string> },
  chatId: number,
  bytes: Uint8Array<ArrayBuffer>,
  type = "application/octet-stream",
): Promise<Response> {
  const form = new FormData();
  form.set("media", new File([bytes], "picture.bin", { type }));
  return Promise.resolve(
    t.app.request(`/api/chat/send-media?chat_id=${chatId}`, { method: "POST", headers: by.headers, body: form }),
  );
}

/** Two people's sides of one chat: each derives the chat's key from their private key and the other's public key. */
export async function keysOfChat(chatId: number) {
  const [a, b] = await Promise.all([person(), person()]);
  const [keyA, keyB] = await Promise.all([
    chatKey(a.privateKey, b.publicKey, chatId),
    chatKey(b.privateKey, a.publicKey, chatId),
  ]);
  return { a: { ...a, key: keyA }, b: { ...b, key: keyB } };
}

export async function sealText(key: CryptoKey, text: string, chatId: number, senderId: number): Promise<string> {
  return encryptMessage(key, text, { chatId, senderId });
}

export async function sealPicture(
  key: CryptoKey,
  bytes: Uint8Array,
  type: string,
  chatId: number,
  senderId: number,
): Promise<Uint8Array<ArrayBuffer>> {
  return encryptBytes(key, bytes, type, { chatId, senderId });
}

/**
 * Keys for `userId` as a browser makes them on first chat use (web/chat/crypto): a signed identity, its
 * backup sealed under a new recovery key, and the recovery key itself (which a browser shows once).
 */
export async function someKeys(userId: number, identity?: NewIdentity) {
  const made = identity ?? (await createIdentity(userId));
  const recoveryKey = newRecoveryKey();
  const bundle = await sealBackup(made, userId, { kind: "recovery-key", key: recoveryKey });
  return { identity: made, recoveryKey, bundle };
}

/** The body of PUT /api/keys for `userId`: new keys, or a new backup of `identity`'s. */
export async function someKeyBundle(userId: number, identity?: NewIdentity): Promise<KeyBundle> {
  return (await someKeys(userId, identity)).bundle;
}
