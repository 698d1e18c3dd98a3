import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, lastMailTo, renewAccessToken, type TestUser } from "../../tests/accounts.ts";
import { getJson, ids, post } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { sendMessage, someKeyBundle, startChat } from "../../tests/chat.ts";
import { mailText } from "../../tests/mail.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { ManualClock } from "../../shared/clock.ts";
import { withMeta } from "../../store/meta.ts";
import { userStream } from "../../events/users.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import type { AppealItem, AuditEntry, Figures, QueueItem, ReportDetail } from "../../shared/api/moderation.ts";
import type { ErrorBody } from "../../shared/errors.ts";
import type { NotificationItem } from "../../shared/api/notifications.ts";

setDefaultTimeout(30_000);

const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock(Date.parse("2026-11-27T12:00:00Z"));
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await testApp({}, { clock });
  admin = await createUser(t, { username: "mod_admin", admin: true });
});
afterAll(() => t.close());

async function report(by: TestUser, target: { kind: string; id: number }, extra: object = {}) {
  const response = await t.json(
    "POST",
    "/api/reports",
    { target, reason: "spam", note: "Spam again", ...extra },
    by.headers,
  );
  return { status: response.status, body: (await response.json()) as { id: number } & Partial<ErrorBody> };
}

async function act(reportId: number, kind: string, extra: object = {}) {
  const response = await t.json(
    "POST",
    `/api/moderation/reports/${reportId}/actions`,
    { kind, message: `Because of report ${reportId}`, ...extra },
    admin.headers,
  );
  const body = (await response.json()) as { id: number };
  expect(response.status).toBe(201);
  return body.id;
}

async function revoke(actionId: number) {
  const response = await t.json("POST", `/api/moderation/actions/${actionId}/revoke`, {}, admin.headers);
  expect(response.status).toBe(200);
}

function detail(reportId: number) {
  return getJson<ReportDetail>(t, admin, `/api/moderation/reports/${reportId}`);
}

function login(user: TestUser) {
  return t.json("POST", "/api/auth/login", { emailOrUsername: user.username, password: user.password });
}

describe("a report", () => {
  test("reaches the queue with its evidence frozen: an edit afterwards shows apart and changes nothing of it", async () => {
    const author = await createUser(t);
    const reporter = await createUser(t);
    const id = await post(t, author, "Cheap watches at my shop");
    const filed = await report(reporter, { kind: "post", id }, { reason: "spam", note: "An advert" });
    expect(filed.status).toBe(201);

    const edited = await t.json("PUT", `/api/content/${id}`, { context: "Nothing to see", sharing: 1 }, author.headers);
    expect(edited.status).toBe(200);

    const queue = await getJson<{ data: QueueItem[] }>(t, admin, "/api/moderation/reports");
    const item = queue.data.find((q) => q.target.kind === "post" && q.target.id === id)!;
    expect(item).toMatchObject({ open_reports: 1, open_reporters: 1, reasons: ["spam"], hidden: false });
    expect(item.account).toMatchObject({ id: author.id, username: author.username });

    const seen = await detail(filed.body.id);
    expect(seen.reports).toHaveLength(1);
    expect(seen.reports[0]).toMatchObject({ reason: "spam", note: "An advert", reporter: { id: reporter.id } });
    expect(seen.reports[0]!.evidence).toMatchObject({ text: "Cheap watches at my shop", sharing: 1 });
    expect(seen.edits_since.map((e) => e.context)).toEqual(["Nothing to see"]);
  });

  test("of a chat carries the messages the reporter chose, with the text their browser read", async () => {
    const sender = await createUser(t);
    const reader = await createUser(t);
    for (const who of [sender, reader])
      expect((await t.json("PUT", "/api/keys", await someKeyBundle(who.id), who.headers)).status).toBe(200);
    const chat = await startChat(t, reader, sender);
    const sent = await sendMessage(t, sender, chat);
    expect(sent.status).toBe(200);
    const messageId = ((await sent.json()) as { id: number }).id;

    const stranger = await createUser(t);
    const outside = await report(stranger, { kind: "chat", id: chat }, { messages: [{ id: messageId, text: "x" }] });
    expect(outside.status).toBe(404);
    const none = await report(reader, { kind: "chat", id: chat });
    expect(none.body.code).toBe("report_messages_required");

    const filed = await report(
      reader,
      { kind: "chat", id: chat },
      { reason: "harassment", messages: [{ id: messageId, text: "You will regret this" }] },
    );
    expect(filed.status).toBe(201);
    const seen = await detail(filed.body.id);
    expect(seen.account.id).toBe(sender.id);
    expect(seen.reports[0]!.evidence).toMatchObject({
      messages: [{ id: messageId, sender: sender.id, text: "You will regret this" }],
    });
  });

  test("of one's own post is refused, and of a post one cannot see is not found", async () => {
    const author = await createUser(t);
    const stranger = await createUser(t);
    const own = await post(t, author, "Mine");
    expect((await report(author, { kind: "post", id: own })).body.code).toBe("report_self");
    const friendsOnly = await post(t, author, "For friends", 2);
    expect((await report(stranger, { kind: "post", id: friendsOnly })).status).toBe(404);
  });
});

