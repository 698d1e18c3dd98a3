import { expect, test } from "bun:test";
import { SESSION_MAX_AGE_MS, SESSION_MAX_MESSAGES } from "../../../shared/chat.ts";
import { toBase64url } from "./base64url.ts";
import { decryptSessionMessage, encryptSessionMessage } from "./messages.ts";
import { ECDH_P256, exportPublicKey } from "./publicKey.ts";
import { outboundSessions, type SessionParties } from "./ratchet.ts";
import { sessionReader } from "./sessionReader.ts";
import { pairSecret, prekeyId } from "./shares.ts";
import { person } from "./testing.ts";

/**
 * Rotation of the sender's sessions (docs/chat.md "forward secrecy"), on an injected clock: a session
 * seals at most 100 messages and lives at most a week; a change of either prekey starts another.
 */
const chatId = 5;
const alice = 1;
const bob = 2;

async function setUp() {
  const [a, b] = await Promise.all([person(), person()]);
  const prekeyPair = await crypto.subtle.generateKey(ECDH_P256, false, ["deriveBits"]);
  const bobPrekey = await exportPublicKey(prekeyPair.publicKey);
  const parties: SessionParties = {
    chatId,
    senderId: alice,
    recipientId: bob,
    pair: await pairSecret(a.privateKey, b.publicKey),
    recipientPrekey: bobPrekey,
    senderPrekey: (await person()).publicKey,
  };
  const id = await prekeyId(bobPrekey);
  const reader = sessionReader({
    me: bob,
    chatId,
    prekey: async (asked) => (asked === id ? prekeyPair.privateKey : null),
    async *pairs() {
      yield await pairSecret(b.privateKey, a.publicKey);
    },
  });
  return { parties, reader };
}

test("a session seals 100 messages, then the next starts a new one; every one of them reads", async () => {
  const { parties, reader } = await setUp();
  const clock = { now: Date.parse("2026-11-27T12:00:00Z") };
  const next = outboundSessions(() => clock.now);
  const sessions: string[] = [];
  const indexes: number[] = [];
  for (let i = 0; i < SESSION_MAX_MESSAGES + 2; i++) {
    const { key, header } = await next(parties);
    sessions.push(toBase64url(header.sessionId));
    indexes.push(header.index);
    const envelope = await encryptSessionMessage(key, header, `message ${i}`, { chatId, senderId: alice });
    // the first, the last of the first session and the first of the next are read back
    if (i === 0 || i === 99 || i === 100)
      expect(await decryptSessionMessage(envelope, reader(alice), { chatId, senderId: alice })).toBe(`message ${i}`);
  }
  expect(SESSION_MAX_MESSAGES).toBe(100);
  expect(new Set(sessions.slice(0, 100)).size).toBe(1);
  expect(sessions[100]).not.toBe(sessions[99]);
  expect(sessions[101]).toBe(sessions[100]);
  expect(indexes.slice(98, 102)).toEqual([98, 99, 0, 1]);
});

test("a session lives a week: a message a moment before uses it, one a week after its start a new one", async () => {
  const { parties } = await setUp();
  const start = Date.parse("2026-11-27T12:00:00Z");
  const clock = { now: start };
  const next = outboundSessions(() => clock.now);
  const first = toBase64url((await next(parties)).header.sessionId);
  clock.now = start + SESSION_MAX_AGE_MS - 1;
  expect(toBase64url((await next(parties)).header.sessionId)).toBe(first);
  clock.now = start + SESSION_MAX_AGE_MS;
  const later = await next(parties);
  expect(toBase64url(later.header.sessionId)).not.toBe(first);
  expect(later.header.index).toBe(0);
  expect(SESSION_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
});

test("a new prekey of either person starts a new session; sends at once take distinct steps", async () => {
  const { parties } = await setUp();
  const next = outboundSessions(() => 0);
  const first = toBase64url((await next(parties)).header.sessionId);
  const renewed = { ...parties, recipientPrekey: (await person()).publicKey };
  expect(toBase64url((await next(renewed)).header.sessionId)).not.toBe(first);
  const burst = await Promise.all(Array.from({ length: 5 }, () => next(renewed)));
  expect(burst.map((b) => b.header.index)).toEqual([1, 2, 3, 4, 5]);
});
