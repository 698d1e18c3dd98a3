import { beforeAll, describe, expect, test } from "bun:test";
import { fromBase64url } from "./base64url.ts";
import { chatKey } from "./chatKey.ts";
import { DecryptionError } from "./errors.ts";
import { decryptMessage, encryptMessage } from "./messages.ts";
import { flipBit, person, withPart } from "./testing.ts";

let aliceKey: CryptoKey;
let bobKey: CryptoKey;
let malloryKey: CryptoKey;
const alice = { id: 7 };
const bob = { id: 8 };
const inChat = { chatId: 3, senderId: alice.id };

beforeAll(async () => {
  const [a, b, m] = await Promise.all([person(), person(), person()]);
  aliceKey = await chatKey(a.privateKey, b.publicKey, inChat.chatId);
  bobKey = await chatKey(b.privateKey, a.publicKey, inChat.chatId);
  // Mallory knows both public keys (the server hands them out) but not a private key of the chat.
  malloryKey = await chatKey(m.privateKey, b.publicKey, inChat.chatId);
});

describe("encryptMessage / decryptMessage", () => {
  test("what Alice sends, Bob reads: both derive the same chat key", async () => {
    const text = "Meet at the lighthouse 🌊 — 8 pm, «bring the map»";
    const envelope = await encryptMessage(aliceKey, text, inChat);
    expect(await decryptMessage(bobKey, envelope, inChat)).toBe(text);
    expect(await decryptMessage(aliceKey, envelope, inChat)).toBe(text);
  });

  test("the envelope is v1.<96-bit IV>.<ciphertext> and never repeats an IV or shows the text", async () => {
    const text = "same words twice";
    const [first, second] = await Promise.all([
      encryptMessage(aliceKey, text, inChat),
      encryptMessage(aliceKey, text, inChat),
    ]);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    const [, iv, ciphertext] = first.split(".");
    expect(fromBase64url(iv!)).toHaveLength(12);
    // AES-GCM adds a 16-byte tag and no padding.
    expect(fromBase64url(ciphertext!)).toHaveLength(new TextEncoder().encode(text).length + 16);
    expect(second).not.toBe(first);
    expect(second.split(".")[1]).not.toBe(iv);
    expect(first).not.toContain("same");
  });

  test("an id is the same whether the server wrote it as a number or a string", async () => {
    const envelope = await encryptMessage(aliceKey, "hi", { chatId: 3, senderId: 7 });
    expect(await decryptMessage(bobKey, envelope, { chatId: "3", senderId: "7" })).toBe("hi");
  });

  test("the empty text and a long text make the round trip", async () => {
    const long = "ü".repeat(20_000);
    expect(await decryptMessage(bobKey, await encryptMessage(aliceKey, "", inChat), inChat)).toBe("");
    expect(await decryptMessage(bobKey, await encryptMessage(aliceKey, long, inChat), inChat)).toBe(long);
  });
});

describe("a message that was tampered with, moved or misattributed does not decrypt", () => {
  let envelope: string;
  beforeAll(async () => {
    envelope = await encryptMessage(aliceKey, "the real message", inChat);
  });

  const failures: [string, () => Promise<string>][] = [
    ["moved to another chat", () => decryptMessage(bobKey, envelope, { ...inChat, chatId: 4 })],
    ["attributed to the other person", () => decryptMessage(bobKey, envelope, { ...inChat, senderId: bob.id })],
    [
      "with a changed IV",
      () =>
        decryptMessage(
          bobKey,
          withPart(envelope, 1, (iv) => flipBit(iv, 0)),
          inChat,
        ),
    ],
    [
      "with a changed ciphertext",
      () =>
        decryptMessage(
          bobKey,
          withPart(envelope, 2, (ct) => flipBit(ct, 0)),
          inChat,
        ),
    ],
    [
      "with a changed tag",
      () =>
        decryptMessage(
          bobKey,
          withPart(envelope, 2, (ct) => flipBit(ct, -1)),
          inChat,
        ),
    ],
    ["cut short", () => decryptMessage(bobKey, envelope.slice(0, -4), inChat)],
    ["read by someone outside the chat", () => decryptMessage(malloryKey, envelope, inChat)],
    ["of an unknown version", () => decryptMessage(bobKey, envelope.replace(/^v1/, "v2"), inChat)],
    ["not an envelope at all", () => decryptMessage(bobKey, "hello in plain text", inChat)],
    [
      "with a short IV",
      () =>
        decryptMessage(
          bobKey,
          withPart(envelope, 1, (iv) => iv.slice(0, 8)),
          inChat,
        ),
    ],
  ];
  for (const [name, attempt] of failures) {
    test(name, async () => {
      await expect(attempt()).rejects.toBeInstanceOf(DecryptionError);
    });
  }
});
