import { expect, test, type Browser, type Page } from "@playwright/test";
import { errorsOf, logIn } from "./helpers.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

/**
 * The server renders pages with the project's router (web/router/server.ts), and the browser hydrates them
 * with the same router, from the data the server sent. Any difference between the two renders (data,
 * matches, errors, the time, the browser's own state) shows as a hydration error, and React's
 * development build names every one, attributes included (the production build skips those): so this
 * file starts a server in development, whose browser bundle is React's development build, and opens one
 * page of each kind on it, in Chromium, with nothing in the console.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

const admin = { email: "admin@hydration.example", password: "hydration admin password", username: "hydra" };
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("hydration", {
    NODE_ENV: "development",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_USERNAME: admin.username,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** `refused`: the page itself answers 403 or 404, which the browser reports as a failed load. */
async function visitor(browser: Browser, refused = false) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page, errors: errorsOf(page, { ignoreRefusedLoads: refused }) };
}

async function signedIn(browser: Browser, refused = false) {
  const session = await visitor(browser, refused);
  await logIn(session.page, admin);
  await expect(session.page).toHaveURL(`${server.baseURL}/`);
  return session;
}

/**
 * `path` opened afresh and hydrated: React has taken over the page's markup (its nodes carry React's
 * fibers) and every chunk the page wanted has arrived, so a late part (a lazy screen) has hydrated too.
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  // React reports what did not match once it commits the hydrated tree.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
}

const visitorPages = [
  { kind: "the landing (public)", path: "/", heading: "Virtual Worlds, Real Connections" },
  { kind: "a public page", path: "/about", heading: "About" },
  {
    kind: "a guarded page, redirected to log in",
    path: "/settings",
    heading: "Welcome back",
    url: "/login?next=%2Fsettings",
  },
  { kind: "a page that does not exist (404)", path: "/no-such-page", heading: "Page not found", refused: true },
  { kind: "an admin page (403)", path: "/admin", heading: "Not allowed", refused: true },
];

for (const { kind, path, heading, url, refused } of visitorPages) {
  test(`a visitor's ${kind} hydrates without a console error`, async ({ browser }) => {
    const { context, page, errors } = await visitor(browser, refused);
    await openHydrated(page, path);
    await expect(page).toHaveURL(`${server.baseURL}${url ?? path}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    expect(errors).toEqual([]);
    await context.close();
  });
}

const memberPages = [
  { kind: "home, the feed", path: "/", heading: "Home" },
  { kind: "settings", path: "/settings", heading: "Settings" },
  { kind: "games, drawn with the first game", path: "/games", heading: "Games" },
  { kind: "videos, drawn with the first video", path: "/videos", heading: "Videos" },
  { kind: "chat, drawn with its key's screen", path: "/chat", heading: "Chat" },
  { kind: "zone route, its scene's own chunk (lazy)", path: "/zones/desert", heading: "Desert" },
  { kind: "page that does not exist (404)", path: "/nowhere/at/all", heading: "Page not found", refused: true },
];

for (const { kind, path, heading, refused } of memberPages) {
  test(`a signed-in ${kind} hydrates without a console error`, async ({ browser }) => {
    const { context, page, errors } = await signedIn(browser, refused);
    await openHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("after hydrating, links move between pages without a reload, and back returns", async ({ browser }) => {
  const { context, page, errors } = await signedIn(browser);
  await openHydrated(page, "/settings");
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(`${server.baseURL}/search`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
