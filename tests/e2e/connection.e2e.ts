import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { baseURL, hydrated, mainNav, signedInPage } from "./helpers.ts";
import { chatBetween, disposeAll, freshAccount, keyedAccount, type Keyed } from "./chatting.ts";

/**
 * Honest connection state (issue 26 item 6): with the network down (`context.setOffline`) or the server out
 * of reach while the network is up (`page.route` aborting every request to it), the page says so in a
 * quiet banner, keeps a rating until it can be sent, keeps its shell on a navigation that cannot load, and
 * does not call someone "Online" while it cannot hear about them.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

const banner = (page: Page) => page.getByRole("status").filter({ hasText: /offline|reach/i });
const OFFLINE = "You're offline. We'll reconnect when we can.";
const UNREACHABLE = "Can't reach Virtual Worlds. Retrying…";

/** Every request from the page to the server fails on the way, as when the server is down; the network is up. */
async function serverDown(page: Page) {
  await page.route(`${baseURL}/**`, (route) => route.abort("connectionrefused"));
}

let ada: Keyed;
let bo: Keyed;

/** Two stars chosen on `post` with the server out of reach: shown as chosen, and said to be unsent. */
async function rateOutOfReach(page: Page, post: Locator) {
  await serverDown(page);
  await post.getByRole("button", { name: "2 stars" }).click();
  await page.keyboard.press("Escape");
  await expect(post.getByRole("status")).toHaveText(
    "Your rating is not sent yet. It will be sent when the connection is back.",
  );
}

/** The server answers again: the rating kept is sent, and counted. */
async function serverBackWithRating(page: Page, post: Locator) {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await expect(post.getByText("2.0 average · 1 rating")).toBeVisible({ timeout: 20_000 });
}

/** A public post of Ada's, made through the API, for a test to rate. */
async function postOfAda(text: string) {
  const made = await ada.api.post("/api/content", {
    multipart: { context: text, sharing: "1", userId: String(ada.id) },
  });
  expect(made.status()).toBe(200);
}

test.beforeAll(async () => {
  ada = await keyedAccount(freshAccount("ada", "Ada Outage"));
  bo = await keyedAccount(freshAccount("bo", "Bo Outage"));
});

test.afterAll(async () => {
  await disposeAll(ada, bo);
});

test("a quiet banner says the network is down, or the server out of reach, and goes when it is back", async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, ada.account, { ignoreRefusedLoads: true });
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);

  // The network is up but the server does not answer: a navigation fails on it, and the probe keeps asking.
  await serverDown(page);
  await mainNav(page).getByRole("link", { name: "Games" }).click();
  await expect(page.getByRole("status").filter({ hasText: UNREACHABLE })).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  // The probe's backoff starts at a second: its next answer clears the banner.
  await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
  await context.close();
});

test("a rating made offline says it is not sent yet, and lands once the network is back", async ({ browser }) => {
  const text = `Rated in a tunnel ${Date.now().toString(36)}`;
  await postOfAda(text);

  const { context, page } = await signedInPage(browser, ada.account, { ignoreRefusedLoads: true });
  await hydrated(page);
  const post = page.getByRole("article").filter({ hasText: text });
  await expect(post).toBeVisible();
  const fourStars = post.getByRole("button", { name: "4 stars" });

  await context.setOffline(true);
  await fourStars.click();
  await page.keyboard.press("Escape"); // closes the emoji popup: the stars alone count
  await expect(post.getByRole("status")).toHaveText(
    "Your rating is not sent yet. It will be sent when the connection is back.",
  );
  await expect(fourStars).toHaveAttribute("aria-pressed", "true");

  await context.setOffline(false);
  await expect(post.getByText("4.0 average · 1 rating")).toBeVisible({ timeout: 20_000 });
  await expect(post.getByRole("status")).toHaveText("");

  // The server has it: a fresh page shows it.
  await page.reload();
  await expect(page.getByRole("article").filter({ hasText: text }).getByText("4.0 average · 1 rating")).toBeVisible();
  await expect(
    page.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "4 stars" }),
  ).toHaveAttribute("aria-pressed", "true");
  await context.close();
});

