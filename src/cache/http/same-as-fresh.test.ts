import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testApp, type TestApp } from "../../../tests/harness.ts";
import { createUser, loginAs, renewAccessToken, type TestUser } from "../../../tests/accounts.ts";
import { withSeed, type Random } from "../../../tests/random.ts";
import { workload } from "../../../tests/workload.ts";
import { ManualClock } from "../../../shared/clock.ts";
import { changeUser } from "../../commands/users.ts";
import { png } from "../../../tests/media-fixtures.ts";
import { PROFILE_EMOJI } from "../../../shared/emoji.ts";
import { createPost } from "../../../tests/posts.ts";
import { shell } from "../../../shared/api/system.ts";
import { createApp, type App } from "../../app.ts";

setDefaultTimeout(300_000);

const clock = new ManualClock(Date.parse("2026-11-23T12:00:00Z"));
let t: TestApp;
let fresh: App;
let people: TestUser[];
let cookies: string[];
const renders = { count: 0 };

beforeAll(async () => {
  // The workload's browsers are at push.example, placed on a public address (offline it would not resolve).
  // Everyone signs in again after being restored, from the one test address.
  t = await testApp(
    { RATE_LIMIT_MULTIPLIER: "1000" },
    {
      clock,
      resolveHost: async () => ["93.184.216.34"],
      beforeApiCall: async (endpoint) => {
        if (endpoint === shell) renders.count++;
      },
    },
  );
  // The same process without cached pages: every page rendered for its request, as before they existed.
  fresh = createApp(t.ctx, { pageCacheBytes: 0 });
  people = [];
  for (let i = 0; i < 6; i++) people.push(await createUser(t, { username: `keeper${i}`, admin: i === 0 }));
  cookies = [];
  for (let i = 0; i < people.length; i++) await signIn(i);
  // The first render in a process loads the navigation's (or the landing's) code while it renders, which
  // places its preload links differently from every later render: not a difference the cache makes.
  const warmUp = createApp(t.ctx, { pageCacheBytes: 0 });
  for (const path of pages) {
    await warmUp.request(path, { headers: { Cookie: cookies[0]! } });
    await warmUp.request(path);
  }
});
afterAll(() => t.close());

const pages = ["/", "/?tab=friends", "/settings"];
/** Whose pages are compared: four of the six (the other two act too, and are among their friends and authors). */
const viewers = [0, 1, 2, 3];
const encodings = ["br, gzip", "gzip", ""];

/** The page as a person sees it: status, where a redirect goes, and the HTML without this answer's nonce. */
async function seen(response: Response) {
  const body = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const bytes = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
  const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  const html = new TextDecoder().decode(bytes);
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html,
  };
}

/** Per page: how many signed-in answers were compared, and how many of those came from the cache. */
type Tally = Record<string, { signedIn: number; cached: number }>;

/** Each page of each viewer through the cached pages and freshly rendered: the same for the person. */
async function expectSameAsFresh(random: Random, viewers: number[], step: number, tally: Tally) {
  for (const viewer of viewers) {
    for (const path of pages) {
      const headers = { Cookie: cookies[viewer]!, "Accept-Encoding": random.pick(encodings) };
      const before = renders.count;
      const served = await seen(await t.app.request(path, { headers }));
      const fromCache = renders.count === before;
      const rendered = await seen(await fresh.request(path, { headers }));
      expect({ step, viewer, path, ...served }).toEqual({ step, viewer, path, ...rendered });
      // Signed in (a blocked, unverified or deleted person is a visitor, whose pages are public-pages' business).
      if (!rendered.html.includes('<nav class="side-bar" aria-label="Main">')) continue;
      tally[path]!.signedIn++;
      if (fromCache) tally[path]!.cached++;
    }
  }
}

/** A new profile picture, now and then, for someone. */
async function pictureStep(random: Random) {
  const form = new FormData();
  form.set("profile", new File([png(1 + random.int(4), 2)], "me.png"));
  await t.app.request("/api/profile/set", { method: "POST", headers: random.pick(people).headers, body: form });
}

/** What the log holds that the steps below pick from: each post's author, and the pairs of friends. */
interface Known {
  authors: Map<number, number>;
  friends: Set<string>;
}

function follow(known: Known) {
  t.ctx.store.onAppend((events) => {
    for (const event of events) {
      if (event.type === "PostCreated") known.authors.set(event.data.id, event.data.author);
      if (event.type === "FriendRequestAccepted") known.friends.add(`${event.data.from} ${event.data.to}`);
      if (event.type === "FriendshipEnded") {
        known.friends.delete(`${event.data.by} ${event.data.other}`);
        known.friends.delete(`${event.data.other} ${event.data.by}`);
      }
    }
  });
}

const personOf = (id: number) => people.find((person) => person.id === id)!;

/**
 * Friendships made and ended (the workload's own requests are seldom answered): a request and its
 * acceptance, or the end of a friendship.
 */
async function friendshipStep(random: Random, { friends }: Known) {
  if (friends.size > 0 && random.int(2) === 0) {
    const [one, other] = random
      .pick([...friends])
      .split(" ")
      .map((id) => personOf(Number(id)));
    await t.json("DELETE", `/api/friends/${other!.username}`, undefined, one!.headers);
    return;
  }
  const [one, other] = [random.pick(people), random.pick(people)];
  await t.json("POST", `/api/friends/${other.username}`, undefined, one.headers);
  await t.json("POST", `/api/friends/${one.username}`, undefined, other.headers);
}