describe("automatic first aid", () => {
  test("a post reported by 3 different people is hidden pending review, except from its author", async () => {
    const author = await createUser(t);
    const reader = await createUser(t);
    const id = await post(t, author, "Reported by three");
    let last = 0;
    for (let i = 0; i < 3; i++) {
      expect(await ids(t, reader, "/api/contents/global")).toContain(id);
      last = (await report(await createUser(t), { kind: "post", id })).body.id;
    }
    expect(await ids(t, reader, "/api/contents/global")).not.toContain(id);
    expect(await ids(t, reader, `/api/content/${author.username}`)).not.toContain(id);
    await getJson(t, reader, `/api/contents/item/${id}`, 404);
    const own = await getJson<FeedItem[]>(t, author, `/api/content/${author.username}`);
    expect(own.find((p) => p.ID === id)?.hidden_pending_review).toBe(true);
    const asAdmin = await getJson<FeedItem[]>(t, admin, `/api/content/${author.username}`);
    expect(asAdmin.find((p) => p.ID === id)?.hidden_pending_review).toBe(true);

    // A review ends the hold: dismissed, it shows again.
    expect((await detail(last)).current).toMatchObject({ held: 1 });
    await act(last, "dismiss");
    expect(await ids(t, reader, "/api/contents/global")).toContain(id);
    const queue = await getJson<{ data: QueueItem[] }>(t, admin, "/api/moderation/reports?status=resolved");
    expect(queue.data.find((q) => q.target.id === id && q.target.kind === "post")).toMatchObject({
      status: "resolved",
      open_reports: 0,
      total_reports: 3,
    });
  });

  test("three reports by one person hide nothing", async () => {
    const author = await createUser(t);
    const reporter = await createUser(t);
    const id = await post(t, author, "Reported thrice by one");
    for (let i = 0; i < 3; i++) expect((await report(reporter, { kind: "post", id })).status).toBe(201);
    expect(await ids(t, admin, "/api/contents/global")).toContain(id);
  });
});

