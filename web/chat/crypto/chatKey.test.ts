import { beforeAll, expect, test } from "bun:test";
import { chatKey } from "./chatKey.ts";
import { InvalidPublicKeyError } from "./errors.ts";
import { decryptMessage, encryptMessage } from "./messages.ts";
import { person } from "./testing.ts";

let alice: Awaited<ReturnType<typeof person>>;
let bob: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  [alice, bob] = await Promise.all([person(), person()]);
});

test("the chat key is AES-256-GCM and cannot be read out of WebCrypto", async () => {
  const key = await chatKey(alice.privateKey, bob.publicKey, 1);
  expect(key.algorithm).toEqual({ name: "AES-GCM", length: 256 } as KeyAlgorithm);
  expect(key.extractable).toBe(false);
  expect(key.usages.sort()).toEqual(["decrypt", "encrypt"]);
  await expect(crypto.subtle.exportKey("raw", key)).rejects.toThrow();
});

test("a chat's key is derived once and then reused", async () => {
  const [first, second] = await Promise.all([
    chatKey(alice.privateKey, bob.publicKey, 1),
    chatKey(alice.privateKey, bob.publicKey, 1),
  ]);
  expect(second).toBe(first);
  expect(await chatKey(alice.privateKey, bob.publicKey, 1)).toBe(first);
});

test("each chat has its own key, even between the same two people", async () => {
  const envelope = await encryptMessage(await chatKey(alice.privateKey, bob.publicKey, 1), "for chat 1", {
    chatId: 1,
    senderId: 1,
  });
  const otherChat = await chatKey(bob.privateKey, alice.publicKey, 2);
  await expect(decryptMessage(otherChat, envelope, { chatId: 1, senderId: 1 })).rejects.toThrow();
});

test("a new key of the other person gives a new chat key", async () => {
  const bobsNewKey = await person();
  const before = await chatKey(alice.privateKey, bob.publicKey, 1);
  const after = await chatKey(alice.privateKey, bobsNewKey.publicKey, 1);
  expect(after).not.toBe(before);
  const envelope = await encryptMessage(after, "to the new key", { chatId: 1, senderId: 1 });
  expect(
    await decryptMessage(await chatKey(bobsNewKey.privateKey, alice.publicKey, 1), envelope, {
      chatId: 1,
      senderId: 1,
    }),
  ).toBe("to the new key");
});

test("a public key that is not a P-256 point is refused, and the refusal is not remembered", async () => {
  const garbage = bob.publicKey.slice(0, -8) + "AAAAAAAA";
  await expect(chatKey(alice.privateKey, garbage, 5)).rejects.toBeInstanceOf(InvalidPublicKeyError);
  await expect(chatKey(alice.privateKey, "not base64url!", 5)).rejects.toBeInstanceOf(InvalidPublicKeyError);
  await expect(chatKey(alice.privateKey, garbage, 5)).rejects.toBeInstanceOf(InvalidPublicKeyError);
});
