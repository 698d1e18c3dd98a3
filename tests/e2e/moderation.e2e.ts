import { expect, test } from "@playwright/test";
import { apiAs, createAccount, hydrated, logIn, seriousAxeIssues, signedInPage, type Account } from "./helpers.ts";
import { e2eAdmin } from "./env.ts";

/**
 * Reports and moderation in the browser, one story (issue 27): a member reports a post with a reason, by
 * keyboard; an admin finds it in the queue and suspends its author for a day; the author, signing in, is told
 * why and appeals; the appeal shows in the queue. Then the queue at 375 px, its loading and empty states.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const admin = { username: e2eAdmin.username, password: e2eAdmin.password };
const ada: Account = {
  name: "Ada Offender",
  username: "ada_offender",
  email: "ada@mod.e2e.example",
  password: "a kite over the harbour",
};
const ben: Account = {
  name: "Ben Reporter",
  username: "ben_reporter",
  email: "ben@mod.e2e.example",
  password: "a lamp in the window",
};
const text = `You are all fools ${Date.now()}`;

test.beforeAll(async () => {
  for (const account of [ada, ben]) await createAccount(account, { mayExist: true });
  const api = await apiAs(ada);
  const created = await api.post("/api/content", { multipart: { context: text, sharing: "1" } });
  expect(created.status()).toBe(200);
  await api.dispose();
});

test("a member reports a post with a reason, by keyboard", async ({ browser }) => {
  const { page, errors, close } = await signedInPage(browser, ben);
  const post = page.getByRole("article").filter({ hasText: text });
  const report = post.getByRole("button", { name: "Report the post by Ada Offender" });
  await report.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Report the post by Ada Offender" });
  await expect(dialog).toBeVisible();
  // Focus starts on the first reason; the arrow keys move through the group.
  await expect(dialog.getByRole("radio", { name: "Spam" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: "Harassment" })).toBeChecked();
  await dialog.getByLabel("Anything moderators should know (optional)").fill("Insults everyone in the feed");
  await dialog.getByRole("button", { name: "Send report" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Thank you. Moderators will review your report.")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
  await close();
});

test("an admin sees it in the queue with its evidence and suspends the author for 1 day", async ({ browser }) => {
  const { page, errors, close } = await signedInPage(browser, admin);
  await page.goto("/admin/reports");
  await hydrated(page);
  await page.getByRole("button", { name: /Post of @ada_offender/ }).click();
  const detail = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "A post by @ada_offender" }) });
  await expect(detail.getByText(text)).toBeVisible();
  await expect(detail.getByText("Note: Insults everyone in the feed")).toBeVisible();
  await expect(detail.getByText("Harassment", { exact: true })).toBeVisible();
  await detail.getByLabel("Action").selectOption("suspend");
  await detail.getByLabel("Days").fill("1");
  await detail.getByLabel("Why (the person reads this)").fill("Insulting other members");
  await detail.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Suspend for a number of days: done.")).toBeVisible();
  await expect(detail.getByText(/Suspended until/)).toBeVisible();
  await expect(page.getByText("No open reports. All clear.")).toBeVisible();
  expect(errors).toEqual([]);
  await close();
});

test("the suspended person is told why at sign-in and appeals; the appeal shows in the queue", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await logIn(page, ada);
  await expect(page).toHaveURL(/\/appeal\?token=/);
  await expect(page.getByRole("heading", { name: /Your account is suspended until/ })).toBeVisible();
  await expect(page.getByText("Insulting other members")).toBeVisible();
  await page.getByLabel("Your appeal (you can appeal once)").fill("I was quoting a film, sorry");
  await page.getByRole("button", { name: "Send appeal" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your appeal was sent" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();

  const { page: adminPage, close } = await signedInPage(browser, admin);
  await adminPage.goto("/admin/reports?view=appeals");
  const appeal = adminPage.getByRole("listitem").filter({ hasText: "Appeal by @ada_offender" });
  await expect(appeal.getByText("I was quoting a film, sorry")).toBeVisible();
  await expect(appeal.getByText("Insulting other members")).toBeVisible();
  await close();
});

test("on a phone: the queue fits 375 px, says when it is loading and when it is empty, and passes axe", async ({
  browser,
}) => {
  const { page, errors, close } = await signedInPage(browser, admin, { viewport: { width: 375, height: 740 } });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/moderation/reports?*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/reports");
  await expect(page.getByText("Loading reports…")).toBeVisible();
  release();
  await expect(page.getByText("No open reports. All clear.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeIssues(page)).toEqual([]);
  await page.getByRole("link", { name: "Resolved" }).click();
  await page.getByRole("button", { name: /Post of @ada_offender/ }).click();
  await expect(page.getByRole("heading", { name: "A post by @ada_offender" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test("the figures of the last 30 days, and their CSV", async ({ browser }) => {
  const { page, errors, close } = await signedInPage(browser, admin);
  await page.goto("/admin/reports?view=figures");
  await expect(page.getByText(/1 report received, 1 handled, median time to handle/)).toBeVisible();
  const harassment = page.getByRole("row").filter({ hasText: "Harassment" });
  await expect(harassment.getByRole("cell")).toHaveText(["Harassment", "1", "1", /\d/]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^moderation-figures-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text.split("\n")[0]).toBe("section,key,received,handled,median_hours,count");
  expect(text).toContain("reason,harassment,1,1,");
  expect(text).toContain("action,suspend,,,,1");
  expect(errors).toEqual([]);
  await close();
});
