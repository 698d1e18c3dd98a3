import { afterEach, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, renewAccessToken, type TestUser } from "../../tests/accounts.ts";
import { createPost, post } from "../../tests/posts.ts";
import { keysOfChat, sealPicture, sendMedia, sendMessage, someEnvelope, startChat } from "../../tests/chat.ts";
import { ManualClock } from "../../shared/clock.ts";
import { PROFILE_EMOJI } from "../../shared/emoji.ts";

setDefaultTimeout(60_000);

/**
 * Every kind of write a member makes has a budget per account (src/budgets), at the real defaults here:
 * the write past it is refused with 429, Retry-After and the error shape, records nothing, and goes through
 * once Retry-After has passed. A new account (its first 24 hours) gets a fifth of each budget.
 */
let t: TestApp;
let clock: ManualClock;
let me: TestUser;
let other: TestUser;
let admin: TestUser;

beforeEach(async () => {
  clock = new ManualClock(Date.now());
  t = await testApp({ WRITE_BUDGET_MULTIPLIER: "1" }, { clock });
  [me, other, admin] = [await createUser(t), await createUser(t), await createUser(t, { admin: true })];
});
afterEach(() => t.close());

const call = (user: TestUser, method: string, path: string, body?: unknown) => t.json(method, path, body, user.headers);
const picture = () =>
  new File(
    [
      Uint8Array.from(
        Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
          "base64",
        ),
      ),
    ],
    "dot.png",
    { type: "image/png" },
  );

/**
 * Makes `allowed` writes, each answered 200 or 204, then one more: 429 in the error shape with Retry-After,
 * and the log unchanged. Once Retry-After has passed, the write goes through.
 */
async function expectBudget(allowed: number, write: (i: number) => Promise<Response>, message: string) {
  for (let i = 0; i < allowed; i++) {
    const answer = await write(i);
    if (answer.status !== 200 && answer.status !== 204)
      throw new Error(`write ${i + 1} answered ${answer.status}: ${await answer.text()}`);
  }
  const head = await t.ctx.store.head();
  const refused = await write(allowed);
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  const body = await refused.json();
  expect(body).toMatchObject({
    error: body.message,
    message: `${message} Please try again later.`,
    code: "rate_limited",
  });
  expect(await t.ctx.store.head()).toBe(head);

  clock.advance(retryAfter * 1000);
  for (const user of [me, other, admin]) await renewAccessToken(t, user);
  expect([200, 204]).toContain((await write(allowed + 1)).status);
}

describe("a new account's budgets (a fifth of the defaults, at least one)", () => {
  test("posts: 6 in 10 minutes", async () => {
    await expectBudget(
      6,
      (i) => createPost(t, me, { context: `post ${i} ${"x".repeat(4000)}` }),
      "You are posting too often.",
    );
  });

  test("post edits: 6 in 10 minutes", async () => {
    const id = await post(t, admin, "admin's post, not limited");
    const mine = await post(t, me, "my post");
    expect(id).toBeGreaterThan(0);
    await expectBudget(
      6,
      (i) => call(me, "PUT", `/api/content/${mine}`, { context: `edit ${i}`, sharing: 1 }),
      "You are editing posts too often.",
    );
  });

  test("ratings: 24 in 10 minutes (changing a rating counts)", async () => {
    const id = await post(t, admin, "rate me");
    await expectBudget(
      24,
      (i) => call(me, "POST", `/api/content/${id}/rating`, { stars: (i % 2) + 1 }),
      "You are rating too often.",
    );
  });

  test("friend requests: 4 in an hour", async () => {
    const people: TestUser[] = [];
    for (let i = 0; i < 6; i++) people.push(await createUser(t));
    await expectBudget(
      4,
      (i) => call(me, "POST", `/api/friends/${people[i]!.username}`),
      "You have sent too many friend requests.",
    );
  });

  test("profile reactions: 12 in 10 minutes", async () => {
    await expectBudget(
      12,
      (i) => call(me, "POST", `/api/profile/${other.username}/reaction`, { emoji: PROFILE_EMOJI[i % 2] }),
      "You are reacting too often.",
    );
  });

  test("chat messages into a stranger's chat: 12 in a minute", async () => {
    const chatId = await startChat(t, me, other);
    await expectBudget(12, () => sendMessage(t, me, chatId), "You are sending messages too fast.");
  });

  test("chats started: 4 in an hour", async () => {
    const people: TestUser[] = [];
    for (let i = 0; i < 6; i++) people.push(await createUser(t));
    await expectBudget(
      4,
      (i) => call(me, "POST", "/api/chat/create", { user_1_id: me.id, user_2_id: people[i]!.id }),
      "You have started too many chats.",
    );
    // The pair's chat that exists already is no new chat: it is answered whatever the budget.
    expect((await call(me, "POST", "/api/chat/create", { user_1_id: me.id, user_2_id: people[0]!.id })).status).toBe(
      200,
    );
  });

  test("zone invitations and requests to enter: 6 in an hour", async () => {
    const zone = async (owner: TestUser, mode: string) => {
      const answer = await call(owner, "POST", "/api/zones", {
        name: `${mode} place`,
        zone: "desert",
        mode,
        autoAccess: false,
        avatar: 1,
        broadcastNotify: false,
      });
      return ((await answer.json()) as { path: string }).path.slice("/zones/".length);
    };
    const people: TestUser[] = [];
    for (let i = 0; i < 8; i++) people.push(await createUser(t));
    const privateZone = await zone(me, "private");
    const protectedZones: string[] = [];
    for (let i = 0; i < 3; i++) protectedZones.push(await zone(admin, "protected"));
    // Three invitations and three requests, then one of either is one too many.
    const write = (i: number) =>
      i < 3 || i >= 6
        ? call(me, "POST", `/api/zones/${privateZone}/invitations`, { username: people[i]!.username })
        : call(me, "POST", `/api/zones/${protectedZones[i - 3]}/access`);
    await expectBudget(6, write, "You have sent too many zone invitations and requests.");
  });

  test("chat pictures: 6 files in 30 minutes (the media budget)", async () => {
    const chatId = await startChat(t, me, other);
    const { a } = await keysOfChat(chatId);
    const sealed = await sealPicture(a.key, new Uint8Array(2000), "image/png", chatId, me.id);
    await expectBudget(6, () => sendMedia(t, me, chatId, sealed), "You have uploaded too many files.");
  });

  test("post media spends the same media budget as chat pictures", async () => {
    const chatId = await startChat(t, me, other);
    const { a } = await keysOfChat(chatId);
    const sealed = await sealPicture(a.key, new Uint8Array(2000), "image/png", chatId, me.id);
    for (let i = 0; i < 5; i++) expect((await sendMedia(t, me, chatId, sealed)).status).toBe(200);
    expect((await createPost(t, me, { context: "with a picture", media: picture() })).status).toBe(200);
    const head = await t.ctx.store.head();
    expect((await createPost(t, me, { context: "and another", media: picture() })).status).toBe(429);
    expect(await t.ctx.store.head()).toBe(head);
    // A post without media still goes through: it spends the post budget only.
    expect((await createPost(t, me, { context: "text only" })).status).toBe(200);
  });

  test("zones: 1 in an hour", async () => {
    const zone = (i: number) => ({
      name: `Zone ${i}`,
      zone: "desert",
      mode: "public",
      autoAccess: false,
      avatar: 1,
      broadcastNotify: false,
    });
    await expectBudget(1, (i) => call(me, "POST", "/api/zones", zone(i)), "You have created too many zones.");
  });

  test("keyword filters: 6 changes in 10 minutes; an edit or a removal past them is refused as an addition is", async () => {
    const add = (i: number) => call(me, "POST", "/api/filters", { phrase: `word ${i}`, action: "hide" });
    const first = (await (await add(0)).json()) as { id: number };
    for (let i = 1; i < 6; i++) expect((await add(i)).status).toBe(200);
    const head = await t.ctx.store.head();
    for (const refused of [
      await add(6),
      await call(me, "PATCH", `/api/filters/${first.id}`, { action: "warn" }),
      await call(me, "DELETE", `/api/filters/${first.id}`),
    ]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await refused.json()).code).toBe("rate_limited");
    }
    expect(await t.ctx.store.head()).toBe(head);
  });

  test("contact messages from a signed-in account: 1 in an hour", async () => {
    const message = (i: number) => ({ name: "Me", email: "me@example.com", message: `Hello ${i}` });
    await expectBudget(
      1,
      (i) => t.json("POST", "/api/contact", message(i), me.headers),
      "You have sent too many messages.",
    );
  });
});

