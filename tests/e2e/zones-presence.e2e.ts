import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAccount, signedInPage, type Account } from "./helpers.ts";

/**
 * Zone presence in two browsers: two people in the desert see each other's avatar named above it, one
 * walking moves the figure the other sees, and leaving the page takes it away.
 */
test.describe.configure({ timeout: 120_000 });

const pia: Account = {
  name: "Pia Present",
  username: "pia_present",
  email: "pia@presence.e2e.example",
  password: "correct-horse-9",
};
const quin: Account = {
  name: "Quin Quester",
  username: "quin_quester",
  email: "quin@presence.e2e.example",
  password: "correct-horse-9",
};

test.beforeAll(async () => {
  await createAccount(pia, { mayExist: true });
  await createAccount(quin, { mayExist: true });
});

const signedIn = (browser: Browser, who: Account) =>
  signedInPage(browser, who, { viewport: { width: 1280, height: 860 } });

/** In the desert, hydrated, its world drawn (three.js and the scene are a large chunk on a busy machine). */
async function enterDesert(page: Page) {
  await page.goto("/zones/desert");
  await expect(page.locator("html")).toHaveAttribute("data-server-version", /.+/, { timeout: 45_000 });
  await expect(page.locator('.zone-view[data-zone="desert"] canvas')).toBeVisible({ timeout: 30_000 });
}

/** The name above someone's avatar, as another person's view draws it. */
const nameTag = (page: Page, who: Account) => page.locator(".zone-name-tag", { hasText: who.name });

/** Where a name tag is on the screen, or null while it is hidden (behind the viewer). */
async function tagAt(page: Page, who: Account): Promise<{ x: number; y: number } | null> {
  const box = await nameTag(page, who).boundingBox();
  return box ? { x: box.x, y: box.y } : null;
}

/**
 * Whether two places of a tag are the same to the eye: within 3 px, since a scene that lowers its
 * resolution while frames are slow (software WebGL on a busy machine) may shift it by a pixel.
 */
function samePlace(a: { x: number; y: number } | null, b: { x: number; y: number } | null): boolean {
  return a !== null && b !== null && Math.abs(a.x - b.x) <= 3 && Math.abs(a.y - b.y) <= 3;
}

/** Walks forward for a while, as a person holding W does. */
async function walk(page: Page, ms: number) {
  await page.keyboard.down("KeyW");
  await page.waitForTimeout(ms);
  await page.keyboard.up("KeyW");
}

test("two people in a zone see each other's named avatar move, and see it go when one leaves", async ({ browser }) => {
  const first = await signedIn(browser, pia);
  const second = await signedIn(browser, quin);
  await enterDesert(first.page);
  await enterDesert(second.page);

  // Each is drawn in the other's world with their name: both stand at the spawn, so the tag is there but
  // may be hidden just above the viewer's own eyes.
  await expect(nameTag(first.page, quin)).toBeAttached({ timeout: 15_000 });
  await expect(nameTag(second.page, pia)).toBeAttached({ timeout: 15_000 });
  await expect(nameTag(first.page, pia)).toHaveCount(0);

  // Quin walks ahead: Pia, looking the same way, sees Quin's name in front of her.
  await walk(second.page, 1_500);
  await expect(nameTag(first.page, quin)).toBeVisible({ timeout: 15_000 });
  // Once Quin stands still, the tag settles where Pia sees it...
  let settled: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        const now = await tagAt(first.page, quin);
        const same = samePlace(now, settled);
        settled = now;
        return same;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
  // ...and while Quin walks on, it moves in Pia's view. Quin keeps walking until it does: walking away from
  // Pia moves the tag only a little toward the horizon, and a busy machine draws few frames a second.
  await second.page.keyboard.down("KeyW");
  await expect
    .poll(
      async () => {
        const now = await tagAt(first.page, quin);
        return now !== null && !samePlace(now, settled);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await second.page.keyboard.up("KeyW");

  // Quin leaves for the zone list: Pia's view loses Quin, and the list counts Pia alone in the desert.
  await second.page.getByRole("link", { name: "Zones" }).first().click();
  await expect(second.page).toHaveURL(/\/zones$/);
  await expect(nameTag(first.page, quin)).toHaveCount(0, { timeout: 15_000 });
  await second.page.reload();
  await expect(second.page.locator('a.zone-card[href="/zones/desert"]')).toContainText("1 person inside");

  // Closing the tab is leaving too.
  await enterDesert(second.page);
  await expect(nameTag(first.page, quin)).toBeAttached({ timeout: 15_000 });
  await second.page.close({ runBeforeUnload: true });
  await expect(nameTag(first.page, quin)).toHaveCount(0, { timeout: 15_000 });

  expect(first.errors).toEqual([]);
  expect(second.errors).toEqual([]);
  await first.close();
  await second.close();
});
