import { expect, test, type Browser, type Page } from "@playwright/test";
import { baseURL, createAccount, errorsOf, hydrated, logIn, seriousAxeIssues, type Account } from "./helpers.ts";

/**
 * Games, videos and favourites in the browser: paging one at a time (buttons, wheel, keys, wrapping), playing
 * shipped games with the keyboard and seeing the score the bridge reports, the favourite toggle (rolled back
 * when the server refuses), /favorites and /play, the videos, a phone's list, and accessibility. Throughout,
 * no request leaves for another host and no page logs an error.
 */
const gina: Account = {
  name: "Gina Gamer",
  username: "gina_gamer",
  email: "gina@games.e2e.example",
  password: "a castle of ice tiles",
};

// The pc list in catalogue order (folders by name): 15 games, Haunted Factory being for phones only.
const FIRST_PC = "Coral Quest";
const SECOND_PC = "Crystal Caverns";
const LAST_PC = "Sky Harbor";

test.beforeAll(async () => {
  await createAccount(gina, { mayExist: true });
});

// Each test signs in and plays in a real frame: on a loaded machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

interface Watched {
  page: Page;
  errors: string[];
  foreign: string[];
}

/** A page of its own signed in as Gina, noting console errors and any request to another host. */
async function signedIn(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; reducedMotion?: "reduce"; as?: Account } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion,
  });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const foreign: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
  await logIn(page, options.as ?? gina);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  return { page, errors, foreign };
}

async function done({ page, errors, foreign }: Watched, allowedErrors: RegExp[] = []) {
  expect(foreign).toEqual([]);
  expect(errors.filter((e) => !allowedErrors.some((allowed) => allowed.test(e)))).toEqual([]);
  await page.context().close();
}

const title = (page: Page) => page.getByRole("heading", { level: 2 });
const position = (page: Page) => page.locator(".games-position, .videos-header p");
const frame = (page: Page) => page.frameLocator("iframe");
const score = (page: Page) => page.getByTestId("game-score");

async function openGames(page: Page) {
  await page.goto("/games");
  await hydrated(page);
  await expect(title(page)).toHaveText(FIRST_PC);
}

/** What a failed play is told with: where the keys went, the round's state and the score the frame shows itself. */
async function whereTheKeysWent(page: Page): Promise<string> {
  const focused = await page.evaluate(() => document.activeElement?.tagName ?? "none");
  const game = frame(page).locator("body");
  const overlay = await game.evaluate((body) => (body.querySelector(".overlay") as HTMLElement | null)?.hidden);
  const own = await game.evaluate((body) => body.querySelector("[data-score]")?.textContent);
  return `focus on ${focused}, the game's overlay ${overlay ? "hidden" : "shown"}, the game's own score ${own}`;
}

/** The score the page shows, as reported by the game's frame through the bridge. */
async function shownScore(page: Page): Promise<number> {
  return Number((await score(page).textContent())?.replace(/\D/g, "") || 0);
}

test("games page one at a time with the buttons, the wheel and PageUp/PageDown, wrapping at both ends", async ({
  browser,
}) => {
  const watched = await signedIn(browser);
  const { page } = watched;
  // The game's own page held back: until it arrives the frame says the games are loading, then it does not.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/games/coral-quest/", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/games", { waitUntil: "domcontentloaded" });
  await expect(page.getByText("Loading games...").first()).toBeVisible();
  release();
  await hydrated(page);
  await expect(page.getByText("Loading games...")).toHaveCount(0);
  await expect(title(page)).toHaveText(FIRST_PC);
  await expect(position(page)).toHaveText("1 / 15");
  await expect(page.locator("iframe")).toHaveAttribute("sandbox", "allow-scripts");
  await expect(page.locator("iframe")).toHaveAttribute("src", "/games/coral-quest/");

  await page.getByRole("button", { name: "Next game" }).click();
  await expect(title(page)).toHaveText(SECOND_PC);
  await page.getByRole("button", { name: "Previous game" }).click();
  await page.getByRole("button", { name: "Previous game" }).click();
  await expect(title(page)).toHaveText(LAST_PC);
  await expect(position(page)).toHaveText("15 / 15");

  // The wheel over the page (not over the game, which keeps its own input): down from the last is the first.
  await title(page).hover();
  await page.mouse.wheel(0, 240);
  await expect(title(page)).toHaveText(FIRST_PC);
  // One page per gesture: the wheel rests half a second after each turn.
  await page.waitForTimeout(700);
  await page.mouse.wheel(0, -240);
  await expect(title(page)).toHaveText(LAST_PC);

  await page.keyboard.press("PageDown");
  await expect(title(page)).toHaveText(FIRST_PC);
  await page.keyboard.press("PageUp");
  await expect(title(page)).toHaveText(LAST_PC);
  await done(watched);
});

