import { expect, test, type Browser, type Page } from "@playwright/test";
import { alertWith, apiAs, baseURL, hydrated, seriousAxeIssues, signedInPage } from "./helpers.ts";
import { signedUp } from "./chat-arrange.ts";
import { chatBetween, disposeAll, freshAccount, keyedAccount, sendSealed, setUpDevice } from "./chatting.ts";
import { e2eAdmin } from "./env.ts";

/**
 * Reports of a reply, chat messages and a zone in the browser (issue 27, item 2): each reported from where it is
 * shown with the same dialog, and each in the admins' queue with its evidence, where the admin acts on it. Every
 * report is resolved at the end of its test, so the queue is left as it was found (moderation.e2e.ts empties it).
 */
test.describe.configure({ timeout: 90_000 });

const admin = { username: e2eAdmin.username, password: e2eAdmin.password };

/** Reports what `button` names, choosing Harassment and writing a note; the dialog thanks and closes. */
async function fileReport(
  page: Page,
  name: string,
  attach: (dialog: ReturnType<Page["getByRole"]>) => Promise<void> = async () => {},
) {
  await page.getByRole("button", { name: `Report ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Report ${name}` });
  await expect(dialog).toBeVisible();
  await attach(dialog);
  await dialog.getByRole("radio", { name: "Harassment" }).check();
  await dialog.getByLabel("Anything moderators should know (optional)").fill("Not the first time");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(alertWith(page, "Thank you. Moderators will review your report.")).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The admin opens the queue's item named `item` and sees the report headed `heading`. */
async function openInQueue(browser: Browser, item: RegExp, heading: string) {
  const session = await signedInPage(browser, admin);
  await session.page.goto(`${baseURL}/admin/reports`);
  await hydrated(session.page);
  await session.page.getByRole("button", { name: item }).click();
  const detail = session.page
    .getByRole("article")
    .filter({ has: session.page.getByRole("heading", { name: heading }) });
  await expect(detail).toBeVisible();
  return { ...session, detail };
}

/** The admin decides: `action` (an option's value) with the person's reason. */
async function decide(page: Page, detail: ReturnType<Page["getByRole"]>, action: string, label: string) {
  await detail.getByLabel("Action").selectOption(action);
  await detail.getByLabel("Why (the person reads this)").fill("Reviewed by the moderators");
  await detail.getByRole("button", { name: "Apply" }).click();
  await expect(alertWith(page, `${label}: done.`)).toBeVisible();
}

test("a reply is reported from its thread; the queue shows it and the post it was under, and removing it takes it away", async ({
  browser,
}) => {
  const poster = await signedUp(freshAccount("poster", "Pia Poster"));
  const replier = await signedUp(freshAccount("replier", "Rex Replier"));
  const reporter = await signedUp(freshAccount("reporter", "Quin Reporter"));
  const postText = `My garden this spring ${Date.now()}`;
  const created = await poster.api.post("/api/content", { multipart: { context: postText, sharing: "1" } });
  const postId = ((await created.json()) as { id: number }).id;
  const replyText = `Nobody cares, loser ${Date.now()}`;
  expect((await replier.api.post(`/api/content/${postId}/replies`, { data: { text: replyText } })).status()).toBe(200);

  const q = await signedInPage(browser, reporter.account);
  await q.page.goto(`${baseURL}/posts/${postId}`);
  await hydrated(q.page);
  await expect(q.page.getByText(replyText)).toBeVisible();
  // One's own reply has no Report; another's has, named for whose it is.
  await fileReport(q.page, "the reply by Rex Replier");
  expect(q.errors).toEqual([]);

  const a = await openInQueue(
    browser,
    new RegExp(`Reply of @${replier.account.username}`),
    `A reply by @${replier.account.username}`,
  );
  await expect(a.detail.getByText("The reply when reported:")).toBeVisible();
  await expect(a.detail.getByText(replyText)).toBeVisible();
  await expect(a.detail.getByRole("link", { name: `the post by @${poster.account.username}` })).toBeVisible();
  await expect(a.detail.getByText(postText)).toBeVisible();
  // A reply has no media to mark sensitive.
  await expect(a.detail.getByLabel("Action").locator("option[value=sensitive]")).toHaveCount(0);
  expect(await seriousAxeIssues(a.page, (axe) => axe.include("article"))).toEqual([]);
  await decide(a.page, a.detail, "remove", "Remove the content");
  await expect(a.detail.getByText("Removed.")).toBeVisible();
  expect(a.errors).toEqual([]);
  await a.close();

  await q.page.reload();
  await hydrated(q.page);
  await expect(q.page.getByText(postText)).toBeVisible();
  await expect(q.page.getByText(replyText)).toHaveCount(0);
  await q.close();

  // On a phone, the post's author sees another's reply with both Delete and Report, within the width.
  const otherReply = `Lovely tulips ${Date.now()}`;
  expect((await replier.api.post(`/api/content/${postId}/replies`, { data: { text: otherReply } })).status()).toBe(200);
  const p = await signedInPage(browser, poster.account, { viewport: { width: 375, height: 740 } });
  await p.page.goto(`${baseURL}/posts/${postId}`);
  await hydrated(p.page);
  const row = p.page.getByRole("listitem").filter({ hasText: otherReply });
  for (const name of ["Delete reply by Rex Replier", "Report the reply by Rex Replier"]) {
    const box = await row.getByRole("button", { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await p.close();
  await Promise.all([poster, replier, reporter].map((p) => p.api.dispose()));
});

test("chat messages are reported with the ones chosen; the admin reads their text in the queue", async ({
  browser,
}) => {
  const sue = await keyedAccount(freshAccount("sue", "Sue Reporter"));
  const rae = await keyedAccount(freshAccount("rae", "Rae Sender"));
  const chatId = await chatBetween(rae, sue);
  const nasty = `Send me your password or else ${Date.now()}`;
  await sendSealed(chatId, rae, sue, ["Hello there", nasty]);

  const s = await signedInPage(browser, sue.account);
  await s.page.goto(`${baseURL}/chat/${chatId}`);
  await setUpDevice(s.page, sue.recoveryKey);
  await hydrated(s.page);
  await expect(s.page.getByText(nasty)).toBeVisible();
  await fileReport(s.page, "messages from Rae Sender", async (dialog) => {
    // Said plainly before anything is chosen: the text goes to the moderators.
    await expect(dialog.getByText("Moderators will read the messages you attach.")).toBeVisible();
    await dialog.getByRole("checkbox", { name: new RegExp(nasty) }).check();
  });
  expect(s.errors).toEqual([]);
  await s.close();

  const a = await openInQueue(
    browser,
    new RegExp(`Chat of @${rae.account.username}`),
    `Messages from @${rae.account.username}`,
  );
  const attached = a.detail.getByRole("list", { name: "Attached messages" });
  await expect(attached.getByText(nasty)).toBeVisible();
  await expect(attached.getByText("Hello there")).toHaveCount(0);
  await decide(a.page, a.detail, "warn", "Warn");
  expect(a.errors).toEqual([]);
  await a.close();
  await disposeAll(sue, rae);
});

test("a zone is reported from its page; the queue shows it as it stood", async ({ browser }) => {
  const owner = await signedUp(freshAccount("zoe", "Zoe Owner"));
  const reporter = await signedUp(freshAccount("walt", "Walt Reporter"));
  const name = `Shady Market ${Date.now().toString(36)}`;
  const made = await owner.api.post("/api/zones", {
    data: { name, zone: "desert", mode: "public", autoAccess: false, avatar: 1, broadcastNotify: false },
  });
  expect(made.status()).toBe(200);
  const { path } = (await made.json()) as { path: string };

  const w = await signedInPage(browser, reporter.account);
  await w.page.goto(`${baseURL}${path}`);
  await expect(w.page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await hydrated(w.page);
  await fileReport(w.page, `the zone ${name}`);
  await w.close();

  const a = await openInQueue(
    browser,
    new RegExp(`Zone of @${owner.account.username}`),
    `A zone of @${owner.account.username}`,
  );
  await expect(a.detail.getByText(name)).toBeVisible();
  await expect(a.detail.getByText("Note: Not the first time")).toBeVisible();
  await decide(a.page, a.detail, "dismiss", "Dismiss");
  expect(a.errors).toEqual([]);
  await a.close();
  await Promise.all([owner, reporter].map((p) => p.api.dispose()));
  const api = await apiAs(admin);
  const open = (await (await api.get("/api/moderation/reports")).json()) as { data: unknown[] };
  expect(open.data).toEqual([]);
  await api.dispose();
});

test("a reply reported by three people leaves its thread, but its author reads it marked; the admin's dismissal brings it back", async ({
  browser,
}) => {
  const poster = await signedUp(freshAccount("poster", "Pia Poster"));
  const replier = await signedUp(freshAccount("replier", "Rex Replier"));
  const reporters = await Promise.all(
    ["Quin Reporter", "Ria Reporter", "Sam Reporter"].map((name) => signedUp(freshAccount("reporter", name))),
  );
  const postText = `Open to all ${Date.now()}`;
  const created = await poster.api.post("/api/content", { multipart: { context: postText, sharing: "1" } });
  const postId = ((await created.json()) as { id: number }).id;
  const replyText = `A reply three people report ${Date.now()}`;
  const added = await replier.api.post(`/api/content/${postId}/replies`, { data: { text: replyText } });
  const replyId = ((await added.json()) as { id: number }).id;
  let reportId = 0;
  for (const reporter of reporters) {
    const filed = await reporter.api.post("/api/reports", {
      data: { target: { kind: "reply", id: replyId }, reason: "harassment", note: "" },
    });
    expect(filed.status()).toBe(201);
    reportId = ((await filed.json()) as { id: number }).id;
  }

  // Another reader sees the post without the reply; its author, on a phone, sees it marked.
  const q = await signedInPage(browser, reporters[0]!.account);
  await q.page.goto(`${baseURL}/posts/${postId}`);
  await hydrated(q.page);
  await expect(q.page.getByText(postText)).toBeVisible();
  await expect(q.page.getByText(replyText)).toHaveCount(0);
  const r = await signedInPage(browser, replier.account, { viewport: { width: 375, height: 740 } });
  await r.page.goto(`${baseURL}/posts/${postId}`);
  await hydrated(r.page);
  const row = r.page.getByRole("listitem").filter({ hasText: replyText });
  await expect(row.getByText("Hidden pending review")).toBeVisible();
  expect(await seriousAxeIssues(r.page, (axe) => axe.include(".reply"))).toEqual([]);
  expect(r.errors).toEqual([]);
  await r.close();

  // Dismissed: the reply is back for everyone (the dismissal resolves the three reports).
  const api = await apiAs(admin);
  const dismissed = await api.post(`/api/moderation/reports/${reportId}/actions`, {
    data: { kind: "dismiss", message: "Nothing wrong here" },
  });
  expect(dismissed.status()).toBe(201);
  await q.page.reload();
  await hydrated(q.page);
  await expect(q.page.getByText(replyText)).toBeVisible();
  expect(q.errors).toEqual([]);
  await q.close();
  const open = (await (await api.get("/api/moderation/reports")).json()) as { data: unknown[] };
  expect(open.data).toEqual([]);
  await api.dispose();
  await Promise.all([poster, replier, ...reporters].map((p) => p.api.dispose()));
});
