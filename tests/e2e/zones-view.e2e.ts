import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { apiAs, createAccount, signedInPage, warningsOf, type Account } from "./helpers.ts";

/**
 * The 3D view fills the screen under the zone's header, on a desktop and on a phone, and follows the
 * window's size and the phone's rotation; the library's reader fits inside it as a panel one can close;
 * the zone logs no warning (three.js's deprecated Clock was one); /create-zones's choices line up; and the
 * owner's name reads as written.
 */
test.describe.configure({ timeout: 120_000 });

const vera: Account = {
  name: "Vera Viewer",
  username: "vera_zoneview",
  email: "vera@zones-view.e2e.example",
  password: "correct-horse-9",
};

test.beforeAll(async () => {
  await createAccount(vera, { mayExist: true });
});

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const phone: BrowserContextOptions = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Signed in, with every console warning of the page collected (errors too, by signedInPage). */
async function signedIn(browser: Browser, options: BrowserContextOptions) {
  const session = await signedInPage(browser, vera, options);
  return { ...session, warnings: warningsOf(session.page) };
}

async function enter(page: Page, slug: string) {
  await page.goto(`/zones/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-server-version", /.+/, { timeout: 45_000 });
  await expect(page.locator(`.zone-view[data-zone="${slug}"] canvas`)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => (window.__zoneFrames?.frames ?? 0) > 2), { timeout: 30_000 }).toBe(true);
}

interface Fit {
  canvas: { top: number; bottom: number; left: number; right: number };
  space: { top: number; bottom: number; left: number; right: number };
  scrolls: boolean;
}

/**
 * The canvas's box, and the space it should fill: below the zone's header, above the phone's bottom bar
 * (or the window's bottom), beside the desktop's side bar (or from the window's left), to the right edge.
 */
function fitOf(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const canvas = box(".zone-view canvas")!;
    const header = box(".zone-page-header")!;
    const bottomBar = box(".bottom-bar");
    const sideBar = box(".side-bar");
    return {
      canvas: { top: canvas.top, bottom: canvas.bottom, left: canvas.left, right: canvas.right },
      space: {
        top: header.bottom,
        bottom: bottomBar && bottomBar.height > 0 ? bottomBar.top : window.innerHeight,
        left: sideBar && sideBar.width > 0 ? sideBar.right : 0,
        right: document.documentElement.clientWidth,
      },
      scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
    };
  });
}

/** Waits until the canvas fills its space within 2 px on every side (the view resizes a frame after the window). */
async function expectFills(page: Page, label: string) {
  await expect
    .poll(
      async () => {
        const { canvas, space, scrolls } = await fitOf(page);
        const off = Math.max(
          Math.abs(canvas.top - space.top),
          Math.abs(canvas.bottom - space.bottom),
          Math.abs(canvas.left - space.left),
          Math.abs(canvas.right - space.right),
        );
        return { off: off <= 2 ? "within 2 px" : JSON.stringify({ canvas, space }), scrolls };
      },
      { message: label, timeout: 15_000 },
    )
    .toEqual({ off: "within 2 px", scrolls: false });
}

test("on a 1280×800 desktop the view fills the screen under the header, and follows the window", async ({
  browser,
}) => {
  const { page, errors, warnings, close } = await signedIn(browser, desktop);
  await enter(page, "desert");
  await expectFills(page, "1280×800");
  expect((await fitOf(page)).canvas.bottom - (await fitOf(page)).canvas.top).toBeGreaterThan(600);
  await page.setViewportSize({ width: 1000, height: 640 });
  await expectFills(page, "1000×640");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectFills(page, "1440×900");
  // Drawn in software (SwiftShader, as on this machine), the view chose the phone's quality level at once.
  const software = await page.evaluate(() => {
    const gl = document.createElement("canvas").getContext("webgl2");
    const info = gl?.getExtension("WEBGL_debug_renderer_info");
    const renderer = info ? String(gl!.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
    return /SwiftShader|llvmpipe|softpipe|Software/i.test(renderer);
  });
  if (software) await expect(page.locator(".zone-view[data-zone]")).toHaveAttribute("data-quality", "phone");
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  await close();
});

test("on a 390×844 phone the view fills the screen above the bottom bar, upright and turned", async ({ browser }) => {
  const { page, errors, warnings, close } = await signedIn(browser, phone);
  await enter(page, "crocodile");
  await expectFills(page, "390×844");
  expect((await fitOf(page)).canvas.bottom - (await fitOf(page)).canvas.top).toBeGreaterThan(600);
  await expect(page.getByRole("button", { name: "Move Forward" })).toBeInViewport();
  // Turned on its side.
  await page.setViewportSize({ width: 844, height: 390 });
  await expectFills(page, "844×390");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFills(page, "390×844 again");
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  await close();
});

test("the library's reader is a panel over the view that fits the screen, reached and closed by keyboard", async ({
  browser,
}) => {
  for (const options of [desktop, phone]) {
    const { page, errors, warnings, close } = await signedIn(browser, options);
    const width = options.viewport!.width;
    await enter(page, "library");
    await expectFills(page, `library at ${width} px`);
    await page.getByRole("button", { name: "Pride & Prejudice" }).focus();
    await page.keyboard.press("Enter");
    const reader = page.getByRole("dialog", { name: "Pride & Prejudice" });
    await expect(reader).toBeVisible();
    // Inside the view, and no scrollbar of its own: everything in it shows, the notes box too.
    const [panel, view] = await Promise.all([
      reader.boundingBox(),
      page.locator(".zone-view[data-zone]").boundingBox(),
    ]);
    expect(panel!.y, `reader inside the view at ${width} px`).toBeGreaterThanOrEqual(view!.y - 1);
    expect(panel!.y + panel!.height).toBeLessThanOrEqual(view!.y + view!.height + 1);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(view!.x + view!.width + 1);
    expect(await reader.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await expect(page.getByLabel("Your notes")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Turn Page" })).toBeInViewport();
    // Escape closes it, and the focus is back on the book's button.
    await page.keyboard.press("Escape");
    await expect(reader).toBeHidden();
    await expect(page.getByRole("button", { name: "Pride & Prejudice" })).toBeFocused();
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    await close();
  }
});

test("a zone's header names its owner as they wrote their username", async ({ browser }) => {
  const api = await apiAs(vera);
  const made = await api.post("/api/zones", {
    data: {
      name: "Vera's Desert",
      zone: "desert",
      mode: "public",
      autoAccess: false,
      avatar: 1,
      broadcastNotify: false,
    },
  });
  expect(made.status()).toBe(200);
  const { path } = (await made.json()) as { path: string };
  await api.dispose();
  const { page, close } = await signedIn(browser, desktop);
  await page.goto(path);
  // innerText is the text as shown, after CSS (text-transform once made it "Public Zone By Vera_viewer").
  await expect.poll(() => page.locator(".zone-page-about").innerText()).toBe("Public zone by vera_zoneview");
  await close();
});

/** How many lines an inline element's text takes (one box per text piece and line: count the lines' tops). */
const linesOf = (element: Element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size;

test("/create-zones: the Mode choices line up, and each one's words stay whole, at every width", async ({
  browser,
}) => {
  const { page, close } = await signedIn(browser, desktop);
  await page.goto("/create-zones");
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const radios = ["Public", "Private", "Protected"].map((mode) => page.getByRole("radio", { name: mode }));
    const boxes = await Promise.all(radios.map((radio) => radio.boundingBox()));
    const lefts = boxes.map((box) => Math.round(box!.x));
    expect(new Set(lefts).size, `radios' left edges at ${width} px: ${lefts}`).toBe(1);
    // A radio is a small box, not stretched across the form as the form's text fields are.
    for (const box of boxes) expect(box!.width).toBeLessThan(32);
    // "(open to everyone)" is on one line, beside or under its mode, never broken inside.
    const abouts = page.locator(".create-zone-modes .muted");
    for (const about of await abouts.all())
      expect(await about.evaluate(linesOf), `${await about.innerText()} at ${width} px`).toBe(1);
  }
  await close();
});
