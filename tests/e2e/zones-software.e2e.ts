import { expect, test, type Page } from "@playwright/test";
import { createAccount, signedInPage, warningsOf, type Account } from "./helpers.ts";

/**
 * Without a GPU (WebGL in software, as on this machine's headless Chromium) a zone draws a fixed budget of
 * pixels stretched over the view, its frames off screen behind a fence (web/zones/FencedFrames.tsx), and
 * only when something changes: what a visitor sees is still the scene, and walking still draws.
 */
test.describe.configure({ timeout: 120_000 });

const sid: Account = {
  name: "Sid Software",
  username: "sid_software",
  email: "sid@zones-software.e2e.example",
  password: "correct-horse-31",
};

test.beforeAll(async () => {
  await createAccount(sid, { mayExist: true });
});

function drawnInSoftware(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const gl = document.createElement("canvas").getContext("webgl2");
    const info = gl?.getExtension("WEBGL_debug_renderer_info");
    const renderer = info ? String(gl!.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
    return /SwiftShader|llvmpipe|softpipe|Software/i.test(renderer);
  });
}

const framesDrawn = (page: Page) => page.evaluate(() => window.__zoneFrames?.frames ?? 0);

test("without a GPU the view shows the scene from a budget of pixels, and draws only when something moves", async ({
  browser,
}) => {
  // Reduced motion: no idle animations, so with nothing moving no frame is drawn at all.
  const { page, errors, close } = await signedInPage(browser, sid, {
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
  });
  const warnings = warningsOf(page);
  await page.goto("/zones/desert");
  const canvas = page.locator('.zone-view[data-zone="desert"] canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  test.skip(!(await drawnInSoftware(page)), "a GPU draws here: the software path is not taken");
  await expect.poll(() => framesDrawn(page), { timeout: 30_000 }).toBeGreaterThan(2);

  // At most 384×216 pixels drawn, stretched over the whole view (1040×740 CSS pixels beside the menu).
  const size = await canvas.evaluate((element: HTMLCanvasElement) => ({
    pixels: element.width * element.height,
    cssWidth: element.getBoundingClientRect().width,
  }));
  expect(size.pixels).toBeLessThanOrEqual(384 * 216);
  expect(size.pixels).toBeGreaterThan(384 * 216 * 0.9);
  expect(size.cssWidth).toBeGreaterThan(1000);

  // Once the build steps have landed and the camera has settled, frames stop.
  await expect
    .poll(
      async () => {
        const before = await framesDrawn(page);
        await page.waitForTimeout(1500);
        return (await framesDrawn(page)) - before;
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(0);

  // The scene is on the canvas (copied there from the fenced frame): a blank or one-colour view would
  // compress to a few kilobytes.
  const shot = await canvas.screenshot();
  expect(shot.length).toBeGreaterThan(30_000);

  // Holding W walks: frames are drawn again and the camera moves.
  const camera = await page.locator(".zone-view").getAttribute("data-camera");
  const still = await framesDrawn(page);
  await page.keyboard.down("KeyW");
  await page.waitForTimeout(800);
  await page.keyboard.up("KeyW");
  await expect.poll(() => framesDrawn(page), { timeout: 10_000 }).toBeGreaterThan(still + 3);
  await expect.poll(() => page.locator(".zone-view").getAttribute("data-camera"), { timeout: 10_000 }).not.toBe(camera);

  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  await close();
});
