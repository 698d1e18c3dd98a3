import { expect, test, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { e2eAdmin, e2eOutbox } from "./env.ts";
import { errorsOf, seriousAxeIssues } from "./helpers.ts";

/** Every page of the public site built so far. */
const publicPages = ["/", "/about", "/features", "/contact", "/privacy", "/terms", "/version"];
const packageVersion: string = JSON.parse(readFileSync("package.json", "utf8")).version;

/** The shell's version element writes the server's answer once the page has hydrated and run its effects. */
async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-server-version", packageVersion);
}

async function openLanding(page: Page) {
  await page.goto("/");
  await hydrated(page);
  await expect(gameCards(page)).toHaveCount(16);
}

/** Mails the server has written to its outbox so far, as raw text. */
function outbox(): string[] {
  if (!existsSync(e2eOutbox)) return [];
  return readdirSync(e2eOutbox)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(join(e2eOutbox, name), "utf8"));
}

const gameCards = (page: Page) => page.getByRole("region", { name: "Discover New Worlds" }).getByRole("link");
const faqButtons = (page: Page) => page.getByRole("region", { name: "Frequently Asked Questions" }).getByRole("button");
const heroBackground = (page: Page) => page.locator(".hero-background");

test("the landing page shows the tagline, 16 game cards, 6 reasons and 8 questions", async ({ page }) => {
  await openLanding(page);
  await expect(page).toHaveTitle("Virtual Worlds, Real Connections");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Virtual Worlds, Real Connections");
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
  const pitch = page.getByRole("link", { name: /Pitch with Us/ });
  await expect(pitch).toHaveAttribute("target", "_blank");
  await expect(pitch).toHaveAttribute("rel", /noopener/);
  await expect(pitch).toHaveAttribute("href", "/pitch.html"); // the deck the product serves (PITCH_DECK_URL unset)
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");

  await expect(page.getByRole("region", { name: "Why Virtual Worlds?" }).getByRole("listitem")).toHaveCount(6);
  await expect(faqButtons(page)).toHaveCount(8);

  const footer = page.getByRole("contentinfo");
  const footerLinks: [string, string][] = [
    ["About", "/about"],
    ["Features", "/features"],
    ["Contact", "/contact"],
    ["Privacy", "/privacy"],
    ["Terms", "/terms"],
  ];
  for (const [name, href] of footerLinks) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "support@virtualworlds.example" })).toHaveAttribute(
    "href",
    "mailto:support@virtualworlds.example",
  );
  await expect(footer).toContainText(/© \d{4} Virtual Worlds\. All rights reserved\./);
});

test("opening a question closes the one that was open, by mouse and by keyboard", async ({ page }) => {
  await openLanding(page);
  const [first, second, third] = [faqButtons(page).nth(0), faqButtons(page).nth(1), faqButtons(page).nth(2)];
  for (const button of [first, second, third]) await expect(button).toHaveAttribute("aria-expanded", "false");

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/A social platform with a virtual-reality flavour/)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(/A social platform with a virtual-reality flavour/)).toBeHidden();

  await third.focus();
  await page.keyboard.press("Enter");
  await expect(third).toHaveAttribute("aria-expanded", "true");
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

  await page.keyboard.press("Space");
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test("pointing at a game card, or tabbing to one, swaps the hero background to that world", async ({ page }) => {
  await openLanding(page);
  await expect(heroBackground(page)).toHaveCSS("background-image", /\/hero\.svg/);

  await gameCards(page).filter({ hasText: "Neon Drift" }).hover();
  await expect(heroBackground(page)).toHaveCSS("background-image", /\/games\/neon-drift\.svg/);
  await expect(page.getByText("Now previewing: Neon Drift")).toBeVisible();

  await gameCards(page).filter({ hasText: "Coral Quest" }).focus();
  await expect(heroBackground(page)).toHaveCSS("background-image", /\/games\/coral-quest\.svg/);
});