test("Crystal Caverns plays on /games with Enter and Space, and the score the game reports is shown", async ({
  browser,
}) => {
  const watched = await signedIn(browser);
  const { page } = watched;
  await openGames(page);
  await page.getByRole("button", { name: "Next game" }).click();
  await expect(title(page)).toHaveText(SECOND_PC);
  await expect(score(page)).toHaveText("Score: 0");
  await frame(page).locator("h1").click();
  await page.keyboard.press("Enter");
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    expect(await shownScore(page)).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  // Keys typed into the game never page the list.
  await expect(title(page)).toHaveText(SECOND_PC);
  await done(watched);
});

test("Frost Peak on /play: played with Enter and the arrows, its best is kept and shown on the next visit", async ({
  browser,
}) => {
  // A player of its own, who has never played: the test can run again on the same server.
  const tag = Date.now().toString(36);
  const player: Account = {
    ...gina,
    name: "Frost Player",
    username: `frost_${tag}`,
    email: `frost.${tag}@games.e2e.example`,
  };
  await createAccount(player);
  const watched = await signedIn(browser, { as: player });
  const { page } = watched;
  await openGames(page);
  for (let i = 0; i < 15 && (await title(page).textContent()) !== "Frost Peak"; i++)
    await page.getByRole("button", { name: "Next game" }).click();
  await expect(title(page)).toHaveText("Frost Peak");
  await page.getByRole("link", { name: "Full page" }).click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  const playUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "Frost Peak" })).toBeVisible();
  await expect(page.getByText("Loading game...")).toBeHidden();
  // At its own 480 × 720, shrunk with its proportions kept to the height the window leaves, all of it in view.
  const box = (await page.locator("iframe").boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(480);
  expect(Math.abs(box.width / box.height - 480 / 720)).toBeLessThan(0.01);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  await expect(page.getByTestId("best-score")).toHaveText("Not played yet");

  await frame(page).locator("h1").click();
  await page.keyboard.press("Enter");
  const arrows = ["ArrowLeft", "ArrowDown", "ArrowRight", "ArrowDown"];
  let turn = 0;
  await expect(async () => {
    for (let i = 0; i < 4; i++) await page.keyboard.press(arrows[turn++ % arrows.length]!);
    expect(await shownScore(page), await whereTheKeysWent(page)).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  const reached = await shownScore(page);

  // Leaving mid-round counts the round: back to the games, then the page again shows that best.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(`${baseURL}/games`);
  await expect
    .poll(async () => {
      await page.goto(playUrl);
      return Number(await page.getByTestId("best-score").textContent());
    })
    .toBeGreaterThanOrEqual(reached);
  await done(watched);
});

test("the favourite flips at once, flips back when the server refuses, and the game is then on /favorites", async ({
  browser,
}) => {
  const watched = await signedIn(browser);
  const { page } = watched;
  await openGames(page);
  const toggle = page.getByRole("button", { name: /Favourite/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/fav/*", async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "Down", message: "Down", code: "down" }),
    });
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  release();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await page.unroute("**/api/fav/*");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveText(/Favourited/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: /Favourite/ })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(`${baseURL}/favorites`);
  await expect(page.getByRole("heading", { level: 1, name: gina.name })).toBeVisible();
  await expect(page.getByRole("main").getByText(`@${gina.username}`)).toBeVisible();
  await page.getByRole("link", { name: FIRST_PC }).click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: FIRST_PC })).toBeVisible();
  await done(watched, [/The favourite could not be changed/, /status of 500/]);
});

test("on /play a hidden page pauses the game, and Tab leads out of the frame to the page again", async ({
  browser,
}) => {
  const watched = await signedIn(browser);
  const { page } = watched;
  await page.goto("/play/2");
  await expect(page.getByText("Loading game...")).toBeHidden();
  const overlay = frame(page).locator(".overlay, [data-overlay]").first();
  const overlayTitle = overlay.locator("h1");
  await frame(page).locator("h1").click();
  await page.keyboard.press("Enter");
  await expect(overlay).toBeHidden();

  // The page is hidden (another tab, a locked phone): the game stops where it was.
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, "hidden", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await setHidden(true);
  await expect(overlayTitle).toHaveText("Paused");
  // Back in view it waits for the player, who resumes it.
  await setHidden(false);
  await expect(overlayTitle).toHaveText("Paused");
  await page.keyboard.press("Enter");
  await expect(overlay).toBeHidden();

  // Keyboard users are never stuck inside a game: Tab goes through its buttons and out to the page.
  let outside = false;
  for (let i = 0; i < 12 && !outside; i++) {
    await page.keyboard.press("Tab");
    outside = await page.evaluate(() => document.activeElement !== null && document.activeElement.tagName !== "IFRAME");
  }
  expect(outside).toBe(true);
  await done(watched);
});

test("a game that does not exist says so on /play, and a failing server says what failed", async ({ browser }) => {
  const watched = await signedIn(browser);
  const { page } = watched;
  await page.goto("/play/999999");
  await hydrated(page);
  await expect(page.getByText("No game found to display.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Reached in the browser with the server failing: the error, not "no game".
  await page.route("**/api/game/*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "The games are resting", message: "The games are resting", code: "internal" }),
    }),
  );
  await page.goto("/games");
  await hydrated(page);
  await page.evaluate(() => window.history.pushState({}, "", "/play/2"));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  await expect(page.getByRole("alert")).toHaveText("Error: The games are resting");
  await done(watched, [/status of 500/]);
});

test("videos one at a time: muted autoplay with a control for the sound, buttons and wheel wrap around", async ({
  browser,
}) => {
  const watched = await signedIn(browser);
  const { page } = watched;
  await page.goto("/videos");
  await hydrated(page);
  await expect(title(page)).toHaveText("Neon City Flythrough");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", "/videos/neon-city.webm");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused)).toBe(true);
  await page.getByRole("button", { name: "Unmute" }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect(page.getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Previous video" }).click();
  await expect(title(page)).toHaveText("Nebula Drift");
  await expect(position(page)).toHaveText("4 / 4");
  await title(page).hover();
  await page.mouse.wheel(0, 240);
  await expect(title(page)).toHaveText("Neon City Flythrough");
  await page.getByRole("button", { name: "Next video" }).click();
  await expect(title(page)).toHaveText("Coral Reef");
  await done(watched);
});

test("with reduced motion a video waits to be started", async ({ browser }) => {
  const watched = await signedIn(browser, { reducedMotion: "reduce" });
  const { page } = watched;
  await page.goto("/videos");
  await hydrated(page);
  const video = page.locator("video");
  // The page has read the preference: controls given and autoplay taken away. From then on only a person
  // starts the video (a browser autoplays only an element with the attribute), so paused now is paused for good.
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).not.toHaveAttribute("autoplay");
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await done(watched);
});

test("on a phone the list is the phone's games, each fitting the screen; crossing 768 px reloads it", async ({
  browser,
}) => {
  const watched = await signedIn(browser, { viewport: { width: 375, height: 740 } });
  const { page } = watched;
  await openGames(page);
  await expect(position(page)).toHaveText("1 / 14");
  const box = (await page.locator("iframe").boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Previous game" }).click();
  await expect(title(page)).toHaveText(LAST_PC);
  await expect(position(page)).toHaveText("14 / 14");

  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(position(page)).toHaveText("1 / 15");
  await done(watched);
});

for (const path of ["/games", "/play/1", "/videos", "/favorites"]) {
  test(`${path} has no serious accessibility problems`, async ({ browser }) => {
    const watched = await signedIn(browser);
    const { page } = watched;
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: path === "/games" || path === "/videos" ? 2 : 1 })).toBeVisible();
    // The game's frame is its own document (and axe's style sheet reads would break its CSP): the page only.
    expect(await seriousAxeIssues(page, (axe) => axe.options({ iframes: false, preload: false }))).toEqual([]);
    await done(watched);
  });
}
