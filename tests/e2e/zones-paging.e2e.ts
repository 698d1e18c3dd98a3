import { expect, test } from "@playwright/test";
import { apiAs, createAccount, hydrated, signedInPage, type Account } from "./helpers.ts";

/**
 * /zones under a flood: another account made many zones, yet one's own zone is on the first screen, and the
 * others' come a page at a time behind "More zones", reached and pressed with the keyboard, on a phone too.
 */
test.describe.configure({ timeout: 120_000, mode: "serial" });

const keeper: Account = {
  name: "Kira Keeper",
  username: "kira_keeper",
  email: "kira@paging.e2e.example",
  password: "correct-horse-9",
};
const flooder: Account = {
  name: "Finn Flooder",
  username: "finn_flooder",
  email: "finn@paging.e2e.example",
  password: "correct-horse-9",
};
const suffix = Math.random().toString(36).slice(2, 6);
const form = { zone: "desert", mode: "public", autoAccess: false, avatar: 1, broadcastNotify: false };

test.beforeAll(async () => {
  for (const account of [keeper, flooder]) await createAccount(account, { mayExist: true });
  const [fromKeeper, fromFlooder] = [await apiAs(keeper), await apiAs(flooder)];
  expect((await fromKeeper.post("/api/zones", { data: { ...form, name: `Kira's Den ${suffix}` } })).status()).toBe(200);
  for (let i = 0; i < 30; i++) {
    expect((await fromFlooder.post("/api/zones", { data: { ...form, name: `Flood ${suffix} ${i}` } })).status()).toBe(
      200,
    );
  }
  await fromKeeper.dispose();
  await fromFlooder.dispose();
});

for (const screen of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 740 } },
]) {
  test(`${screen.name}: one's own zone is listed first; the others' come behind "More zones", by keyboard`, async ({
    browser,
  }) => {
    const { page, errors, close } = await signedInPage(browser, keeper, { viewport: screen.viewport });
    await page.goto("/zones");
    await hydrated(page);
    const cards = page.locator(".zones-grid a.zone-card");
    await expect(page.getByRole("link", { name: new RegExp(`Kira's Den ${suffix}`) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`Flood ${suffix} 29\\b`) })).toBeVisible();
    const oldest = page.getByRole("link", { name: new RegExp(`Flood ${suffix} 0\\b`) });
    await expect(oldest).toHaveCount(0);

    const more = page.getByRole("button", { name: "More zones" });
    const before = await cards.count();
    await more.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    // The keyboard's place moves to the first zone the page added.
    await expect(page.locator(".zones-grid a.zone-card:focus")).toHaveCount(1);
    expect(await cards.evaluateAll((links) => links.indexOf(document.activeElement as HTMLAnchorElement))).toBe(before);

    for (let i = 0; i < 20 && (await oldest.count()) === 0; i++) {
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Loading more zones..." })).toHaveCount(0);
    }
    await expect(oldest).toBeVisible();
    expect(errors).toEqual([]);
    await close();
  });
}