/** An author deleting one of their own posts. */
async function deleteStep(random: Random, { authors }: Known) {
  if (authors.size === 0) return;
  const [id, author] = random.pick([...authors]);
  await t.json("DELETE", `/api/content/${id}`, undefined, personOf(author).headers);
}

/** An author editing one of their own posts: its text, and its sharing, which moves it in or out of the global feed. */
async function editStep(random: Random, { authors }: Known) {
  if (authors.size === 0) return;
  const [id, author] = random.pick([...authors]);
  await t.json(
    "PUT",
    `/api/content/${id}`,
    { context: `Edited ${random.int(100)}`, sharing: 1 + random.int(2) },
    personOf(author).headers,
  );
}

/** An admin blocking someone (not the admin), which ends their sessions, or unblocking them, who then signs in again. */
async function blockStep(random: Random) {
  const i = 1 + random.int(people.length - 1);
  const block = random.int(3) === 0;
  // A deleted account is refused (404), as is signing in as one.
  await changeUser(t.ctx, people[i]!.id, block ? "block" : "unblock").catch(() => undefined);
  if (!block) await signIn(i).catch(() => undefined);
}

/** A post, public or for friends, by anyone (the workload's own are few): the feeds' newest change. */
async function postStep(random: Random) {
  await createPost(t, random.pick(people), {
    context: `Post ${random.int(1000)}`,
    sharing: (1 + random.int(2)) as 1 | 2,
  });
}

/** Someone reacting to the profile of one of the people whose pages are compared (their settings show the counts). */
async function reactionStep(random: Random) {
  const to = people[random.pick(viewers)]!;
  await t.json(
    "POST",
    `/api/profile/${to.username}/reaction`,
    { emoji: random.pick(PROFILE_EMOJI) },
    random.pick(people).headers,
  );
}

/** Someone rating one of the newest posts (the workload rates any post, mostly ones no feed shows now). */
async function rateStep(random: Random, { authors }: Known) {
  const newest = [...authors.keys()].slice(-25);
  if (newest.length === 0) return;
  await t.json(
    "POST",
    `/api/content/${random.pick(newest)}/rating`,
    { stars: 1 + random.int(5) },
    random.pick(people).headers,
  );
}

/** Signs person `i` in (again: a block ends every session of theirs): a new session cookie and access token. */
async function signIn(i: number) {
  const person = people[i]!;
  const { cookie, token, headers } = await loginAs(t, person);
  cookies[i] = cookie!;
  Object.assign(person, { token, headers });
}

/**
 * An admin restoring someone the workload's admin edits blocked or unverified (or the admin themselves,
 * who may have been demoted): without it, most people would soon be visitors, whose pages are not cached.
 */
async function restoreStep(random: Random) {
  const [admin] = people;
  await changeUser(t.ctx, admin!.id, "promote");
  const i = random.int(people.length);
  const who = people[i]!;
  const body = {
    name: `Restored ${random.int(100)}`,
    email: `${who.username}@example.com`,
    username: who.username,
    is_admin: who === admin,
    is_blocked: false,
    is_verified: true,
  };
  if ((await t.json("POST", `/api/monitor/edit/${who.id}`, body, admin!.headers)).status === 200) await signIn(i);
}

test("after every step of a random workload, each person's cached pages are the pages a fresh render shows them", async () => {
  await withSeed(20261123, async (random) => {
    const steps = workload(t, people);
    const postIds: number[] = [];
    const chatIds: number[] = [];
    // Replies to the newest posts (the ones feeds show), and some taken down: the cards' counts change.
    const replyIds: { id: number; post: number }[] = [];
    const known: Known = { authors: new Map(), friends: new Set() };
    follow(known);
    const tally: Tally = Object.fromEntries(pages.map((path) => [path, { signedIn: 0, cached: 0 }]));
    for (let step = 0; step < 200; step++) {
      // Time passes now and then, by up to a minute and a half, so the times shown move on.
      if (random.int(6) === 0) clock.advance(random.int(90_000));
      for (const person of people) await renewAccessToken(t, person);
      // One thing happens at a time, so that one that should have dropped a page is caught at once, before
      // something else drops it for its own reasons.
      if (step === 150) await changeUser(t.ctx, people[5]!.id, "delete");
      else
        await random.pick([
          () => steps.randomStep(random, postIds),
          () => steps.randomStep(random, postIds),
          () => steps.randomStep(random, postIds),
          () => postStep(random),
          () => postStep(random),
          () => rateStep(random, known),
          () => rateStep(random, known),
          () => steps.randomReplyStep(random, [...known.authors.keys()].slice(-25), replyIds),
          () => steps.randomReplyStep(random, [...known.authors.keys()].slice(-25), replyIds),
          () => friendshipStep(random, known),
          () => friendshipStep(random, known),
          () => editStep(random, known),
          () => editStep(random, known),
          () => reactionStep(random),
          () => deleteStep(random, known),
          () => pictureStep(random),
          () => blockStep(random),
          // Members blocking and muting one another: feeds and settings change for both.
          () => steps.blockStep(random),
          () => steps.blockStep(random),
          // Keyword filters on the workload's words: the feeds collapse or leave out posts, until they expire.
          () => steps.filterStep(random),
          () => restoreStep(random),
          () => restoreStep(random),
          () => steps.randomChatStep(random, chatIds),
        ])();
      // Everyone's pages after every step: each was cached (or rendered) just before it.
      await expectSameAsFresh(random, viewers, step, tally);
    }
    // The comparison means something only if many of each page came from the cache.
    console.log("signed-in answers compared, and from the cache:", tally);
    for (const path of pages)
      expect({ path, cached: tally[path]!.cached > tally[path]!.signedIn / 5 }).toEqual({ path, cached: true });
  });
});
