import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { createAccount, signedInPage, type Account } from "./helpers.ts";

/**
 * The zones on a phone (a phone user agent, a phone-sized touch screen): a swipe of more than 50 px moves
 * the camera 5 units forward or back and a shorter one does not; the crocodile zone's Move Forward and Move
 * Backward; the up and down scroll buttons and the gravity toggle (on by default) of desert, supermart and
 * castle. And, on any screen, reduced motion snaps the camera instead of easing it.
 *
 * The camera is followed through the zone's `data-camera="x,y,z"` (the eyes, reported five times a second),
 * as the keyboard test in zones.e2e.ts does; a recorder in the page keeps every value it took.
 */
test.describe.configure({ timeout: 120_000 });

const pax: Account = {
  name: "Pax Phoneson",
  username: "pax_phoneson",
  email: "pax@zones-phone.e2e.example",
  password: "correct-horse-9",
};

test.beforeAll(async () => {
  await createAccount(pax, { mayExist: true });
});

/** A phone: Chromium on Android's user agent (the zone decides by it, as the specification says), touch, 412 px wide. */
const phone: BrowserContextOptions = {
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  viewport: { width: 412, height: 839 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const signedIn = (browser: Browser, options: BrowserContextOptions = phone) => signedInPage(browser, pax, options);

type Camera = [number, number, number];

const view = (page: Page) => page.locator(".zone-view[data-zone]");

/** Enters a zone and waits for its world and the first camera report; records every camera value from then on. */
async function enter(page: Page, slug: string): Promise<Camera> {
  await page.goto(`/zones/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-server-version", /.+/, { timeout: 45_000 });
  await expect(page.locator(`.zone-view[data-zone="${slug}"] canvas`)).toBeVisible({ timeout: 30_000 });
  // The view's frames have started once its first report has replaced the spawn point written by the server.
  await expect.poll(() => page.evaluate(() => (window.__zoneFrames?.frames ?? 0) > 2), { timeout: 30_000 }).toBe(true);
  await page.evaluate(() => {
    const element = document.querySelector(".zone-view[data-zone]")!;
    const trail: string[] = [element.getAttribute("data-camera")!];
    (window as unknown as { __cameraTrail: string[] }).__cameraTrail = trail;
    new MutationObserver(() => {
      const value = element.getAttribute("data-camera")!;
      if (value !== trail.at(-1)) trail.push(value);
    }).observe(element, { attributes: true, attributeFilter: ["data-camera"] });
  });
  return settled(page);
}

async function cameraOf(page: Page): Promise<Camera> {
  return parse((await view(page).getAttribute("data-camera"))!);
}

function parse(value: string): Camera {
  const [x, y, z] = value.split(",").map(Number);
  return [x!, y!, z!];
}

/** Every camera value since the recorder started (or since `from`). */
async function trail(page: Page, from = 0): Promise<Camera[]> {
  const values = await page.evaluate(() => (window as unknown as { __cameraTrail: string[] }).__cameraTrail);
  return values.slice(from).map(parse);
}

/** The camera once it has stopped moving: the same value in two reports in a row (a report is every 0.2 s). */
async function settled(page: Page): Promise<Camera> {
  let last = "";
  await expect
    .poll(
      async () => {
        const now = (await view(page).getAttribute("data-camera"))!;
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  return parse(last);
}

const ground = ([x, , z]: Camera, [x2, , z2]: Camera) => Math.hypot(x2 - x, z2 - z);

/** A finger on the view's centre, drawn `dy` px down the screen (negative: up) in a few moves, through Chromium's touch input. */
async function swipe(page: Page, dy: number) {
  const box = (await page.locator(".zone-view-stage").boundingBox())!;
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x, y: y + Math.round((dy * i) / 5) }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("a swipe of more than 50 px walks 5 units forward (up) or back (down); a shorter one does not move", async ({
  browser,
}) => {
  const { page, errors, close } = await signedIn(browser);
  const start = await enter(page, "desert");

  // A short swipe first, then a long one: had the short one stepped too, the camera would end 10 units away.
  await swipe(page, -40);
  await swipe(page, -120);
  const ahead = await settled(page);
  expect(ground(start, ahead)).toBeCloseTo(5, 1);
  // Forward is the way the camera faces: from the spawn, toward the dunes ahead (-z).
  expect(ahead[2]).toBeLessThan(start[2]);

  await swipe(page, 45);
  await swipe(page, 120);
  const back = await settled(page);
  expect(ground(start, back)).toBeCloseTo(0, 1);
  expect(errors).toEqual([]);
  await close();
});

test("the crocodile zone's Move Forward and Move Backward each move the camera 5 units", async ({ browser }) => {
  const { page, errors, close } = await signedIn(browser);
  const start = await enter(page, "crocodile");
  await expect(page.getByRole("button", { name: "Scroll up" })).toHaveCount(0);

  await page.getByRole("button", { name: "Move Forward" }).click();
  const ahead = await settled(page);
  expect(ground(start, ahead)).toBeCloseTo(5, 1);

  await page.getByRole("button", { name: "Move Forward" }).click();
  expect(ground(start, await settled(page))).toBeCloseTo(10, 1);

  await page.getByRole("button", { name: "Move Backward" }).click();
  await page.getByRole("button", { name: "Move Backward" }).click();
  expect(ground(start, await settled(page))).toBeCloseTo(0, 1);
  expect(errors).toEqual([]);
  await close();
});

for (const slug of ["desert", "supermart", "castle"]) {
  test(`${slug}: the up and down buttons, with gravity on (the default) and off`, async ({ browser }) => {
    const { page, errors, close } = await signedIn(browser);
    const start = await enter(page, slug);
    const gravity = page.getByRole("button", { name: /^Gravity: / });
    await expect(gravity).toHaveText("Gravity: On");
    await expect(gravity).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Move Forward" })).toHaveCount(0);

    // Gravity on: up is a jump that comes back down to the ground.
    const before = (await trail(page)).length;
    await page.getByRole("button", { name: "Scroll up" }).click();
    await expect
      .poll(async () => Math.max(...(await trail(page, before)).map(([, y]) => y)), { timeout: 20_000 })
      .toBeGreaterThan(start[1] + 2);
    expect((await settled(page))[1]).toBeCloseTo(start[1], 1);

    // Gravity off: up floats 5 units and stays there; down comes back; down again stops at the ground.
    await gravity.click();
    await expect(gravity).toHaveText("Gravity: Off");
    await expect(gravity).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Scroll up" }).click();
    const up = await settled(page);
    expect(up[1]).toBeCloseTo(start[1] + 5, 1);
    await page.getByRole("button", { name: "Scroll down" }).click();
    expect((await settled(page))[1]).toBeCloseTo(start[1], 1);
    await page.getByRole("button", { name: "Scroll down" }).click();
    expect((await settled(page))[1]).toBeCloseTo(start[1], 1);

    // Floating, then gravity back on: the camera falls to the ground.
    await page.getByRole("button", { name: "Scroll up" }).click();
    expect((await settled(page))[1]).toBeCloseTo(start[1] + 5, 1);
    await gravity.click();
    await expect(gravity).toHaveText("Gravity: On");
    expect((await settled(page))[1]).toBeCloseTo(start[1], 1);
    expect(ground(start, await cameraOf(page))).toBeCloseTo(0, 1);
    expect(errors).toEqual([]);
    await close();
  });
}

test("with reduced motion a step snaps the camera to its end; without, it eases there", async ({ browser }) => {
  for (const reducedMotion of ["reduce", "no-preference"] as const) {
    const { page, errors, close } = await signedIn(browser, { ...phone, reducedMotion });
    const start = await enter(page, "crocodile");
    const before = (await trail(page)).length;
    await page.getByRole("button", { name: "Move Forward" }).click();
    const end = await settled(page);
    expect(ground(start, end)).toBeCloseTo(5, 1);
    // Every value the camera reported on the way: only the end with reduced motion; points between without.
    const between = (await trail(page, before)).filter(
      (camera) => ground(start, camera) > 0.01 && ground(camera, end) > 0.01,
    );
    if (reducedMotion === "reduce") expect(between, reducedMotion).toEqual([]);
    else expect(between.length, reducedMotion).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  }
});
