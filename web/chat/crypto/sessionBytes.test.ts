import { expect, test } from "bun:test";
import { decryptSessionBytes, encryptSessionBytes, isSessionPicture } from "./bytes.ts";
import { ECDH_P256, exportPublicKey } from "./publicKey.ts";
import { outboundSessions } from "./ratchet.ts";
import { sessionReader } from "./sessionReader.ts";
import { pairSecret, prekeyId } from "./shares.ts";
import { person } from "./testing.ts";

/** A picture under a session (v2): the recipient opens it; altered, moved to another chat or sender, it does not. */
test("a v2 picture opens for its recipient with its type, and not once altered or moved", async () => {
  const chatId = 9;
  const [alice, bob] = [3, 4];
  const [a, b] = await Promise.all([person(), person()]);
  const prekey = await crypto.subtle.generateKey(ECDH_P256, false, ["deriveBits"]);
  const prekeyPublic = await exportPublicKey(prekey.publicKey);
  const next = outboundSessions();
  const { key, header } = await next({
    chatId,
    senderId: alice,
    recipientId: bob,
    pair: await pairSecret(a.privateKey, b.publicKey),
    recipientPrekey: prekeyPublic,
    senderPrekey: (await person()).publicKey,
  });
  const picture = crypto.getRandomValues(new Uint8Array(500));
  const sealed = await encryptSessionBytes(key, header, picture, "image/webp", { chatId, senderId: alice });
  expect(isSessionPicture(sealed)).toBe(true);
  const id = await prekeyId(prekeyPublic);
  const readerIn = (chat: number) =>
    sessionReader({
      me: bob,
      chatId: chat,
      prekey: async (asked) => (asked === id ? prekey.privateKey : null),
      async *pairs() {
        yield await pairSecret(b.privateKey, a.publicKey);
      },
    });
  const opened = await decryptSessionBytes(sealed, readerIn(chatId)(alice), { chatId, senderId: alice });
  expect(opened.type).toBe("image/webp");
  expect(opened.bytes).toEqual(picture);

  const altered = sealed.slice();
  altered[altered.length - 1]! ^= 1;
  await expect(decryptSessionBytes(altered, readerIn(chatId)(alice), { chatId, senderId: alice })).rejects.toThrow();
  await expect(
    decryptSessionBytes(sealed, readerIn(chatId + 1)(alice), { chatId: chatId + 1, senderId: alice }),
  ).rejects.toThrow();
  await expect(decryptSessionBytes(sealed, readerIn(chatId)(bob), { chatId, senderId: bob })).rejects.toThrow();
});
