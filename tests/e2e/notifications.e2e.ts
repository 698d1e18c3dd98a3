import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  apiAs,
  baseURL,
  createAccount,
  hydrated,
  mainNav,
  seriousAxeIssues,
  signedInPage,
  type Account,
} from "./helpers.ts";

/** The notifications centre with two people in two browsers: a request seen live, ratings grouped, choices kept. */
const account = (username: string, password: string): Account => ({
  name: username[0]!.toUpperCase() + username.slice(1),
  username,
  email: `${username}@notifications.e2e.example`,
  password,
});
const alice = account("alice", "a lantern by the quay");
const bob = account("bob", "gulls over the harbour");
const cat = account("cat", "moss on the north wall");
const dan = account("dan", "a kettle singing low");
const eve = account("eve", "rain on a tin roof");
const fay = account("fay", "a kite above the dunes");
const gus = account("gus", "bread cooling on the sill");
const hal = account("hal", "a lighthouse keeper's log");
const ivy = account("ivy", "ivy over the garden gate");

test.beforeAll(async () => {
  for (const person of [alice, bob, cat, dan, eve, fay, gus, hal, ivy]) await createAccount(person, { mayExist: true });
});

const bell = (page: import("@playwright/test").Page) => mainNav(page).getByRole("link", { name: /^Notifications/ });
const notifications = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Notifications" }).getByRole("listitem");

async function rate(who: Account, postId: number, stars: number) {
  const api = await apiAs(who);
  expect((await api.post(`/api/content/${postId}/rating`, { data: { stars } })).status()).toBe(200);
  await api.dispose();
}

test("a friend request raises Alice's count live; she opens it, follows it, sees ratings grouped, marks all read, and a kind turned off stays quiet", async ({
  browser,
}) => {
  // Two browsers, nine steps and a Settings visit: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const a = await signedInPage(browser, alice);
  await a.page.goto(`${baseURL}/notifications`);
  await hydrated(a.page);
  await expect(a.page.getByText("No notifications yet")).toBeVisible();
  await expect(bell(a.page)).toHaveAccessibleName("Notifications");

  // Bob, in his own browser, asks to be Alice's friend: her open page counts it without a reload.
  const b = await signedInPage(browser, bob);
  await b.page.goto(`${baseURL}/user/${alice.username}`);
  await hydrated(b.page);
  await b.page.getByRole("button", { name: "Add friend" }).click();
  await expect(bell(a.page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(notifications(a.page).first()).toContainText("bob sent you a friend request");

  await notifications(a.page).first().getByRole("link").click();
  await expect(a.page).toHaveURL(`${baseURL}/user/${bob.username}`);
  await expect(bell(a.page)).toHaveAccessibleName("Notifications");

  // Three people rate one of her posts: one group, its newest rater first.
  const asAlice: APIRequestContext = await apiAs(alice);
  const made = await asAlice.post("/api/content", { multipart: { context: "Tide charts, annotated", sharing: "1" } });
  const postId = ((await made.json()) as { id: number }).id;
  await a.page.goto(`${baseURL}/notifications`);
  await hydrated(a.page);
  for (const who of [cat, dan, bob]) await rate(who, postId, 5);
  await expect(notifications(a.page).first()).toContainText("bob and 2 others rated your post");
  await expect(notifications(a.page)).toHaveCount(2);
  await expect(bell(a.page)).toHaveAccessibleName("Notifications, 1 unread");

  await a.page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell(a.page)).toHaveAccessibleName("Notifications");
  await expect(a.page.getByText("Unread:")).toHaveCount(0);
  await expect(a.page.getByRole("button", { name: "Mark all read" })).toBeDisabled();

  // In Settings, ratings "not at all": a new rating tells her nothing, while a friend request still does.
  await a.page.goto(`${baseURL}/settings`);
  await hydrated(a.page);
  await a.page.getByRole("checkbox", { name: "Ratings of your posts in the page" }).uncheck();
  await a.page.getByRole("checkbox", { name: "Ratings of your posts by push" }).uncheck();
  await a.page.getByRole("button", { name: "Save notification choices" }).click();
  await expect(a.page.getByText("Notification choices saved.")).toBeVisible();
  expect(await seriousAxeIssues(a.page, (axe) => axe.include(".notification-choices"))).toEqual([]);
  await a.page.goto(`${baseURL}/notifications`);
  await hydrated(a.page);
  await rate(eve, postId, 3);
  const asEve = await apiAs(eve);
  expect((await asEve.post(`/api/friends/${alice.username}`)).status()).toBe(200);
  await asEve.dispose();
  await expect(notifications(a.page).first()).toContainText("eve sent you a friend request");
  await expect(bell(a.page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(a.page.getByText("bob and 2 others rated your post")).toBeVisible();

  await asAlice.dispose();
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await Promise.all([a.close(), b.close()]);
});

test("a reply to Hal's post reaches his open centre live and leads to the post's own page, the reply in its thread", async ({
  browser,
}) => {
  const h = await signedInPage(browser, hal);
  const asHal = await apiAs(hal);
  const made = await asHal.post("/api/content", { multipart: { context: "Night watch, calm seas", sharing: "1" } });
  const postId = ((await made.json()) as { id: number }).id;
  await asHal.dispose();
  await h.page.goto(`${baseURL}/notifications`);
  await hydrated(h.page);

  const asIvy = await apiAs(ivy);
  const replied = await asIvy.post(`/api/content/${postId}/replies`, { data: { text: "Calm seas to you too" } });
  expect(replied.status()).toBe(200);
  await asIvy.dispose();
  await expect(bell(h.page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(notifications(h.page).first()).toContainText("ivy replied to your post");

  await notifications(h.page).first().getByRole("link").click();
  await expect(h.page).toHaveURL(`${baseURL}/posts/${postId}`);
  await expect(h.page.getByText("Calm seas to you too")).toBeVisible();
  await expect(bell(h.page)).toHaveAccessibleName("Notifications");
  expect(h.errors).toEqual([]);
  await h.close();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the centre fits, is reached from the bottom bar and opened by keyboard", async ({ browser }) => {
    const asFay = await apiAs(fay);
    expect((await asFay.post(`/api/friends/${gus.username}`)).status()).toBe(200);
    await asFay.dispose();
    const a = await signedInPage(browser, gus, { viewport: { width: 375, height: 740 } });
    await hydrated(a.page);
    await a.page
      .getByRole("navigation", { name: "Main (phone)" })
      .getByRole("link", { name: /^Alerts/ })
      .click();
    await expect(a.page).toHaveURL(`${baseURL}/notifications`);
    await expect(a.page.getByRole("heading", { name: "Notifications" })).toBeVisible();
    await expect(notifications(a.page).first()).toBeVisible();
    await expect(notifications(a.page).first()).toContainText("fay sent you a friend request");
    const overflow = await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeIssues(a.page)).toEqual([]);

    // By keyboard: from "Mark all read", Tab reaches the first notification, Enter follows it.
    const first = notifications(a.page).first().getByRole("link");
    const target = await first.getAttribute("href");
    await a.page.getByRole("button", { name: "Mark all read" }).focus();
    await a.page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await a.page.keyboard.press("Enter");
    await expect(a.page).toHaveURL(`${baseURL}${target}`);
    expect(target).toBe(`/user/${fay.username}`);
    expect(a.errors).toEqual([]);
    await a.close();
  });
});