test("a rating the server cannot take while out of reach is kept, and sent when it answers again", async ({
  browser,
}) => {
  const text = `Rated while the server slept ${Date.now().toString(36)}`;
  await postOfAda(text);

  const { context, page } = await signedInPage(browser, ada.account, { ignoreRefusedLoads: true });
  await hydrated(page);
  const post = page.getByRole("article").filter({ hasText: text });
  await rateOutOfReach(page, post);
  await expect(page.getByRole("status").filter({ hasText: UNREACHABLE })).toBeVisible();
  await serverBackWithRating(page, post);
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});

test("a rating made offline before its sending code came is kept, and sent when the server answers again", async ({
  browser,
}) => {
  const text = `Rated before the code came ${Date.now().toString(36)}`;
  await postOfAda(text);

  const { context, page } = await signedInPage(browser, ada.account, { ignoreRefusedLoads: true });
  // The code that sends a rating never arrives before the network goes (it is fetched once the stars show).
  await page.route(/\/assets\/sendRating-[^/]*\.js$/, (route) => route.abort("connectionrefused"));
  await page.goto("/");
  await hydrated(page);
  const post = page.getByRole("article").filter({ hasText: text });
  await rateOutOfReach(page, post);
  await serverBackWithRating(page, post);
  await context.close();
});

test("a rating the server refuses is given back: the stars return to what the server has, and it says so", async ({
  browser,
}) => {
  const text = `Rated and refused ${Date.now().toString(36)}`;
  await postOfAda(text);

  const { context, page } = await signedInPage(browser, ada.account, { ignoreRefusedLoads: true });
  await hydrated(page);
  const post = page.getByRole("article").filter({ hasText: text });
  await page.route("**/api/content/*/rating", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: "Service unavailable", message: "Service unavailable", code: "unavailable" }),
    }),
  );
  const threeStars = post.getByRole("button", { name: "3 stars" });
  await threeStars.click();
  await page.keyboard.press("Escape");
  await expect(post.getByRole("status")).toHaveText("Could not save your rating. Please try again.");
  await expect(threeStars).toHaveAttribute("aria-pressed", "false");
  await expect(post.getByText("No ratings yet")).toBeVisible();
  await context.close();
});

test("a navigation offline keeps the navigation, says the page could not load, and Try again works once back", async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, ada.account, { ignoreRefusedLoads: true });
  await hydrated(page);

  await context.setOffline(true);
  await mainNav(page).getByRole("link", { name: "Favourites" }).click();
  await expect(page.getByRole("heading", { name: "This page could not load" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(mainNav(page)).toBeVisible();
  const tryAgain = page.getByRole("button", { name: "Try again" });
  // Still offline: trying again says the same, in the same place.
  await tryAgain.click();
  await expect(page.getByRole("heading", { name: "This page could not load" })).toBeVisible();

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await tryAgain.click();
  await expect(page.getByRole("heading", { name: "Favourite games" })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/favorites`);
  await expect(mainNav(page)).toBeVisible();
  await context.close();
});

test("a chat open while this page is disconnected does not say the other person is Online, and does once it is back", async ({
  browser,
}) => {
  const chatId = await chatBetween(ada, bo);
  // Bo has the product open: he is online.
  const bos = await signedInPage(browser, bo.account);
  await hydrated(bos.page);

  const { context, page } = await signedInPage(browser, ada.account, { ignoreRefusedLoads: true });
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  const status = page.locator(".chat-header .chat-status");
  await expect(status).toHaveText("Online");

  await context.setOffline(true);
  await expect(status).not.toHaveText("Online");
  await expect(status).toHaveText(/Connecting…|Last active/);

  await context.setOffline(false);
  await expect(status).toHaveText("Online", { timeout: 20_000 });

  // The server out of reach with the network up: the same.
  await disconnectedByServer(page, context);
  await expect(status).not.toHaveText("Online");
  await context.close();
  await bos.context.close();
});

/** The server stops answering this page: its stream drops (the next request fails), and the probe says so. */
async function disconnectedByServer(page: Page, context: BrowserContext) {
  await serverDown(page);
  // Cut the open stream as the server going away would: offline for a moment, then the network is back.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: UNREACHABLE })).toBeVisible({ timeout: 20_000 });
}
