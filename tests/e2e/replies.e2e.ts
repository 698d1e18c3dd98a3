import { expect, request as apiRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  alertWith,
  baseURL,
  createAccount,
  errorsOf,
  hydrated,
  seriousAxeIssues,
  signedInPage,
  type Account,
} from "./helpers.ts";
import { freshAccount, keyedAccount, type Keyed } from "./chatting.ts";

/**
 * Replies, a post's own page and sharing (issue 26 item 3), with three people: Alice posts, Bob (her friend)
 * replies, Carol is a stranger to both. Accounts are new on every run, so a repeated run starts clean.
 */
let alice: { account: Account; id: number; api: APIRequestContext };
let bob: Keyed;
let carol: Account;
let publicPost: number;
let friendsPost: number;

async function signedUpAs(account: Account) {
  await createAccount(account);
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post("/api/auth/login", {
    data: { emailOrUsername: account.username, password: account.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  await anonymous.dispose();
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  return { account, id: user.id, api };
}

async function postAs(api: APIRequestContext, context: string, sharing: "1" | "2"): Promise<number> {
  const answer = await api.post("/api/content", { multipart: { context, sharing } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

test.beforeAll(async () => {
  alice = await signedUpAs(freshAccount("alice", "Alice Replies"));
  // Bob has chat keys already, as someone who has chatted before: Alice can write to him at once.
  bob = await keyedAccount(freshAccount("bob", "Bob Replies"));
  carol = freshAccount("carol", "Carol Replies");
  await createAccount(carol);
  expect((await alice.api.post(`/api/friends/${bob.account.username}`)).status()).toBe(200);
  expect((await bob.api.post(`/api/friends/${alice.account.username}`)).status()).toBe(200);
  publicPost = await postAs(alice.api, "Sunrise over the harbour, from the pier", "1");
  friendsPost = await postAs(alice.api, "Picnic plans, friends only", "2");
});

test.afterAll(async () => {
  await Promise.all([alice.api.dispose(), bob.api.dispose()]);
});

const card = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });
const replyBox = (page: Page) => page.getByLabel("Write a reply");

test("Bob replies to Alice's post: the count goes up, and Alice's open page shows the reply without a reload", async ({
  browser,
}) => {
  const a = await signedInPage(browser, alice.account);
  const b = await signedInPage(browser, bob.account);
  await a.page.goto(`/posts/${publicPost}`);
  await hydrated(a.page);
  await expect(a.page.getByText("No replies yet.")).toBeVisible();

  // Bob finds the post in his feed and opens its thread from the count.
  await b.page.goto("/?tab=friends");
  await hydrated(b.page);
  const bobsCard = card(b.page, "Sunrise over the harbour");
  await bobsCard.getByRole("link", { name: /^0 replies/ }).click();
  await expect(b.page).toHaveURL(`${baseURL}/posts/${publicPost}`);
  await replyBox(b.page).fill("What a view! Which pier?");
  await b.page.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(b.page.getByRole("list", { name: "Replies" }).getByText("What a view! Which pier?")).toBeVisible();
  await expect(replyBox(b.page)).toHaveValue("");
  await expect(card(b.page, "Sunrise over the harbour").getByText("1 reply", { exact: true })).toBeVisible();

  // Alice, the post's author, hears of it live.
  await expect(a.page.getByRole("list", { name: "Replies" }).getByText("What a view! Which pier?")).toBeVisible();
  await expect(card(a.page, "Sunrise over the harbour").getByText("1 reply", { exact: true })).toBeVisible();

  // The count is on the post in the feeds too.
  await b.page.goto("/?tab=friends");
  await expect(card(b.page, "Sunrise over the harbour").getByRole("link", { name: /^1 reply/ })).toBeVisible();
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await Promise.all([a.close(), b.close()]);
});

test("a public post's page opens signed out with its thread and link preview; a friends-only one is 404, as a missing one", async ({
  browser,
}) => {
  await bob.api.post(`/api/content/${publicPost}/replies`, { data: { text: "Seen from the signed-out side" } });
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = errorsOf(page, { ignoreRefusedLoads: true });
  const opened = await page.goto(`/posts/${publicPost}`);
  expect(opened?.status()).toBe(200);
  await hydrated(page);
  await expect(card(page, "Sunrise over the harbour")).toBeVisible();
  await expect(page.getByText("Seen from the signed-out side")).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Alice Replies on Virtual Worlds");
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    "Sunrise over the harbour, from the pier",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/posts/${publicPost}`);
  await expect(page.getByRole("link", { name: "Log in" }).last()).toBeVisible();
  await expect(replyBox(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  expect(await seriousAxeIssues(page)).toEqual([]);
  // The 404s below are the browser's "Failed to load resource" lines, left out; nothing else may go wrong.
  expect(errors).toEqual([]);

  for (const id of [friendsPost, 987654321]) {
    const hidden = await page.goto(`/posts/${id}`);
    expect({ id, status: hidden?.status() }).toEqual({ id, status: 404 });
    await expect(page.getByText("Picnic plans")).toHaveCount(0);
  }
  await context.close();

  // Carol, signed in but no friend of Alice's, gets the same 404.
  const c = await signedInPage(browser, carol, { ignoreRefusedLoads: true });
  const asCarol = await c.page.goto(`/posts/${friendsPost}`);
  expect(asCarol?.status()).toBe(404);
  await expect(c.page.getByText("Picnic plans")).toHaveCount(0);
  await c.close();
});

test("Copy link puts the post's address on the clipboard and says so; the menu works from the keyboard", async ({
  browser,
}) => {
  const b = await signedInPage(browser, bob.account, { permissions: ["clipboard-read", "clipboard-write"] });
  await b.page.goto(`/posts/${friendsPost}`);
  await hydrated(b.page);
  const share = card(b.page, "Picnic plans").getByRole("button", { name: "Share" });
  await share.focus();
  await b.page.keyboard.press("Enter");
  await expect(b.page.getByRole("menuitem", { name: "Copy link" })).toBeFocused();
  await b.page.keyboard.press("ArrowDown");
  await expect(b.page.getByRole("menuitem", { name: "Send in a chat" })).toBeFocused();
  await b.page.keyboard.press("Escape");
  await expect(b.page.getByRole("menu")).toHaveCount(0);
  await expect(share).toBeFocused();

  await b.page.keyboard.press("Enter");
  await b.page.keyboard.press("Enter");
  await expect(alertWith(b.page, "Link copied.")).toBeVisible();
  expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/posts/${friendsPost}`);
  expect(b.errors).toEqual([]);
  await b.close();
});

test("Send in a chat: Alice picks Bob, the chat opens with the link in its box, and it goes sealed", async ({
  browser,
}) => {
  const a = await signedInPage(browser, alice.account);
  await a.page.goto(`/posts/${publicPost}`);
  await hydrated(a.page);
  await card(a.page, "Sunrise over the harbour").getByRole("button", { name: "Share" }).click();
  await a.page.getByRole("menuitem", { name: "Send in a chat" }).click();
  const dialog = a.page.getByRole("dialog", { name: "Send in a chat" });
  await dialog.getByLabel("Search people").fill(bob.account.username.slice(0, 5).toUpperCase());
  await dialog.getByRole("button", { name: new RegExp(bob.account.username) }).click();
  await expect(a.page).toHaveURL(/\/chat\/\d+$/);
  const chatId = Number(a.page.url().split("/").at(-1));
  // Alice's first chat in this browser makes her keys: she saves her recovery key, then the box is ready.
  const link = `${baseURL}/posts/${publicPost}`;
  await openChatHere(a.page);
  await expect(a.page.getByLabel("Message", { exact: true })).toHaveValue(link);
  await a.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(a.page.getByText(link)).toBeVisible();

  // What the server holds is the sealed envelope, never the link. The message shows before the server has
  // it (sending is optimistic), so the server is asked until it does.
  const held = async () => {
    const details = await bob.api.get(`/api/chat-details/${chatId}/${bob.id}`);
    return ((await details.json()) as { messages: { content: string }[] }).messages;
  };
  await expect.poll(async () => (await held()).length, { timeout: 10_000 }).toBe(1);
  expect((await held())[0]!.content).not.toContain("/posts/");
  // The draft is spent: the chat reloaded shows an empty box.
  await a.page.reload();
  await expect(a.page.getByLabel("Message", { exact: true })).toBeEnabled({ timeout: 20_000 });
  await expect(a.page.getByLabel("Message", { exact: true })).toHaveValue("");
  await a.close();
});

/** openChat's steps without navigating again: the history's state carries the draft on this visit only. */
async function openChatHere(page: Page) {
  const save = page.getByRole("heading", { name: "Save your recovery key" });
  const box = page.getByLabel("Message", { exact: true });
  await expect(save.or(box)).toBeVisible({ timeout: 20_000 });
  if (await save.isVisible()) {
    await page.getByLabel("I have saved my recovery key").check();
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(box).toBeEnabled({ timeout: 20_000 });
}

test("the post's author deletes a reply after confirming; the count goes down", async ({ browser }) => {
  const answer = await bob.api.post(`/api/content/${friendsPost}/replies`, { data: { text: "A reply to take down" } });
  expect(answer.status()).toBe(200);
  const a = await signedInPage(browser, alice.account);
  await a.page.goto(`/posts/${friendsPost}`);
  await hydrated(a.page);
  const thread = a.page.getByRole("list", { name: "Replies" });
  await expect(thread.getByText("A reply to take down")).toBeVisible();
  const before = await card(a.page, "Picnic plans").locator(".feed-item-replies").textContent();
  await thread.getByRole("button", { name: "Delete reply by Bob Replies" }).first().click();
  await a.page.getByRole("dialog", { name: "Delete this reply?" }).getByRole("button", { name: "Delete" }).click();
  await expect(alertWith(a.page, "Reply deleted.")).toBeVisible();
  await expect(a.page.getByText("A reply to take down")).toHaveCount(0);
  const count = Number(before?.split(" ")[0]);
  await expect(card(a.page, "Picnic plans").locator(".feed-item-replies")).toHaveText(
    count - 1 === 1 ? "1 reply" : `${count - 1} replies`,
  );
  expect(a.errors).toEqual([]);
  await a.close();
});

test("on a phone (375 px) the post's page fits the width, and its thread and reply box are usable", async ({
  browser,
}) => {
  const b = await signedInPage(browser, bob.account, { viewport: { width: 375, height: 740 }, isMobile: true });
  await b.page.goto(`/posts/${publicPost}`);
  await hydrated(b.page);
  await expect(replyBox(b.page)).toBeVisible();
  const overflow = await b.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card(b.page, "Sunrise over the harbour").getByRole("button", { name: "Share" }).click();
  const menu = b.page.getByRole("menu", { name: "Share" });
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await b.page.keyboard.press("Escape");
  expect(await seriousAxeIssues(b.page)).toEqual([]);
  await b.close();
});

test("a long thread shows its first 50 replies, and the rest on Show more replies", async ({ browser }) => {
  const id = await postAs(alice.api, "A question with many answers", "1");
  for (let i = 1; i <= 52; i++)
    expect((await bob.api.post(`/api/content/${id}/replies`, { data: { text: `Answer number ${i}` } })).status()).toBe(
      200,
    );
  const c = await signedInPage(browser, carol);
  await c.page.goto(`/posts/${id}`);
  await hydrated(c.page);
  const thread = c.page.getByRole("list", { name: "Replies" });
  await expect(thread.getByRole("listitem")).toHaveCount(50);
  await expect(thread.getByText("Answer number 1", { exact: true })).toBeVisible();
  await c.page.getByRole("button", { name: "Show more replies" }).click();
  await expect(thread.getByRole("listitem")).toHaveCount(52);
  await expect(thread.getByText("Answer number 52", { exact: true })).toBeVisible();
  await expect(c.page.getByRole("button", { name: "Show more replies" })).toHaveCount(0);
  await expect(card(c.page, "A question with many answers").getByText("52 replies", { exact: true })).toBeVisible();
  expect(c.errors).toEqual([]);
  await c.close();
});
