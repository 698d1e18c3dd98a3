import { expect, test, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every shipped game runs on the one kit (public/games/_shared/kit.js), opened on its own under its sandboxed
 * CSP: Enter starts a round, P pauses and resumes it, the keys play it, and nothing fails on the way.
 */
const gamesDir = join(import.meta.dirname, "..", "..", "public", "games");
const games = readdirSync(gamesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name)
  .sort();

test.describe.configure({ timeout: 60_000 });

/** Resolves once the page has drawn `count` more frames: the kit's loop steps once a frame, so the game has played the key. */
async function framesDrawn(page: Page, count: number) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

for (const key of games) {
  test(`${key} starts with Enter, pauses with P and plays with the keys, without an error`, async ({ page }) => {
    const errors: string[] = [];
    // A game opened on its own is a top-level page in an opaque origin: the browser's own favicon request is
    // refused as cross-origin, which a framed game never makes.
    page.on(
      "console",
      (m) => m.type() === "error" && !m.location().url.endsWith("/favicon.ico") && errors.push(m.text()),
    );
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/games/${key}/`);
    const overlay = page.locator(".overlay, [data-overlay]").first();
    await expect(overlay).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(overlay).toBeHidden();
    await page.keyboard.press("p");
    await expect(overlay.locator("h1")).toHaveText("Paused");
    await page.keyboard.press("p");
    await expect(overlay).toBeHidden();
    for (const key of ["ArrowLeft", "ArrowUp", "Space", "ArrowRight", "ArrowDown", "Space", "ArrowLeft", "ArrowUp"]) {
      await page.keyboard.press(key);
      await framesDrawn(page, 3);
    }
    expect(errors).toEqual([]);
  });
}

test("an event-style game (VWKit.arcade) hears keys and taps through the kit: Ocean Odyssey hops and scores", async ({
  page,
}) => {
  await page.goto("/games/ocean-odyssey/");
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-overlay]")).toBeHidden();
  const score = page.locator("[data-score]");
  const scoreNow = async () => Number(await score.textContent());
  // Ships cross the lanes: a hop can end in a wreck, and a press while sinking or under the level's banner is
  // ignored by the game itself. So each poll presses again, until a hop lands and scores.
  await expect
    .poll(async () => {
      await page.keyboard.press("ArrowUp");
      return scoreNow();
    })
    .toBeGreaterThan(0);
  const afterKey = await scoreNow();
  // A short press on the canvas is a tap, which hops forward too.
  await expect
    .poll(async () => {
      await page.locator("canvas").click();
      return scoreNow();
    })
    .toBeGreaterThan(afterKey);
});
