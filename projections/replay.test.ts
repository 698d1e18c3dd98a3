import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../tests/harness.ts";
import { createUser, type TestUser } from "../tests/accounts.ts";
import { expectReplayReproduces, snapshotProjections } from "../tests/replay.ts";
import { rebuildConcurrently } from "../store/rebuild.ts";
import { applyProjections } from "../store/projection.ts";
import { WriteLock } from "../store/lock.ts";
import { seeded, type Random } from "../tests/random.ts";
import { changeUser } from "../src/commands/users.ts";
import { recordActivity } from "../src/commands/activity.ts";
import { workload } from "../tests/workload.ts";

setDefaultTimeout(120_000);

let t: TestApp;
let people: TestUser[];
let steps: ReturnType<typeof workload>;
beforeAll(async () => {
  // The workload's browsers are at push.example, which the resolver here places on a public address
  // (offline it would not resolve, and the endpoint would be refused as it is in production).
  t = await testApp({}, { resolveHost: async () => ["93.184.216.34"] });
  people = [];
  for (let i = 0; i < 6; i++) people.push(await createUser(t, { username: `replayer${i}`, admin: i === 0 }));
  steps = workload(t, people);
});
afterAll(() => t.close());

test("replaying a random workload of posts, ratings, friendships, profiles, favourites, scores, push subscriptions, chats, blocks, mutes and keyword filters rebuilds the same tables", async () => {
  const random = seeded(20260517);
  const pushRandom = seeded(20261123);
  const chatRandom = seeded(20261124);
  const chatIds: number[] = [];
  const postIds: number[] = [];
  // The zones' steps draw from their own sequence, so the rest of the workload stays as it was.
  const zoneRandom = seeded(20261124);
  const zonePaths: string[] = [];
  const zoneOwners = new Map<string, TestUser>();
  const zoneGuests: { path: string; who: TestUser; invited: boolean }[] = [];
  const guestZonePaths: string[] = [];
  // Invitations and requests draw from their own sequence too.
  const guestRandom = seeded(20261125);
  // Receipts too, and blocks and mutes.
  const receiptRandom = seeded(20261127);
  // Replies too.
  const replyRandom = seeded(20261128);
  const replyIds: { id: number; post: number }[] = [];
  // And the notifications centre's choices and reads.
  const notificationRandom = seeded(20261128);
  const blockRandom = seeded(20261128);
  const talkRandom = seeded(20261129);
  const filterRandom = seeded(20261129);
  for (let step = 0; step < 400; step++) {
    // Zone talk, its own sequence too (a deleted account's lines leave with it at step 300).
    if (step % 5 === 2) await steps.talkStep(talkRandom);
    if (step % 8 === 3) await steps.zoneStep(zoneRandom, zonePaths, zoneOwners);
    await steps.zoneGuestStep(guestRandom, guestZonePaths, zoneOwners, zoneGuests);
    // A deleted account's posts, friendships and reactions are part of the workload too.
    if (step === 300) await changeUser(t.ctx, people[5]!.id, "delete");
    if (step === 200) await t.json("POST", "/api/investor/emails", undefined, people[0]!.headers);
    // Days of activity for the admin's activity screen, some sightings out of order.
    if (step % 50 === 0) {
      const day = `2026-11-${String(10 + random.int(5)).padStart(2, "0")}`;
      const sightings = [random.pick(people), random.pick(people)].map((p, i) => ({
        userId: p.id,
        at: `${day}T${String(10 + i * 5 - random.int(3)).padStart(2, "0")}:00:00.000Z`,
      }));
      await recordActivity(t.ctx, sightings);
    }
    await steps.randomStep(random, postIds);
    await steps.randomPushStep(pushRandom);
    await steps.randomChatStep(chatRandom, chatIds);
    if (step % 2 === 0) await steps.randomReceiptStep(receiptRandom, chatIds);
    await steps.randomReplyStep(replyRandom, postIds, replyIds);
    if (step % 4 === 1) await steps.randomNotificationStep(notificationRandom);
    // Blocks from step 100 (after chats and friendships have formed), each ending some of them.
    if (step >= 100 && step % 6 === 0) await steps.blockStep(blockRandom);
    // Keyword filters, some of them of the account deleted at step 300.
    if (step % 5 === 2) await steps.filterStep(filterRandom);
  }

  // The investor mails' reactor appends InvestorMailed after the workload's answers: let it finish first.
  await t.ctx.reactors.settled();
  const live = await expectReplayReproduces(t);
  // The workload really exercised every table, so the equality above means something.
  for (const table of [
    "posts",
    "ratings",
    "post_words",
    "friendships",
    "profiles",
    "profile_reactions",
    "games",
    "game_favourites",
    "game_best_scores",
    "videos",
    "admin_actions",
    "activity_days",
    "investors",
    "investor_bulk_sends",
    "push_subscriptions",
    "push_interests",
    "chats",
    "chat_members",
    "chat_messages",
    "chat_keys",
    "chat_key_history",
    "chat_receipt_settings",
    "zones",
    "zone_notes",
    "zone_guests",
    "zone_messages",
    "replies",
    "notifications",
    "notification_actors",
    "notification_settings",
    "blocks",
    "keyword_filters",
  ]) {
    expect({ table, rows: live[table]!.length > 0 }).toEqual({ table, rows: true });
  }
  expect(live.posts!.some((p) => p.deleted)).toBe(true);
  expect(live.keyword_filters!.some((f) => f.expires_at !== null)).toBe(true);
  expect(live.posts!.some((p) => typeof p.alt_text === "string")).toBe(true);
  expect(live.posts!.some((p) => typeof p.content_warning === "string")).toBe(true);
  expect(live.posts!.some((p) => p.media_sensitive === 1)).toBe(true);
  expect(live.investors!.some((i) => i.status === 1 && i.action === 1)).toBe(true);
  expect(live.investors!.some((i) => i.removed_at !== null)).toBe(true);
  expect(live.posts!.some((p) => !p.author_active)).toBe(true);
  expect(live.posts!.some((p) => Number(p.reply_count) > 1)).toBe(true);
  expect(live.replies!.some((r) => !r.author_active)).toBe(true);
  expect(everythingTypes(await t.ctx.store.readFrom(0, 100_000))).toContain("ReplyDeleted");
  expect(live.chat_messages!.some((m) => m.is_image)).toBe(true);
  expect(live.chat_members!.some((m) => m.unread === 0 && Number(m.last_read_id) > 0)).toBe(true);
  // Receipts: delivered ahead of read, reads told and reads untold (read receipts off).
  expect(live.chat_members!.some((m) => Number(m.delivered_up_to) > Number(m.last_read_id))).toBe(true);
  expect(live.chat_members!.some((m) => Number(m.read_receipt_up_to) > 0)).toBe(true);
  expect(live.chat_members!.some((m) => Number(m.read_receipt_up_to) < Number(m.last_read_id))).toBe(true);
  expect(live.chat_receipt_settings!.some((s) => s.send_read_receipts === 0)).toBe(true);
  const everything = await t.ctx.store.readFrom(0, 100_000);
  const guestEvents = new Set(everything.map((e) => e.type).filter((type) => type.startsWith("Zone")));
  expect([...guestEvents].sort()).toEqual([
    "ZoneAccessApproved",
    "ZoneAccessRefused",
    "ZoneAccessRequested",
    "ZoneCreated",
    "ZoneGuestInvited",
    "ZoneInvitationRevoked",
    "ZoneMessageSaid",
    "ZoneNotesSaved",
  ]);
  // The notifications centre: its own events, groups read and unread, grouped people, every kind the workload
  // leaves (its invitations are all revoked again, which removes their groups).
  const notificationEvents = new Set(everything.map((e) => e.type).filter((type) => type.startsWith("Notification")));
  expect([...notificationEvents].sort()).toEqual(["NotificationRead", "NotificationSettingsSet", "NotificationsRead"]);
  const groups = live.notifications!;
  expect(groups.some((n) => Number(n.read_position) >= Number(n.position))).toBe(true);
  expect(groups.some((n) => Number(n.read_position) < Number(n.position))).toBe(true);
  expect(groups.some((n) => Number(n.actor_count) > 1)).toBe(true);
  expect([...new Set(groups.map((n) => String(n.kind)))].sort()).toEqual([
    "friend_accepted",
    "friend_request",
    "message",
    "rating",
    "reply",
    "zone_approved",
    "zone_broadcast",
    "zone_request",
  ]);
});

