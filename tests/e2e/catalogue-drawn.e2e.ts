import { expect, test } from "@playwright/test";
import { createAccount, hydrated, signedInPage, type Account } from "./helpers.ts";

/**
 * /games and /videos are drawn by the server with their first item (#28 item 4: their largest element came
 * after the scripts and a call), for the device the browser is taken for: what it measured last (a cookie),
 * else what it says it is. The browser corrects a wrong guess once it runs.
 */
const dora: Account = {
  name: "Dora Drawn",
  username: "dora_drawn",
  email: "dora@catalogue.e2e.example",
  password: "the first frame comes first",
};

test.beforeAll(async () => {
  await createAccount(dora, { mayExist: true });
});

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const PHONE = { viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA };

test("before any script runs, a phone sees the first game and the first video's poster, from its own lists", async ({
  browser,
}) => {
  const { page, close } = await signedInPage(browser, dora, PHONE);
  // The page as the server sent it: no script of the page's own arrives.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto("/games");
  await expect(page.getByRole("heading", { level: 2 })).not.toBeEmpty();
  // The phone's list: 14 games (the pc list has 15).
  await expect(page.locator(".games-position")).toHaveText("1 / 14");
  // Not the list's own "Loading games..." (the game's frame says so until the game has loaded, as ever).
  await expect(page.locator(".games-status")).toHaveCount(0);

  await page.goto("/videos");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Neon City Flythrough");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("poster", "/videos/neon-city.webp");
  // Nothing plays before the browser knows the person does not mind motion.
  await expect(video).not.toHaveAttribute("autoplay");
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await close();
});

test("a desktop window taken for a phone is corrected once the page runs, and drawn right from then on", async ({
  browser,
}) => {
  const { page, context, close } = await signedInPage(browser, dora, { userAgent: PHONE_UA });
  await page.goto("/games");
  await hydrated(page);
  // The window is 1280 px wide: the pc list, whatever the user agent said.
  await expect(page.locator(".games-position")).toHaveText("1 / 15");
  expect((await context.cookies()).find((cookie) => cookie.name === "vw_device")?.value).toBe("pc");

  // The next page the server draws for this browser has the pc list before any script.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto("/games");
  await expect(page.locator(".games-position")).toHaveText("1 / 15");
  await close();
});

test("/videos plays its first video by itself once the page runs, and the next one is fetched ahead only then", async ({
  browser,
}) => {
  const { page, close } = await signedInPage(browser, dora, PHONE);
  await page.goto("/videos");
  await hydrated(page);
  const video = page.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
  await expect(page.locator('link[rel="prefetch"][href="/videos/coral-reef.webm"]')).toHaveCount(1);
  await close();
});

test("with reduced motion, the server-drawn video does not start by itself", async ({ browser }) => {
  const { page, close } = await signedInPage(browser, dora, { ...PHONE, reducedMotion: "reduce" });
  await page.goto("/videos");
  await hydrated(page);
  const video = page.locator("video");
  // Controls show in the same update that would have started it (a play() pauses nothing at once).
  await expect(video).toHaveAttribute("controls");
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await close();
});

test("a game's frame does not jump as its stylesheets arrive (its shifts count in the page's)", async ({ browser }) => {
  const { page, close } = await signedInPage(browser, dora, PHONE);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The shared styles come late, as on a slow line.
  await page.route("**/games/_shared/game.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto("/games");
  await hydrated(page);
  const gameFrame = () => page.frames().find((f) => /\/games\/[a-z-]+\/$/.test(f.url()));
  await expect.poll(() => gameFrame() !== undefined).toBe(true);
  const game = gameFrame()!;
  await game.waitForLoadState("load");
  expect(await game.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  await close();
});
