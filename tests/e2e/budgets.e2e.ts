import { expect, test } from "@playwright/test";
import { alertWith, apiAs, createAccount, hydrated, signedInPage, type Account } from "./helpers.ts";

/**
 * A write past the account's budget, as the person sees it: the form says why in the server's words and
 * nothing is made. (This server's budgets are 50 times the defaults, tests/e2e/env.ts: the API spends
 * most of the zone budget first.)
 */
test.describe.configure({ timeout: 120_000 });

const bea: Account = {
  name: "Bea Budget",
  username: "bea_budget",
  email: "bea@budgets.e2e.example",
  password: "correct-horse-9",
};
// Private: the zones spent here are nobody else's to list (the browser tests share one server).
const form = { zone: "desert", mode: "private", autoAccess: false, avatar: 1, broadcastNotify: false };

test("creating a zone past the budget: the form says so and no zone is made", async ({ browser }) => {
  await createAccount(bea, { mayExist: true });
  const api = await apiAs(bea);
  let made = 0;
  for (; made < 200; made++) {
    const answer = await api.post("/api/zones", { data: { ...form, name: `Budget ${made}` } });
    if (answer.status() === 429) {
      expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
      break;
    }
    expect(answer.status()).toBe(200);
  }
  expect(made).toBeLessThan(200);
  await api.dispose();

  const { page, close } = await signedInPage(browser, bea, { ignoreRefusedLoads: true });
  await page.goto("/create-zones");
  await hydrated(page);
  await page.getByLabel("Zone name").fill("One Too Many");
  await page.getByLabel("Zone", { exact: true }).selectOption({ label: "Coffee" });
  await page.getByLabel("Public").check();
  await page.getByLabel("Avatar", { exact: true }).selectOption({ label: "Avatar 1" });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(alertWith(page, "You have created too many zones. Please try again later.")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/create-zones$/);
  await close();
});