describe("an established account (verified over 24 hours ago)", () => {
  beforeEach(async () => {
    clock.advance(25 * 3_600_000);
    await renewAccessToken(t, me);
  });

  test("posts: 30 in 10 minutes", async () => {
    await expectBudget(30, (i) => createPost(t, me, { context: `post ${i}` }), "You are posting too often.");
  });

  test("posts: 300 in 3 hours, however spread", async () => {
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 30; i++)
        expect((await createPost(t, me, { context: `post ${round}.${i}` })).status).toBe(200);
      clock.advance(10 * 60_000 + 1000);
      await renewAccessToken(t, me);
    }
    const refused = await createPost(t, me, { context: "one too many" });
    expect(refused.status).toBe(429);
    // The first of the 300 leaves the 3-hour window in a little over 3 h − 100 min.
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(79 * 60);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(80 * 60);
  });

  test("zones: 5 in an hour", async () => {
    const zone = (i: number) => ({
      name: `Zone ${i}`,
      zone: "desert",
      mode: "public",
      autoAccess: false,
      avatar: 1,
      broadcastNotify: false,
    });
    await expectBudget(5, (i) => call(me, "POST", "/api/zones", zone(i)), "You have created too many zones.");
  });

  test("keyword filters: 30 changes in 10 minutes, adding, editing and removing alike", async () => {
    // Each change is one event in the log: 100 filters bound the table, this bounds the log.
    let last = 0;
    const change = async (i: number) => {
      // Add, edit it, remove it, and so on; the writes past the 30 are additions.
      if (i < 30 && i % 3 === 1) return call(me, "PATCH", `/api/filters/${last}`, { action: "warn" });
      if (i < 30 && i % 3 === 2) return call(me, "DELETE", `/api/filters/${last}`);
      const added = await call(me, "POST", "/api/filters", { phrase: `word ${i}`, action: "hide" });
      if (added.status === 200) last = ((await added.clone().json()) as { id: number }).id;
      return added;
    };
    await expectBudget(30, change, "You are changing your filters too often.");
  });

  test("chat messages: 60 in a minute", async () => {
    const chatId = await startChat(t, me, other);
    await expectBudget(60, () => sendMessage(t, me, chatId, someEnvelope()), "You are sending messages too fast.");
  });
});

test("admins have no budget", async () => {
  for (let i = 0; i < 40; i++) expect((await createPost(t, admin, { context: `announcement ${i}` })).status).toBe(200);
});

test("a burst sent at once meets the budget as a series would", async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => createPost(t, me, { context: `burst ${i}` })));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(14);
});
