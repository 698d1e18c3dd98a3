import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, renewAccessToken, type TestUser } from "../../tests/accounts.ts";
import { createPost } from "../../tests/posts.ts";
import { keysOfChat, sealPicture, sealText, sendMedia, sendMessage, startChat } from "../../tests/chat.ts";
import { toBase64url } from "../../web/chat/crypto/base64url.ts";
import { ManualClock } from "../../shared/clock.ts";
import { MAX_ENVELOPE_LENGTH, MAX_MESSAGE_LENGTH } from "../../shared/chat.ts";
import { jpeg } from "../../tests/media-fixtures.ts";

/**
 * What one chat message may cost: a picture counts in the sender's storage quota and hourly allowance like
 * a post's media (20 KB stored and 30 KB an hour stand for the real limits), and a text's envelope is no
 * longer than the browser makes of the longest text its box takes.
 */
const KB = 1024;
const clock = new ManualClock(Date.parse("2026-05-01T10:00:00Z"));
let t: TestApp;
let ann: TestUser;
let ben: TestUser;
let chatId: number;
let key: CryptoKey;

beforeAll(async () => {
  t = await testApp({ MEDIA_QUOTA_MB: String(20 / 1024), MEDIA_UPLOAD_MB_PER_HOUR: String(30 / 1024) }, { clock });
  [ann, ben] = [await createUser(t), await createUser(t)];
  chatId = await startChat(t, ann, ben);
  key = (await keysOfChat(chatId)).a.key;
});
afterAll(() => t.close());

const sealedOf = (bytes: number, sender: TestUser) =>
  sealPicture(key, new Uint8Array(bytes), "image/png", chatId, sender.id);

/** A JPEG of exactly `size` bytes, stored as it is (as src/http/uploads.test.ts makes them). */
async function photoOf(size: number) {
  const photo = await jpeg(2, 2);
  const file = new Uint8Array(size);
  file.set(photo.subarray(0, photo.length - 2));
  file.set([0xff, 0xd9], size - 2);
  return new File([file], "photo.jpg");
}

describe("chat pictures", () => {
  test("count in the sender's storage quota: past it, 413 and nothing recorded; a post's media then finds no room either", async () => {
    expect((await sendMedia(t, ann, chatId, await sealedOf(12 * KB, ann))).status).toBe(200);
    const head = await t.ctx.store.head();
    const refused = await sendMedia(t, ann, chatId, await sealedOf(12 * KB, ann));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      code: "quota_exceeded",
      message: expect.stringContaining("Your storage is full"),
    });
    expect(await t.ctx.store.head()).toBe(head);
    expect((await createPost(t, ann, { context: "no room left", media: await photoOf(12 * KB) })).status).toBe(413);
    expect((await createPost(t, ann, { context: "words need no room" })).status).toBe(200);
  });

  test("count in the hourly upload allowance: a chat picture and two deleted posts' media fill the hour", async () => {
    expect((await sendMedia(t, ben, chatId, await sealedOf(9 * KB, ben))).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const answer = await createPost(t, ben, { context: `upload ${i}`, media: await photoOf(9 * KB) });
      expect(answer.status).toBe(200);
      expect((await t.json("DELETE", `/api/content/${(await answer.json()).id}`, undefined, ben.headers)).status).toBe(
        200,
      );
    }
    // 9 KB stored of 20 fits; 36 KB uploaded within the hour does not.
    const refused = await createPost(t, ben, { context: "one too many", media: await photoOf(9 * KB) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await sendMedia(t, ben, chatId, await sealedOf(9 * KB, ben))).status).toBe(429);

    clock.advance(61 * 60_000);
    await renewAccessToken(t, ben);
    expect((await sendMedia(t, ben, chatId, await sealedOf(9 * KB, ben))).status).toBe(200);
  });
});

describe("chat text envelopes", () => {
  beforeEach(() => renewAccessToken(t, ann));

  test("the longest text the box takes fits, in the widest characters", async () => {
    expect(MAX_MESSAGE_LENGTH).toBe(4000);
    for (const text of [
      "€".repeat(MAX_MESSAGE_LENGTH),
      "😀".repeat(MAX_MESSAGE_LENGTH / 2),
      "a".repeat(MAX_MESSAGE_LENGTH),
    ]) {
      const envelope = await sealText(key, text, chatId, ann.id);
      expect(envelope.length).toBeLessThanOrEqual(MAX_ENVELOPE_LENGTH);
      expect((await sendMessage(t, ann, chatId, envelope)).status).toBe(200);
    }
  });

  test("an envelope longer than any the box makes (a 65 KB one) is refused with 400, and nothing recorded", async () => {
    const head = await t.ctx.store.head();
    const random = (n: number) => toBase64url(crypto.getRandomValues(new Uint8Array(n)));
    for (const envelope of [
      `v1.${random(12)}.${random(48_000)}`,
      `v1.${random(12)}.${"A".repeat(MAX_ENVELOPE_LENGTH - 19)}`,
    ]) {
      expect(envelope.length).toBeGreaterThan(MAX_ENVELOPE_LENGTH);
      const answer = await sendMessage(t, ann, chatId, envelope);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: "invalid_input",
        message: expect.stringContaining("The message is too long."),
      });
    }
    expect(await t.ctx.store.head()).toBe(head);
  });
});