function everythingTypes(events: { type: string }[]): string[] {
  return [...new Set(events.map((e) => e.type))];
}

/** A copy of `items` in a random order (Fisher–Yates). */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Applying an event again changes nothing (issue #14, item 4): the live read models record how far they
 * have had the log (`applied_position`), and `Store.apply` passes by what lies at or below it, even for
 * the projections that keep counters. After a rebuild up to a cut, the same call applies exactly the rest.
 */
test("applying logged events again leaves every table as it was; after a cut, it applies just the rest", async () => {
  const { store, database, db } = t.ctx;
  const full = await snapshotProjections(db);
  const log = await store.readFrom(0, 1_000_000);
  const seed = 20261123;
  console.log(`apply-again seed ${seed}`);
  const random = seeded(seed);
  const again = log.filter(() => random.int(3) === 0);
  again.push(...log.filter((e) => /^Investor|^ChatMessageSent$/.test(e.type)));
  expect(again.length).toBeGreaterThan(50);
  expect(await store.apply(shuffled(random, again))).toBe(0);
  expect(await snapshotProjections(db)).toEqual(full);

  const k = 1 + random.int(log.length - 1);
  const readFrom = (after: number, limit: number) => store.readFrom(after, limit);
  await rebuildConcurrently(
    { database, lock: new WriteLock(), readFrom, renew: async () => {}, until: k },
    store.projections,
  );
  expect(await store.apply(shuffled(random, log))).toBe(log.filter((e) => e.position > k).length);
  expect({ k, tables: await snapshotProjections(db) }).toEqual({ k, tables: full });
  expect(await store.apply(log)).toBe(0);
  expect(await snapshotProjections(db)).toEqual(full);
});

/**
 * Any cut of the log gives the same tables: the events up to k rebuilt (in batches, as a replay does),
 * then the rest applied one at a time (as live appends are), come to what the full rebuild made. Runs on
 * the database the workload above left.
 */
test("a rebuild up to event k, then the rest applied one at a time, equals the full rebuild", async () => {
  const { store, database, db } = t.ctx;
  const full = await snapshotProjections(db);
  const head = await store.head();
  const random = seeded(20261125);
  for (const k of [1 + random.int(head - 1), 1 + random.int(head - 1), head - 1]) {
    // Nothing else writes meanwhile, so the rebuild may take a lock of its own.
    const readFrom = (after: number, limit: number) => store.readFrom(after, limit);
    await rebuildConcurrently(
      { database, lock: new WriteLock(), readFrom, renew: async () => {}, until: k },
      store.projections,
    );
    const rest = await store.readFrom(k, head);
    await database.db.transaction(async (tx) => {
      for (const event of rest) await applyProjections(store.projections, event, tx);
    });
    expect({ k, tables: await snapshotProjections(db) }).toEqual({ k, tables: full });
  }
});