describe("each action and its undo", () => {
  test("removing a post hides it from everyone; the undo brings it back", async () => {
    const author = await createUser(t);
    const reader = await createUser(t);
    const id = await post(t, author, "To be removed");
    const actionId = await act((await report(reader, { kind: "post", id })).body.id, "remove");
    expect(await ids(t, reader, "/api/contents/global")).not.toContain(id);
    await getJson(t, author, `/api/contents/item/${id}`, 404);
    expect(mailText(await lastMailTo(t, author.email))).toContain("A moderator removed your post.");
    await revoke(actionId);
    expect(await ids(t, reader, "/api/contents/global")).toContain(id);
  });

  test("marking media sensitive marks the post; the undo unmarks it", async () => {
    const author = await createUser(t);
    const id = await post(t, author, "A picture, say");
    const actionId = await act((await report(admin, { kind: "post", id })).body.id, "sensitive");
    const item = () => getJson<FeedItem>(t, author, `/api/contents/item/${id}`);
    expect((await item()).sensitive).toBe(true);
    await revoke(actionId);
    expect((await item()).sensitive).toBeUndefined();
  });

  test("a warning is mailed with the link to appeal, and cannot be taken back", async () => {
    const author = await createUser(t);
    const id = await post(t, author, "Rude words");
    const actionId = await act((await report(admin, { kind: "post", id })).body.id, "warn");
    const mail = mailText(await lastMailTo(t, author.email));
    expect(mail).toContain("A moderator sent you a warning.");
    expect(mail).toContain(`Why: Because of report`);
    expect(mail).toMatch(/\/appeal\?token=\d+\.\d+\.[\w-]{43}/);
    const response = await t.json("POST", `/api/moderation/actions/${actionId}/revoke`, {}, admin.headers);
    expect(response.status).toBe(400);
  });

  test("a warning reaches the person's notifications centre, naming no moderator and leading to its appeal", async () => {
    const author = await createUser(t);
    const id = await post(t, author, "Shouting in capitals");
    await act((await report(admin, { kind: "post", id })).body.id, "warn");
    const [told] = await getJson<NotificationItem[]>(t, author, "/api/notifications");
    expect(told).toMatchObject({
      kind: "moderation",
      read: false,
      actors: [],
      text: "A moderator warned you. Read why, and appeal if you disagree.",
    });
    expect(JSON.stringify(told)).not.toContain(admin.username);
    const token = told!.link.match(/^\/appeal\?token=(\d+\.\d+\.[\w-]{43})$/)![1]!;
    const page = await t.json("GET", `/api/appeal?token=${token}`);
    expect(page.status).toBe(200);
    // A dismissed report tells its subject nothing.
    const other = await post(t, author, "Nothing wrong here");
    await act((await report(admin, { kind: "post", id: other })).body.id, "dismiss");
    expect((await getJson<NotificationItem[]>(t, author, "/api/notifications")).map((n) => n.kind)).toEqual([
      "moderation",
    ]);
  });

  test("limiting keeps an account's public posts to its friends; the undo opens them again", async () => {
    const author = await createUser(t);
    const friend = await createUser(t);
    const stranger = await createUser(t);
    await befriend(t, author, friend);
    const id = await post(t, author, "Public, until limited");
    const actionId = await act((await report(stranger, { kind: "profile", id: author.id })).body.id, "limit");
    expect(await ids(t, stranger, "/api/contents/global")).not.toContain(id);
    await getJson(t, stranger, `/api/contents/item/${id}`, 404);
    expect(await ids(t, friend, "/api/contents/friends")).toContain(id);
    await getJson(t, friend, `/api/contents/item/${id}`);
    const later = await post(t, author, "Written while limited");
    expect(await ids(t, stranger, "/api/contents/global")).not.toContain(later);
    await revoke(actionId);
    expect(await ids(t, stranger, "/api/contents/global")).toEqual(expect.arrayContaining([id, later]));
  });

  test("a suspension for good ends the sessions and refuses sign-in; lifted early, sign-in works", async () => {
    const person = await createUser(t);
    const reportId = (await report(admin, { kind: "profile", id: person.id })).body.id;
    const actionId = await act(reportId, "suspend_forever");
    expect((await t.json("GET", "/api/profile", undefined, person.headers)).status).toBe(401);
    const refused = await login(person);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorBody;
    expect(body.code).toBe("account_suspended");
    expect(body.suspension).toMatchObject({ until: null, message: `Because of report ${reportId}` });
    await revoke(actionId);
    expect((await login(person)).status).toBe(200);
  });
});

test("a write authenticated before a suspension and made after it records nothing", async () => {
  const person = await createUser(t);
  await act((await report(admin, { kind: "profile", id: person.id })).body.id, "suspend", { days: 3 });
  // As a request that passed authentication just before the suspension reaches the write lock just after it.
  const write = withMeta({ actor: person.id }, () =>
    t.ctx.store.transact((tx) =>
      tx.append(userStream(person.id), "any", [
        { type: "ProfileChanged", data: { userId: person.id, organisation: "Late" } },
      ]),
    ),
  );
  await expect(write).rejects.toMatchObject({ status: 403, code: "account_suspended" });
});

describe("a timed suspension", () => {
  test("lifts by itself when its days are over", async () => {
    const person = await createUser(t);
    const reportId = (await report(admin, { kind: "profile", id: person.id })).body.id;
    await act(reportId, "suspend", { days: 1 });
    const refused = await login(person);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorBody;
    expect(body.message).toBe(`Your account is suspended until 2026-11-28 12:00 UTC: Because of report ${reportId}`);
    expect(body.suspension?.until).toBe(new Date(clock.now().getTime() + DAY).toISOString());

    clock.advance(DAY - 60_000);
    expect((await login(person)).status).toBe(403);
    clock.advance(60_000);
    expect((await login(person)).status).toBe(200);
    // The admin's access token lasts 15 minutes: a day later, a new one, as the browser's refresh gets it.
    await renewAccessToken(t, admin);
  });
});

