import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, lastMailTo, type TestUser } from "../../tests/accounts.ts";
import { mailText } from "../../tests/mail.ts";
import type { NotificationItem } from "../../shared/api/notifications.ts";
import { getJson, post, reply } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import type { Thread } from "../../shared/api/replies.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import type { QueueItem, ReportDetail } from "../../shared/api/moderation.ts";

setDefaultTimeout(30_000);

/**
 * Reporting a reply (issue 27, item 2): only one the reporter can see, never one's own; the queue shows the reply
 * as frozen and the post it was under; removing it takes it out of its thread and count, and taking the removal
 * back restores it.
 */
let t: TestApp;
let admin: TestUser, author: TestUser, replier: TestUser, reporter: TestUser, stranger: TestUser;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t, { username: "rr_admin", admin: true });
  const user = (username: string) => createUser(t, { username });
  [author, replier, reporter, stranger] = await Promise.all([
    user("rr_author"),
    user("rr_replier"),
    user("rr_reporter"),
    user("rr_stranger"),
  ]);
  await befriend(t, author, replier);
  await befriend(t, author, reporter);
});
afterAll(() => t.close());

const report = async (by: TestUser, id: number) => {
  const response = await t.json(
    "POST",
    "/api/reports",
    { target: { kind: "reply", id }, reason: "harassment", note: "Rude" },
    by.headers,
  );
  return { status: response.status, body: (await response.json()) as { id: number; code?: string } };
};
const thread = (who: TestUser, postId: number) => getJson<Thread>(t, who, `/api/content/${postId}/thread`);
const replyIds = async (who: TestUser, postId: number) => (await thread(who, postId)).replies.map((r) => r.id);

test("a reply is reported with its text and post frozen; removing it takes it out of its thread, undoing brings it back", async () => {
  const postId = await post(t, author, "Friends only: my holiday photos", 2);
  const replyId = await reply(t, replier, postId, "You look silly");

  // Not one's own; not a reply under a post the reporter cannot see (404 as for anything not there).
  expect((await report(replier, replyId)).body.code).toBe("report_self");
  const unseen = await report(stranger, replyId);
  expect([unseen.status, unseen.body.code]).toEqual([404, "report_target_not_found"]);
  expect((await report(reporter, 999_999)).status).toBe(404);

  const filed = await report(reporter, replyId);
  expect(filed.status).toBe(201);
  const queue = await getJson<{ data: QueueItem[] }>(t, admin, "/api/moderation/reports");
  const item = queue.data.find((q) => q.target.kind === "reply" && q.target.id === replyId)!;
  expect(item).toMatchObject({ open_reports: 1, reasons: ["harassment"], account: { id: replier.id } });
  const detail = await getJson<ReportDetail>(t, admin, `/api/moderation/reports/${filed.body.id}`);
  expect(detail.reports[0]!.evidence).toMatchObject({
    text: "You look silly",
    post: { id: postId, text: "Friends only: my holiday photos", author: author.username },
  });
  expect(detail.current).toEqual({ held: 0, sensitive: false, deleted: false });

  // Marking media sensitive does not apply to a reply; removing does.
  const sensitive = await t.json(
    "POST",
    `/api/moderation/reports/${filed.body.id}/actions`,
    { kind: "sensitive", message: "no" },
    admin.headers,
  );
  expect(sensitive.status).toBe(400);
  const removed = await t.json(
    "POST",
    `/api/moderation/reports/${filed.body.id}/actions`,
    { kind: "remove", message: "Harassment is not allowed here." },
    admin.headers,
  );
  expect(removed.status).toBe(201);
  const actionId = ((await removed.json()) as { id: number }).id;
  for (const who of [author, replier, reporter]) expect(await replyIds(who, postId)).not.toContain(replyId);
  const card = await getJson<FeedItem>(t, author, `/api/contents/item/${postId}`);
  expect(card.reply_count).toBe(0);
  expect((await getJson<ReportDetail>(t, admin, `/api/moderation/reports/${filed.body.id}`)).current?.held).toBe(2);
  // The replier is told it was their reply, by mail and in the notifications centre.
  expect(mailText(await lastMailTo(t, replier.email))).toContain("A moderator removed your reply.");
  const notices = await getJson<NotificationItem[]>(t, replier, "/api/notifications");
  expect(notices.some((n) => n.kind === "moderation" && n.text.includes("removed your reply"))).toBe(true);

  // Taken back: the reply is in its thread again, counted.
  const revoked = await t.json("POST", `/api/moderation/actions/${actionId}/revoke`, {}, admin.headers);
  expect(revoked.status).toBe(200);
  expect(await replyIds(author, postId)).toContain(replyId);
  expect((await getJson<FeedItem>(t, author, `/api/contents/item/${postId}`)).reply_count).toBe(1);

  // The log rebuilds the same tables, the reply's removal included.
  await expectReplayReproduces(t);
});

