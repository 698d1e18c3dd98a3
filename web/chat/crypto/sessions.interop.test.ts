import { expect, test } from "bun:test";
import { createPrivateKey, type KeyObject } from "node:crypto";
import {
  newKeysNode,
  newPrekeyNode,
  openSessionMessageNode,
  pairSecretNode,
  sealSessionMessageNode,
} from "../../../tests/chat-crypto-node.ts";
import { verifyPrekey } from "../sessionKeys.ts";
import { createIdentity } from "./identity.ts";
import { decryptSessionMessage, encryptSessionMessage } from "./messages.ts";
import { ECDH_P256, exportPublicKey } from "./publicKey.ts";
import { outboundSessions } from "./ratchet.ts";
import { sessionReader } from "./sessionReader.ts";
import { prekeyId, pairSecret } from "./shares.ts";

/**
 * Forward secrecy's v2 format (docs/chat.md), the browser module against the Node implementation written
 * from the documentation (tests/chat-crypto-node.ts): a message of a session made by one opens with the
 * other, for its recipient and for its sender's own devices, in both directions.
 */
const chatId = 21;
const alice = 31;
const bob = 32;

/** A browser-made key pair whose private key Node can use too (as a restored backup's would be). */
async function browserPrekey() {
  const pair = await crypto.subtle.generateKey(ECDH_P256, true, ["deriveBits"]);
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  return {
    publicKey: await exportPublicKey(pair.publicKey),
    privateKey: pair.privateKey,
    node: createPrivateKey({ key: Buffer.from(pkcs8), format: "der", type: "pkcs8" }),
  };
}

const nodeKey = async (key: CryptoKey): Promise<KeyObject> =>
  createPrivateKey({ key: Buffer.from(await crypto.subtle.exportKey("pkcs8", key)), format: "der", type: "pkcs8" });

test("a session the browser starts: Node reads each message as the recipient and as the sender's other device", async () => {
  const [a, b] = await Promise.all([createIdentity(alice), createIdentity(bob)]);
  const [alicePrekey, bobPrekey] = await Promise.all([browserPrekey(), browserPrekey()]);
  const next = outboundSessions();
  const parties = {
    chatId,
    senderId: alice,
    recipientId: bob,
    pair: await pairSecret(a.ecdh.privateKey, b.publicKey),
    recipientPrekey: bobPrekey.publicKey,
    senderPrekey: alicePrekey.publicKey,
  };
  const texts = ["first 🌊", "second", "third, «with» quotes"];
  const envelopes: string[] = [];
  for (const text of texts) {
    const { key, header } = await next(parties);
    envelopes.push(await encryptSessionMessage(key, header, text, { chatId, senderId: alice }));
  }
  expect(envelopes.map((e) => e.split(".")[2])).toEqual(["0", "1", "2"]);
  expect(new Set(envelopes.map((e) => e.split(".")[1])).size).toBe(1);

  const bobPair = pairSecretNode(await nodeKey(b.ecdh.privateKey), a.publicKey);
  const alicePair = pairSecretNode(await nodeKey(a.ecdh.privateKey), b.publicKey);
  for (const [i, envelope] of envelopes.entries()) {
    const asBob = { me: bob, chatId, senderId: alice, prekeyPrivate: bobPrekey.node, pair: bobPair };
    expect(openSessionMessageNode(envelope, asBob)).toBe(texts[i]!);
    const asAlice = { me: alice, chatId, senderId: alice, prekeyPrivate: alicePrekey.node, pair: alicePair };
    expect(openSessionMessageNode(envelope, asAlice)).toBe(texts[i]!);
    // Bob's identity key in place of his prekey opens nothing: the share needs the prekey.
    const identityOnly = { ...asBob, prekeyPrivate: await nodeKey(b.ecdh.privateKey) };
    expect(() => openSessionMessageNode(envelope, identityOnly)).toThrow();
  }
});

test("a session Node starts: the browser reads it as recipient and as sender, at any index, and checks Node's prekey signature", async () => {
  const [a, b] = [newKeysNode(alice), newKeysNode(bob)];
  const [alicePrekey, bobPrekey] = [
    newPrekeyNode(alice, a.bundle.signingKey, a.signingPrivate),
    newPrekeyNode(bob, b.bundle.signingKey, b.signingPrivate),
  ];
  expect(await verifyPrekey(bob, b.bundle.signingKey, bobPrekey)).toBe(true);
  expect(await verifyPrekey(alice, b.bundle.signingKey, bobPrekey)).toBe(false);
  expect(await verifyPrekey(bob, a.bundle.signingKey, bobPrekey)).toBe(false);

  const envelope = sealSessionMessageNode({
    text: "from Node, seventh of its session",
    chatId,
    senderId: alice,
    recipientId: bob,
    pair: pairSecretNode(a.ecdhPrivate, b.bundle.publicKey),
    recipientPrekey: bobPrekey.publicKey,
    senderPrekey: alicePrekey.publicKey,
    index: 7,
  });
  const importPkcs8 = (key: KeyObject) =>
    crypto.subtle.importKey("pkcs8", key.export({ format: "der", type: "pkcs8" }), ECDH_P256, false, ["deriveBits"]);
  const readerOf = async (
    me: number,
    mine: KeyObject,
    prekey: { publicKey: string; privateKey: KeyObject },
    theirs: string,
  ) => {
    const [identity, prekeyPrivate, id] = await Promise.all([
      importPkcs8(mine),
      importPkcs8(prekey.privateKey),
      prekeyId(prekey.publicKey),
    ]);
    return sessionReader({
      me,
      chatId,
      prekey: async (asked) => (asked === id ? prekeyPrivate : null),
      async *pairs() {
        yield await pairSecret(identity, theirs);
      },
    });
  };
  const asBob = await readerOf(bob, b.ecdhPrivate, bobPrekey, a.bundle.publicKey);
  expect(await decryptSessionMessage(envelope, asBob(alice), { chatId, senderId: alice })).toBe(
    "from Node, seventh of its session",
  );
  const asAlice = await readerOf(alice, a.ecdhPrivate, alicePrekey, b.bundle.publicKey);
  expect(await decryptSessionMessage(envelope, asAlice(alice), { chatId, senderId: alice })).toBe(
    "from Node, seventh of its session",
  );
  // Moved to Bob as sender, or to another chat: refused.
  await expect(decryptSessionMessage(envelope, asBob(bob), { chatId, senderId: bob })).rejects.toThrow();
  const elsewhere = sessionReader({ me: bob, chatId: chatId + 1, prekey: async () => null, async *pairs() {} });
  await expect(
    decryptSessionMessage(envelope, elsewhere(alice), { chatId: chatId + 1, senderId: alice }),
  ).rejects.toThrow();
  // Changed index: refused (the index is bound in).
  const parts = envelope.split(".");
  parts[2] = "8";
  await expect(decryptSessionMessage(parts.join("."), asBob(alice), { chatId, senderId: alice })).rejects.toThrow();
});
