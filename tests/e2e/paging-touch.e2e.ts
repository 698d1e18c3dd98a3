import { expect, test, type Page } from "@playwright/test";
import { createAccount, hydrated, signedInPage, type Account } from "./helpers.ts";

/**
 * Paging the videos and games beyond the buttons (#26 items 5 and 7): a vertical swipe on a phone's touch
 * screen, the next video warmed up, the arrow keys on a desktop, the wheel over a game's own frame, and no
 * Origin-Agent-Cluster warning when /games frames a game.
 */
const vera: Account = {
  name: "Vera Viewer",
  username: "vera_viewer",
  email: "vera@paging.e2e.example",
  password: "a reel of neon nights",
};

test.beforeAll(async () => {
  await createAccount(vera, { mayExist: true });
});

test.describe.configure({ timeout: 90_000 });

const title = (page: Page) => page.getByRole("heading", { level: 2 });
const PHONE = { viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true };

/** A real finger on the screen (Chromium's touch input, so the browser's own scrolling sees it too). */
async function swipe(page: Page, from: { x: number; y: number }, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= 5; i++)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: from.x, y: from.y + (dy * i) / 5 }],
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function centreOf(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test("on a phone a vertical swipe pages the videos both ways with wrap-around, a short one does not, and the page does not scroll", async ({
  browser,
}) => {
  const { page, errors, close } = await signedInPage(browser, vera, PHONE);
  await page.goto("/videos");
  await hydrated(page);
  await expect(title(page)).toHaveText("Neon City Flythrough");
  // The page is taller than the screen, so a swipe the page let through would scroll it.
  await page.evaluate(() => {
    document.body.style.minHeight = "300vh";
  });
  const middle = await centreOf(page, ".video-box");

  await swipe(page, middle, -120);
  await expect(title(page)).toHaveText("Coral Reef");
  await expect(page.locator(".videos-header p")).toHaveText("2 / 4");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await swipe(page, middle, 120);
  await expect(title(page)).toHaveText("Neon City Flythrough");
  await swipe(page, middle, 120);
  await expect(title(page)).toHaveText("Nebula Drift");
  await expect(page.locator(".videos-header p")).toHaveText("4 / 4");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // 40 px is under the specification's 50 px threshold: no page turn.
  await swipe(page, middle, -40);
  await page.getByRole("button", { name: "Next video" }).click();
  await expect(title(page)).toHaveText("Neon City Flythrough");
  expect(errors).toEqual([]);
  await close();
});

test("the next video is fetched ahead while the current one plays, without a second player", async ({ browser }) => {
  const { page, errors, close } = await signedInPage(browser, vera, PHONE);
  const next = page.waitForRequest((r) => r.url().endsWith("/videos/coral-reef.webm"));
  await page.goto("/videos");
  await hydrated(page);
  await expect(title(page)).toHaveText("Neon City Flythrough");
  await next;
  await expect(page.locator("video")).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"][href="/videos/coral-reef.webm"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Next video" }).click();
  await expect(page.locator('link[rel="prefetch"][href="/videos/desert-night.webm"]')).toHaveCount(1);
  expect(errors).toEqual([]);
  await close();
});

test("on a desktop the arrow keys and PageUp/PageDown page the videos, wrapping around", async ({ browser }) => {
  const { page, errors, close } = await signedInPage(browser, vera);
  await page.goto("/videos");
  await hydrated(page);
  await expect(title(page)).toHaveText("Neon City Flythrough");
  await page.keyboard.press("ArrowDown");
  await expect(title(page)).toHaveText("Coral Reef");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(title(page)).toHaveText("Nebula Drift");
  await page.keyboard.press("PageDown");
  await expect(title(page)).toHaveText("Neon City Flythrough");
  await page.keyboard.press("PageUp");
  await expect(title(page)).toHaveText("Nebula Drift");
  expect(errors).toEqual([]);
  await close();
});

test("the wheel over a game's own frame pages the games, and /games logs no Origin-Agent-Cluster warning", async ({
  browser,
}) => {
  const { page, errors, close } = await signedInPage(browser, vera);
  const agentCluster: string[] = [];
  page.on("console", (m) => /agent.cluster/i.test(m.text()) && agentCluster.push(m.text()));
  await page.goto("/games");
  await hydrated(page);
  await expect(title(page)).toHaveText("Coral Quest");
  await expect(page.getByText("Loading games...")).toHaveCount(0);
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "Coral Quest" })).toBeVisible();
  const frame = await centreOf(page, "iframe");
  await page.mouse.move(frame.x, frame.y);
  await page.mouse.wheel(0, 240);
  await expect(title(page)).toHaveText("Crystal Caverns");
  // The new game's frame has loaded (its bridge is listening) once the page stops saying it is loading.
  await expect(page.getByText("Loading games...")).toHaveCount(0);
  // The new frame's bridge listens once its scripts have run, a moment after the frame is shown.
  await expect(async () => {
    await page.mouse.move(frame.x, frame.y);
    await page.mouse.wheel(0, -240);
    await expect(title(page)).toHaveText("Coral Quest", { timeout: 1_500 });
  }).toPass();
  // The frame's and the page's headers seen together: a mismatch shows on the first framed load.
  await page.reload();
  await hydrated(page);
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "Coral Quest" })).toBeVisible();
  expect(agentCluster).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});
