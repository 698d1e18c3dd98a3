import { expect, test } from "@playwright/test";
import { apiAs, baseURL, createAccount, hydrated, logIn, type Account } from "./helpers.ts";

/** The realtime channel in a real browser: EventSource, signed in by the session cookie alone. */
const rita: Account = { name: "Rita Realtime", username: "rita_realtime", email: "rita@realtime.e2e.example", password: "a kite over the harbour" };
const ravi: Account = { name: "Ravi Realtime", username: "ravi_realtime", email: "ravi@realtime.e2e.example", password: "lanterns along the river" };

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
