import { expect, test } from "@playwright/test";
import { apiAs, baseURL, createAccount, hydrated, logIn, type Account } from "./helpers.ts";

/** The realtime channel in a real browser: EventSource, signed in by the session cookie alone. */
const rita: Account = {
  name: "Rita Realtime",
  username: "rita_realtime",
  email: "rita@realtime.e2e.example",
  password: "a kite over the harbour",
};
const ravi: Account = {
  name: "Ravi Realtime",
  username: "ravi_realtime",
  email: "ravi@realtime.e2e.example",
  password: "lanterns along the river",
};

test.beforeAll(async () => {
  for (const account of [rita, ravi]) await createAccount(account, { mayExist: true });
});

test("an EventSource opened with the session cookie hears a friend request as it is made", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, rita);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    const source = new EventSource("/api/realtime");
    source.addEventListener("ready", () => heard.push("ready"));
    source.addEventListener("friendship", (e) => heard.push(JSON.parse((e as MessageEvent).data)));
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toContain("ready");

  const asRavi = await apiAs(ravi);
  expect((await asRavi.post(`/api/friends/${rita.username}`)).status()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.slice(1)))
    .toEqual([{ userId: expect.any(Number), friendship: "incoming" }]);
  await asRavi.dispose();
  await page.context().close();
});

test("a stream the server refuses (429) is opened again later by the page, which then reloads its badge", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  let refused = 0;
  await page.route("**/api/realtime", async (route) => {
    if (refused++ > 0) return route.continue();
    await route.fulfill({
      status: 429,
      headers: { "Retry-After": "1" },
      contentType: "application/json",
      body: JSON.stringify({
        error: "Too many reconnections.",
        message: "Too many reconnections.",
        code: "rate_limited",
      }),
    });
  });
  let unreadAskedAfterReopening = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/chat-unread/") && refused > 1) unreadAskedAfterReopening += 1;
  });
  // EventSource gives up on a 429 for good; the page's channel must open it again by itself.
  const reopened = page.waitForResponse(
    (response) => response.url().endsWith("/api/realtime") && response.status() === 200,
    { timeout: 20_000 },
  );
  await logIn(page, rita);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  await reopened;
  // Reopened, the page asks for what it shows again (the navigation's unread badge).
  await expect.poll(() => unreadAskedAfterReopening).toBeGreaterThan(0);
  expect(refused).toBe(2);
  await context.close();
});