describe("an appeal", () => {
  test("goes from the sign-in refusal to the queue, once, and granted lifts the suspension", async () => {
    const person = await createUser(t);
    const reportId = (await report(admin, { kind: "profile", id: person.id })).body.id;
    const actionId = await act(reportId, "suspend", { days: 30 });
    const token = ((await (await login(person)).json()) as ErrorBody).suspension!.appeal_token;

    const page = await t.json("GET", `/api/appeal?token=${encodeURIComponent(token)}`);
    expect(await page.json()).toMatchObject({
      action: { kind: "suspend", message: `Because of report ${reportId}`, revoked: false },
      appeal: null,
    });
    const forged = token.replace(/\.\d+\./, `.${person.id + 1}.`);
    expect((await t.json("POST", "/api/appeal", { token: forged, text: "Not me" })).status).toBe(404);

    expect((await t.json("POST", "/api/appeal", { token, text: "It was a misunderstanding" })).status).toBe(200);
    expect((await t.json("POST", "/api/appeal", { token, text: "Again" })).status).toBe(409);

    const appeals = await getJson<{ data: AppealItem[] }>(t, admin, "/api/moderation/appeals");
    const appeal = appeals.data.find((a) => a.action.id === actionId)!;
    expect(appeal.action.appeal).toMatchObject({ text: "It was a misunderstanding", state: "pending" });
    expect(appeal.account).toMatchObject({ id: person.id, username: person.username });

    const granted = await t.json("POST", `/api/moderation/appeals/${actionId}`, { granted: true }, admin.headers);
    expect(granted.status).toBe(200);
    expect((await login(person)).status).toBe(200);
    expect(mailText(await lastMailTo(t, person.email))).toContain("Your appeal was granted");

    const audit = await getJson<{ data: AuditEntry[] }>(t, admin, `/api/moderation/audit?account=${person.id}`);
    expect(audit.data.map((a) => a.action)).toEqual(["revoke:suspend", "appeal:granted", "suspend"]);
    const byAction = await getJson<{ data: AuditEntry[] }>(t, admin, `/api/moderation/audit?action=appeal:granted`);
    expect(byAction.data.every((a) => a.action === "appeal:granted")).toBe(true);
    const byAdmin = await getJson<{ data: AuditEntry[] }>(
      t,
      admin,
      `/api/moderation/audit?admin=${admin.id}&limit=100`,
    );
    expect(byAdmin.data.length).toBeGreaterThan(5);
    expect(byAdmin.data.every((a) => a.admin.id === admin.id)).toBe(true);
  });
});

test("the transparency figures count reports received and handled, the median wait, and actions by kind", async () => {
  const author = await createUser(t);
  const id = await post(t, author, "Counted");
  const reportId = (await report(admin, { kind: "post", id }, { reason: "violence" })).body.id;
  clock.advance(2 * 60 * 60 * 1000);
  await renewAccessToken(t, admin);
  await act(reportId, "warn");
  const day = clock.now().toISOString().slice(0, 10);
  const figures = await getJson<Figures>(t, admin, `/api/moderation/figures?from=2026-01-01&to=${day}`);
  const violence = figures.by_reason.find((r) => r.reason === "violence")!;
  expect(violence).toEqual({ reason: "violence", received: 1, handled: 1, median_hours: 2 });
  expect(figures.received).toBeGreaterThan(10);
  expect(figures.by_action.find((a) => a.action === "warn")!.count).toBe(3);
  expect(figures.by_action.find((a) => a.action === "suspend")!.count).toBe(3);
  const none = await getJson<Figures>(t, admin, "/api/moderation/figures?from=2025-01-01&to=2025-12-31");
  expect(none).toMatchObject({ received: 0, handled: 0, median_hours: null });
  expect(
    (await t.json("GET", "/api/moderation/figures?from=2026-02-01&to=2026-01-01", undefined, admin.headers)).status,
  ).toBe(400);
});

test("a member reaches no moderation route", async () => {
  const member = await createUser(t);
  for (const [method, path] of [
    ["GET", "/api/moderation/reports"],
    ["GET", "/api/moderation/reports/1"],
    ["POST", "/api/moderation/reports/1/actions"],
    ["POST", "/api/moderation/actions/1/revoke"],
    ["GET", "/api/moderation/appeals"],
    ["POST", "/api/moderation/appeals/1"],
    ["GET", "/api/moderation/audit"],
    ["GET", "/api/moderation/figures?from=2026-01-01&to=2026-12-31"],
  ] as const) {
    const response = await t.json(
      method,
      path,
      method === "POST" ? { kind: "warn", message: "x", granted: true } : undefined,
      member.headers,
    );
    expect(response.status).toBe(403);
  }
});

test("replay rebuilds the reports, the actions, the standings and the audit exactly", async () => {
  const live = await expectReplayReproduces(t);
  for (const table of ["reports", "report_targets", "moderation_actions", "moderation_accounts", "moderation_audit"])
    expect(live[table]!.length).toBeGreaterThan(0);
});