test("a reply deleted by its author cannot be reported", async () => {
  const postId = await post(t, author, "A public post");
  const replyId = await reply(t, replier, postId, "Soon gone");
  const deleted = await t.json("DELETE", `/api/content/${postId}/replies/${replyId}`, undefined, replier.headers);
  expect(deleted.status).toBe(200);
  expect((await report(reporter, replyId)).status).toBe(404);
});

describe("first aid on replies (issue 27 item 4)", () => {
  const count = async (who: TestUser, postId: number) =>
    (await getJson<FeedItem>(t, who, `/api/contents/item/${postId}`)).reply_count;
  const act = (reportId: number, kind: string) =>
    t.json("POST", `/api/moderation/reports/${reportId}/actions`, { kind, message: "Reviewed" }, admin.headers);

  test("a reply reported by 3 different people leaves its thread and count, but for its author and admins; dismissing brings it back", async () => {
    const postId = await post(t, author, "A public post, replied to");
    const replyId = await reply(t, replier, postId, "A reply some find rude");
    const reporters = [reporter, stranger, await createUser(t, { username: "rr_third" })];
    let last = 0;
    for (const [i, who] of reporters.entries()) {
      // Shown until the third different person reports it.
      expect(await replyIds(author, postId)).toContain(replyId);
      expect(await count(author, postId)).toBe(1);
      const filed = await report(who, replyId);
      expect([i, filed.status]).toEqual([i, 201]);
      last = filed.body.id;
    }
    for (const who of [author, reporter, stranger]) expect(await replyIds(who, postId)).not.toContain(replyId);
    expect(await count(author, postId)).toBe(0);
    // Its author still reads it, marked; so does an admin, who must judge it.
    for (const who of [replier, admin]) {
      const shown = (await thread(who, postId)).replies.find((r) => r.id === replyId);
      expect(shown?.hidden_pending_review).toBe(true);
    }
    const queue = await getJson<{ data: QueueItem[] }>(t, admin, "/api/moderation/reports");
    expect(queue.data.find((q) => q.target.kind === "reply" && q.target.id === replyId)?.hidden).toBe(true);
    expect((await getJson<ReportDetail>(t, admin, `/api/moderation/reports/${last}`)).current?.held).toBe(1);

    // The log rebuilds the hold.
    await expectReplayReproduces(t);

    // A moderator's review ends the hold: dismissed, it is back in its thread and count for everyone.
    expect((await act(last, "dismiss")).status).toBe(201);
    for (const who of [author, reporter, stranger]) expect(await replyIds(who, postId)).toContain(replyId);
    expect((await thread(replier, postId)).replies.find((r) => r.id === replyId)?.hidden_pending_review).toBe(
      undefined,
    );
    expect(await count(author, postId)).toBe(1);
    await expectReplayReproduces(t);
  });

  test("removing a reply hidden pending review keeps it out, for its author too", async () => {
    const postId = await post(t, author, "Another public post");
    const replyId = await reply(t, replier, postId, "Reported, then removed");
    let last = 0;
    for (const who of [reporter, stranger, admin]) last = (await report(who, replyId)).body.id;
    expect(await replyIds(author, postId)).not.toContain(replyId);
    expect((await act(last, "remove")).status).toBe(201);
    for (const who of [author, replier, admin]) expect(await replyIds(who, postId)).not.toContain(replyId);
    expect(await count(author, postId)).toBe(0);
    expect((await getJson<ReportDetail>(t, admin, `/api/moderation/reports/${last}`)).current?.held).toBe(2);
  });

  test("one person reporting a reply three times hides nothing", async () => {
    const postId = await post(t, author, "A third public post");
    const replyId = await reply(t, replier, postId, "Reported thrice by one");
    for (let i = 0; i < 3; i++) expect((await report(reporter, replyId)).status).toBe(201);
    for (const who of [author, stranger]) expect(await replyIds(who, postId)).toContain(replyId);
    expect(await count(author, postId)).toBe(1);
  });
});
