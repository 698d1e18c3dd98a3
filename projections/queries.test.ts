import { blockedWithOf, blockStateOf, hiddenFromFeedsOf } from "./blocks.queries.ts";
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { InStatement } from "@libsql/client";
import { testApp, type TestApp } from "../tests/harness.ts";
import { createUser } from "../tests/accounts.ts";
import { post, reply } from "../tests/posts.ts";
import {
  authorPostsPage,
  friendsFeedPage,
  globalFeedPage,
  publicPost,
  globalFeedPageFor,
  ratingsBy,
  searchPosts,
  visiblePost,
} from "./posts.queries.ts";
import { friendshipOf, usersInState } from "./friends.queries.ts";
import { replyById, replyView, threadPage } from "./replies.queries.ts";
import { profileByUsername, reactionCounts, reactionOf, searchUsers } from "./profiles.queries.ts";
import {
  actorsByIds,
  newestPositionOf,
  notificationByKey,
  notificationsAt,
  notificationsPage,
  settingsOf,
  unreadCountOf,
  unreadCountsOf,
} from "./notifications.queries.ts";
import {
  handledIn,
  openReportIdsOn,
  openReportersOf,
  postEditsAfter,
  queuePage,
  receivedByReason,
  reportsAgainst,
  reportsOn,
} from "./reports.queries.ts";
import { actionsAgainst, actionsByKind, appealsPage, auditPage, suspensionAt } from "./moderation.queries.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Something for each read to find, so that every statement of it is sent and planned.
  const author = await createUser(t, { username: "someone" });
  const id = await post(t, author, "Harbour at sunset", 1);
  await reply(t, author, id, "And at dawn");
});
afterAll(() => t.close());

/** The statements a read sends, captured on their way to the real database. */
async function statementsOf(read: () => Promise<unknown>): Promise<{ sql: string; args: unknown[] }[]> {
  const client = t.ctx.database.client;
  const execute = client.execute.bind(client);
  const sent: { sql: string; args: unknown[] }[] = [];
  client.execute = ((statement: InStatement) => {
    sent.push(
      typeof statement === "string"
        ? { sql: statement, args: [] }
        : { sql: statement.sql, args: (statement.args ?? []) as unknown[] },
    );
    return execute(statement);
  }) as typeof client.execute;
  try {
    await read();
  } finally {
    client.execute = execute;
  }
  return sent;
}

async function plansOf(read: () => Promise<unknown>): Promise<string[]> {
  const plans = [];
  for (const { sql, args } of await statementsOf(read)) {
    const rows = await t.ctx.database.client.execute({ sql: `explain query plan ${sql}`, args: args as never });
    plans.push(rows.rows.map((r) => String(r.detail)).join("\n"));
  }
  return plans;
}

/**
 * Every read of the feed, social and profile models walks an index: no table is scanned whole and no page is
 * sorted after reading, so the cost of a page does not grow with the number of posts, users or friendships.
 */
const reads: Record<string, () => Promise<unknown>> = {
  "global feed": () => globalFeedPage(t.ctx.db, { before: 1000, limit: 20 }),
  "friends feed": () => friendsFeedPage(t.ctx.db, 1, { before: 1000, limit: 20 }),
  "an author's posts": () => authorPostsPage(t.ctx.db, 2, 1, { before: 1000, limit: 20 }),
  "one post": () => visiblePost(t.ctx.db, 1, 5),
  "one public post": () => publicPost(t.ctx.db, 5),
  "a post's thread": () => threadPage(t.ctx.db, 1, { after: 3, limit: 51 }, { id: 2, isAdmin: false }),
  "one reply": () => Promise.all([replyView(t.ctx.db, 1), replyById(t.ctx.db, 1)]),
  "my ratings of a page": () => ratingsBy(t.ctx.db, 1, [1, 2, 3]),
  "search posts": () => searchPosts(t.ctx.db, 1, "harbour", ["sun"], 20).then((found) => expect(found).toHaveLength(1)),
  "friendship": () => friendshipOf(t.ctx.db, 1, 2),
  "friend list": () => usersInState(t.ctx.db, 1, "friends"),
  "profile": () => profileByUsername(t.ctx.db, "someone"),
  "profile reactions": () => Promise.all([reactionCounts(t.ctx.db, 1), reactionOf(t.ctx.db, 1, 2)]),
  "search users": () => searchUsers(t.ctx.db, 1, "som", 10),
  "notifications page": () => notificationsPage(t.ctx.db, 1, { before: 1000, limit: 20 }),
  "notifications unread": () => unreadCountOf(t.ctx.db, 1),
  "notifications unread of many": () => unreadCountsOf(t.ctx.db, [1, 2, 3]),
  "notifications newest": () => newestPositionOf(t.ctx.db, 1),
  "one notification": () => notificationByKey(t.ctx.db, 1, "rating:1"),
  "notifications of an event": () => notificationsAt(t.ctx.db, 5),
  "notification settings": () => settingsOf(t.ctx.db, 1),
  "people of notifications": () => actorsByIds(t.ctx.db, [1, 2]),
  "global feed of a reader with blocks": () => globalFeedPageFor(t.ctx.db, 1, { before: 1000, limit: 20 }),
  "block state": () => blockStateOf(t.ctx.db, 1, 2),
  "hidden from feeds": () => hiddenFromFeedsOf(t.ctx.db, 1),
  "blocked with": () => blockedWithOf(t.ctx.db, 1),
  "report queue": () => queuePage(t.ctx.db, "open", { before: 1000, limit: 20 }),
  "a target's reports and reporters": () =>
    Promise.all([
      reportsOn(t.ctx.db, "post", 1),
      openReportersOf(t.ctx.db, "post", 1),
      openReportIdsOn(t.ctx.db, "post", 1),
    ]),
  "an account's history": () => Promise.all([reportsAgainst(t.ctx.db, 1, 20), actionsAgainst(t.ctx.db, 1, 20)]),
  "a post's edits since a report": () => postEditsAfter(t.ctx.db, 1, 0),
  "appeals": () => appealsPage(t.ctx.db, "pending", { limit: 20 }),
  "audit by admin": () => auditPage(t.ctx.db, { admin: 1, limit: 20 }),
  "audit by action": () => auditPage(t.ctx.db, { action: "suspend", limit: 20 }),
  "audit by account": () => auditPage(t.ctx.db, { account: 1, limit: 20 }),
  "suspension at sign-in": () => suspensionAt(t.ctx.db, 1, new Date()),
  "figures": () =>
    Promise.all([
      receivedByReason(t.ctx.db, "2026-01-01", "2026-02-01"),
      handledIn(t.ctx.db, "2026-01-01", "2026-02-01"),
      actionsByKind(t.ctx.db, "2026-01-01", "2026-02-01"),
    ]),
};

for (const [name, read] of Object.entries(reads)) {
  test(`${name}: read through indexes`, async () => {
    const plans = await plansOf(read);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan).not.toMatch(
        /^SCAN (posts|replies|ratings|post_words|friendships|users|profiles|profile_reactions|profile_name_words|notifications|notification_settings|blocks|reports|report_targets|moderation_actions|moderation_accounts|events)\b/m,
      );
      if (
        name.endsWith("feed") ||
        name === "an author's posts" ||
        name === "a post's thread" ||
        name.startsWith("notifications")
      )
        expect(plan).not.toContain("USE TEMP B-TREE FOR ORDER BY");
    }
  });
}
