import { beforeAll, describe, expect, test } from "bun:test";
import { decryptBytes, encryptBytes } from "./bytes.ts";
import { chatKey } from "./chatKey.ts";
import { DecryptionError } from "./errors.ts";
import { decryptMessage } from "./messages.ts";
import { toBase64url } from "./base64url.ts";
import { person } from "./testing.ts";

let aliceKey: CryptoKey;
let bobKey: CryptoKey;
const inChat = { chatId: 3, senderId: 7 };
// The first bytes of a PNG file and a few more: what a picker hands over.
const picture = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 5000 }, (_, i) => i % 251),
]);

beforeAll(async () => {
  const [a, b] = await Promise.all([person(), person()]);
  aliceKey = await chatKey(a.privateKey, b.publicKey, inChat.chatId);
  bobKey = await chatKey(b.privateKey, a.publicKey, inChat.chatId);
});

describe("encryptBytes / decryptBytes", () => {
  test("a picture comes back byte for byte with its type, ready to become a Blob", async () => {
    const sealed = await encryptBytes(aliceKey, picture, "image/png", inChat);
    const { bytes, type } = await decryptBytes(bobKey, sealed, inChat);
    expect(bytes).toEqual(picture);
    expect(type).toBe("image/png");
    const blob = new Blob([bytes], { type });
    expect(blob.type).toBe("image/png");
    expect(blob.size).toBe(picture.length);
  });

  test("an ArrayBuffer works as well as a Uint8Array, in and out", async () => {
    const sealed = await encryptBytes(aliceKey, picture.buffer, "image/webp", inChat);
    expect((await decryptBytes(bobKey, sealed.buffer, inChat)).type).toBe("image/webp");
  });

  test("what is uploaded shows neither the type nor the bytes: a version byte, a fresh IV, the ciphertext", async () => {
    const [first, second] = await Promise.all([
      encryptBytes(aliceKey, picture, "image/png", inChat),
      encryptBytes(aliceKey, picture, "image/png", inChat),
    ]);
    expect(first[0]).toBe(1);
    expect(first).toHaveLength(1 + 12 + 1 + "image/png".length + picture.length + 16);
    expect(first.subarray(1, 13)).not.toEqual(second.subarray(1, 13));
    expect(Buffer.from(first).includes("image/png")).toBe(false);
    expect(Buffer.from(first).includes(Buffer.from(picture.subarray(0, 16)))).toBe(false);
  });

  test("a type that is not a MIME type is refused before anything is sealed", async () => {
    await expect(encryptBytes(aliceKey, picture, "image/png\r\nX-Evil: 1", inChat)).rejects.toThrow(TypeError);
    await expect(encryptBytes(aliceKey, picture, "", inChat)).rejects.toThrow(TypeError);
  });
});

describe("a picture that was tampered with, moved or misattributed does not decrypt", () => {
  let sealed: Uint8Array;
  beforeAll(async () => {
    sealed = await encryptBytes(aliceKey, picture, "image/png", inChat);
  });
  const flipped = (at: number) => {
    const copy = sealed.slice();
    copy[at < 0 ? copy.length + at : at]! ^= 1;
    return copy;
  };

  const failures: [string, () => Promise<unknown>][] = [
    ["moved to another chat", () => decryptBytes(bobKey, sealed, { ...inChat, chatId: 4 })],
    ["attributed to the other person", () => decryptBytes(bobKey, sealed, { ...inChat, senderId: 8 })],
    ["with a changed IV", () => decryptBytes(bobKey, flipped(1), inChat)],
    ["with a changed ciphertext", () => decryptBytes(bobKey, flipped(20), inChat)],
    ["with a changed tag", () => decryptBytes(bobKey, flipped(-1), inChat)],
    ["of an unknown version", () => decryptBytes(bobKey, flipped(0), inChat)],
    ["empty", () => decryptBytes(bobKey, new Uint8Array(0), inChat)],
  ];
  for (const [name, attempt] of failures) {
    test(name, async () => {
      await expect(attempt()).rejects.toBeInstanceOf(DecryptionError);
    });
  }

  test("passed off as a text message", async () => {
    const asText = `v1.${toBase64url(sealed.subarray(1, 13))}.${toBase64url(sealed.subarray(13))}`;
    await expect(decryptMessage(bobKey, asText, inChat)).rejects.toBeInstanceOf(DecryptionError);
  });
});