test("the chosen theme is kept across a reload and is on the page before its first paint", async ({ page }) => {
  // The system prefers light, so only the stored choice can make the page dark.
  await page.emulateMedia({ colorScheme: "light" });
  // Records the theme at the moment <body> first appears, before any content can be painted.
  await page.addInitScript(() => {
    const w = window as unknown as { themeAtBody?: string };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w.themeAtBody = document.documentElement.dataset.theme ?? "none";
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openLanding(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody)).toBe("dark");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

/** A shipped picture's address: its content's hash, then its path under public/ (cached for a year). */
const shipped = (path: string) => new RegExp(`^/static/[0-9a-f]{12}${path.replace(".", "\\.")}$`);

test("the landing's pictures are fetched by hashed address and may be kept a year", async ({ page }) => {
  const pictures = new Map<string, string | undefined>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "image")
      pictures.set(new URL(response.url()).pathname, response.headers()["cache-control"]);
  });
  await openLanding(page);
  await gameCards(page).last().scrollIntoViewIfNeeded();
  await expect.poll(() => [...pictures.keys()].filter((path) => path.startsWith("/games/")).length).toBe(0);
  await expect.poll(() => pictures.size).toBeGreaterThan(16);
  for (const [path, caching] of pictures) {
    expect(path).toMatch(/^\/static\/[0-9a-f]{12}\//);
    expect(caching, path).toBe("public, max-age=31536000, immutable");
  }
});

test("the logos and the favicon alternate every 3 seconds", async ({ page }) => {
  await page.clock.install();
  await openLanding(page);
  const navLogo = page.getByRole("banner").locator("img");
  const footerLogo = page.getByRole("contentinfo").locator("img");
  const favicon = page.locator("link#favicon");
  await expect(navLogo).toHaveAttribute("src", shipped("/logo-a.svg"));
  await expect(footerLogo).toHaveAttribute("src", shipped("/logo-footer-a.svg"));
  await expect(favicon).toHaveAttribute("href", shipped("/favicon-a.svg"));

  await page.clock.runFor(3000);
  await expect(navLogo).toHaveAttribute("src", shipped("/logo-b.svg"));
  await expect(footerLogo).toHaveAttribute("src", shipped("/logo-footer-b.svg"));
  await expect(favicon).toHaveAttribute("href", shipped("/favicon-b.svg"));

  await page.clock.runFor(3000);
  await expect(navLogo).toHaveAttribute("src", shipped("/logo-a.svg"));
  await expect(favicon).toHaveAttribute("href", shipped("/favicon-a.svg"));
});

test("the contact form mails the message, says so, and clears itself; Alt+T reaches the notification", async ({
  page,
}) => {
  await page.goto("/contact");
  await hydrated(page);
  await expect(page).toHaveTitle("Contact · Virtual Worlds");
  const message = `Hello from the browser test ${Date.now()}`;
  await page.getByLabel("Name").fill("Grace Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByRole("alert").filter({ hasText: "Your message has been sent!" });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.width).toBeCloseTo(320, 0);
  expect(box.x + box.width).toBeGreaterThan(page.viewportSize()!.width - 40);
  expect(box.y).toBeLessThan(60);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
  // "Sent" means recorded: the contact reactor mails it a moment later.
  let mail: string | undefined;
  await expect.poll(() => (mail = outbox().find((m) => m.includes(message)))).toBeTruthy();
  expect(mail).toContain("Reply-To: grace@example.com");

  await page.keyboard.press("Alt+KeyT");
  await expect(page.getByRole("region", { name: "Notifications Alt+T" }).locator(":focus")).toHaveCount(1);
});

test("the contact form keeps the text and says so when the server refuses the message", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const before = outbox().length;
  // The browser accepts "ada@localhost" as an e-mail address; the server wants a full domain.
  await page.getByLabel("Name").fill("Ada");
  await page.getByLabel("Email").fill("ada@localhost");
  await page.getByLabel("Message").fill("Please keep this text");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to send your message. Please try again later." }),
  ).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("Please keep this text");
  expect(outbox()).toHaveLength(before);
});

