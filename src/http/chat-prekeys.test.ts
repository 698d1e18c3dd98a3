import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson } from "../../tests/posts.ts";
import { sendMedia, sendMessage, someKeys, startChat } from "../../tests/chat.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { prekeyStatement } from "../../shared/chat.ts";
import type { PublicKeys } from "../../shared/api/chat.ts";
import { toBase64url } from "../../web/chat/crypto/base64url.ts";
import { encryptSessionBytes } from "../../web/chat/crypto/bytes.ts";
import type { NewIdentity } from "../../web/chat/crypto/identity.ts";
import { encryptSessionMessage } from "../../web/chat/crypto/messages.ts";
import { ECDH_P256, exportPublicKey } from "../../web/chat/crypto/publicKey.ts";
import { outboundSessions } from "../../web/chat/crypto/ratchet.ts";
import { pairSecret } from "../../web/chat/crypto/shares.ts";

setDefaultTimeout(60_000);

/**
 * Forward secrecy on the server (docs/chat.md): a person's session key (prekey) is published only with
 * their current signing key's signature, is handed to others with it, goes with a new key pair, and
 * replays; messages and pictures under a session (v2) are accepted, plain text still refused.
 */
const t = await testApp();
afterAll(() => t.close());
const [ann, bob] = await Promise.all([createUser(t, { username: "annpk" }), createUser(t, { username: "bobpk" })]);

const putKeys = (who: TestUser, body: object) =>
  t.json("PUT", "/api/keys", { ...body, password: who.password }, who.headers);
const putPrekey = (who: TestUser, body: unknown) => t.json("PUT", "/api/keys/prekey", body, who.headers);

async function newPrekey(userId: number, identity: NewIdentity, signedAs = userId) {
  const pair = await crypto.subtle.generateKey(ECDH_P256, true, ["deriveBits"]);
  const prekey = await exportPublicKey(pair.publicKey);
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    identity.signing.privateKey,
    prekeyStatement(signedAs, prekey, identity.signingKey),
  );
  return { prekey, signature: toBase64url(signature), privateKey: pair.privateKey };
}

describe("session keys", () => {
  test("refused before keys, or signed by anyone but the caller's current signing key for the caller", async () => {
    const made = await someKeys(ann.id);
    const early = await newPrekey(ann.id, made.identity);
    expect((await putPrekey(ann, { prekey: early.prekey, signature: early.signature })).status).toBe(409);
    expect((await putKeys(ann, made.bundle)).status).toBe(200);

    const stranger = await someKeys(ann.id);
    const byStranger = await newPrekey(ann.id, stranger.identity);
    const forBob = await newPrekey(ann.id, made.identity, bob.id);
    for (const body of [
      { prekey: byStranger.prekey, signature: byStranger.signature },
      { prekey: forBob.prekey, signature: forBob.signature },
      { prekey: early.prekey, signature: forBob.signature },
      { prekey: "not a key", signature: early.signature },
    ]) {
      expect((await putPrekey(ann, body)).status).toBe(400);
    }
    expect(((await getJson(t, bob, `/api/keys/${ann.id}`)) as PublicKeys).prekey).toBeNull();

    const answer = await putPrekey(ann, { prekey: early.prekey, signature: early.signature });
    expect(answer.status).toBe(200);
    const seen = (await getJson(t, bob, `/api/keys/${ann.id}`)) as PublicKeys;
    expect(seen.prekey).toEqual({
      publicKey: early.prekey,
      signature: early.signature,
      published_at: expect.any(String),
    });
    // The same again records nothing.
    expect((await putPrekey(ann, { prekey: early.prekey, signature: early.signature })).status).toBe(200);

    // A new key pair: the session key its old signing key vouched for goes with it.
    const renewed = await someKeys(ann.id);
    expect((await putKeys(ann, renewed.bundle)).status).toBe(200);
    expect(((await getJson(t, bob, `/api/keys/${ann.id}`)) as PublicKeys).prekey).toBeNull();
    const again = await newPrekey(ann.id, renewed.identity);
    expect((await putPrekey(ann, { prekey: again.prekey, signature: again.signature })).status).toBe(200);
  });

  test("messages and pictures under a session are accepted; plain text and broken v2 envelopes are refused", async () => {
    const chatId = await startChat(t, ann, bob);
    const [a, b] = await Promise.all([someKeys(ann.id), someKeys(bob.id)]);
    const [ap, bp] = await Promise.all([newPrekey(ann.id, a.identity), newPrekey(bob.id, b.identity)]);
    const next = outboundSessions();
    const parties = {
      chatId,
      senderId: ann.id,
      recipientId: bob.id,
      pair: await pairSecret(a.identity.ecdh.privateKey, b.identity.publicKey),
      recipientPrekey: bp.prekey,
      senderPrekey: ap.prekey,
    };
    const first = await next(parties);
    const envelope = await encryptSessionMessage(first.key, first.header, "sealed in a session", {
      chatId,
      senderId: ann.id,
    });
    expect((await sendMessage(t, ann, chatId, envelope)).status).toBe(200);
    const second = await next(parties);
    const picture = await encryptSessionBytes(second.key, second.header, new Uint8Array(64), "image/png", {
      chatId,
      senderId: ann.id,
    });
    expect((await sendMedia(t, ann, chatId, picture)).status).toBe(200);

    const parts = envelope.split(".");
    const broken = [
      "sealed in a session",
      [...parts.slice(0, 3), parts[3]!.slice(1), ...parts.slice(4)].join("."), // a share one character short
      [parts[0], parts[1], "100", ...parts.slice(3)].join("."), // past a session's 100 messages
      [parts[0], parts[1], ...parts.slice(3)].join("."), // no index
    ];
    for (const content of broken) expect((await sendMessage(t, ann, chatId, content)).status).toBe(400);
    // A v2 picture too short to hold its header is refused as unsealed.
    const short = new Uint8Array(40);
    short[0] = 2;
    expect((await sendMedia(t, ann, chatId, short)).status).toBe(415);
  });

  test("the log replays into the same live tables, session keys included", async () => {
    await expectReplayReproduces(t);
  });
});