test("the contact fields are required and the e-mail must look like one", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  for (const label of ["Name", "Email", "Message"])
    await expect(page.getByLabel(label)).toHaveAttribute("required", "");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
});

test("the version page shows the server version and the client build", async ({ page }) => {
  await page.goto("/version");
  await hydrated(page);
  await expect(page.getByTestId("server-version")).toHaveText(packageVersion);
  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>("script[type=module][src]")?.src ?? "",
  );
  await expect(page.getByTestId("client-build")).toHaveText(entry.match(/-([a-z0-9]+)\.js$/)![1]!);
});

test("signed in, a public page keeps its content and footer but leaves navigation to the app's own bar", async ({
  page,
}) => {
  const login = await page.request.post("/api/auth/login", {
    data: { emailOrUsername: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(login.status()).toBe(200);
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toBeVisible();
});

test.describe("on a 375 px wide phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of publicPages) {
    test(`${path} fits the screen without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test("the top bar's links are on screen and lead on", async ({ page }) => {
    await openLanding(page);
    for (const name of ["Login", "Sign Up", "Dark theme"]) {
      const box = await page
        .getByRole("banner")
        .getByRole(name === "Dark theme" ? "button" : "link", { name })
        .boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(box!.height).toBeGreaterThanOrEqual(40);
    }
    await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).tap();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  });
});

for (const path of publicPages) {
  test(`${path} loads, hydrates and navigates without console errors`, async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page).toHaveTitle(/Virtual Worlds/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Features" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Features");
    expect(errors).toEqual([]);
  });

  for (const theme of ["light", "dark"]) {
    test(`${path} has no serious accessibility problems in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(path);
      await hydrated(page);
      if (path === "/") await faqButtons(page).first().click();
      expect(await seriousAxeIssues(page)).toEqual([]);
    });
  }
}

test("the landing's scripts wait for its first screen: none is asked for before the hero picture has arrived, and they come in one wave", async ({
  page,
}) => {
  const scripts: { url: string; at: number }[] = [];
  let heroArrived = Number.POSITIVE_INFINITY;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) scripts.push({ url: request.url(), at: Date.now() });
  });
  page.on("requestfinished", (request) => {
    if (/\/hero\.svg$/.test(request.url())) heroArrived = Math.min(heroArrived, Date.now());
  });
  await openLanding(page);
  expect(scripts.length).toBeGreaterThan(5);
  expect(Math.min(...scripts.map((s) => s.at))).toBeGreaterThanOrEqual(heroArrived);
  // Everything the first screen runs was named by the page and asked for together, not found import by import.
  const named: string[] = await page.evaluate(() => JSON.parse(document.getElementById("__app")!.textContent!).preload);
  const firstWave = scripts.slice(0, named.length).map((s) => new URL(s.url).pathname);
  expect(firstWave.toSorted()).toEqual(named.toSorted());
});

test("a picture that never arrives does not keep the landing from working: a button pressed starts it and does what it says", async ({
  page,
}) => {
  // The hero picture hangs, so the window's load never comes and the page waits for the person.
  await page.route("**/hero.svg", () => new Promise(() => {}));
  const scriptsAskedAt: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) scriptsAskedAt.push(Date.now());
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Virtual Worlds, Real Connections");
  await expect(page.locator("html")).not.toHaveAttribute("data-server-version", /.+/);
  const pressedAt = Date.now();
  // Pressed while the page has no code yet: held, then pressed again once it has.
  await faqButtons(page).first().click();
  await expect(faqButtons(page).first()).toHaveAttribute("aria-expanded", "true");
  await hydrated(page);
  expect(Math.min(...scriptsAskedAt)).toBeGreaterThanOrEqual(pressedAt);
});
