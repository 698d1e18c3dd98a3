import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  alertWith,
  baseURL,
  codeIn,
  createAccount,
  hydrated,
  logIn,
  mainNav,
  newestMailTo,
  pngImage,
  type Account,
} from "./helpers.ts";

/**
 * What a new user met in Chromium at desktop and phone widths (issue 8, item 9), each point as they would
 * see it now.
 */
test.describe.configure({ mode: "serial" });

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 740 };
const wanda: Account = {
  name: "Wanda Walk",
  username: "wanda_walk",
  email: "wanda@walk.e2e.example",
  password: "lanterns along the pier",
};

test.beforeAll(async () => {
  await createAccount(wanda, { mayExist: true });
});

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

async function signedIn(browser: Browser, viewport = desktop) {
  const page = await pageAt(browser, viewport);
  await logIn(page, wanda);
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  return page;
}

for (const [width, viewport] of [
  ["desktop", desktop],
  ["phone", phone],
] as const) {
  test(`${width}: "Pitch with Us" opens the deck the product serves, and the landing promises only e-mail sign-up`, async ({
    browser,
  }) => {
    const page = await pageAt(browser, viewport);
    await page.goto("/");
    await hydrated(page);
    const [deck] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: /Pitch with Us/ }).click(),
    ]);
    await expect(deck).toHaveURL(`${baseURL}/pitch.html`);
    await expect(deck.getByRole("heading", { level: 1 })).toHaveText("Virtual Worlds, Real Connections");
    await expect(deck.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    // No GOOGLE_CLIENT_ID on this server: no Google anywhere on the landing.
    await expect(page.getByText("Join in a minute with an e-mail address.")).toBeVisible();
    await expect(page.getByText(/Google/)).toHaveCount(0);
    await page.context().close();
  });
}

test("phone: sign-up keeps its messages true — a mismatch goes once the passwords match, a refusal names no field", async ({
  browser,
}) => {
  const page = await pageAt(browser, phone);
  await page.goto("/signup");
  await hydrated(page);
  await page.getByLabel("Name").fill("Walter Walk");
  await page.getByLabel("Virtual Worlds ID").fill("walter_walk");
  await page.getByLabel("Email").fill("walter@walk.e2e.example");
  await page.getByLabel("Password", { exact: true }).fill("qwerty123");
  await page.getByLabel("Confirm password").fill("qwerty12");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toHaveCount(2); // beside the fields, and the toast

  await page.getByLabel("Confirm password").fill("qwerty123");
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toHaveCount(0);

  await page.getByRole("button", { name: "Sign Up" }).click();
  const refusal = "Registration failed: This password is too common. Please choose another one.";
  await expect(page.locator(".form-message-error")).toHaveText(refusal);
  await page.context().close();
});

test("desktop: after a wrong code then the right one, only the success is left on screen", async ({ browser }) => {
  const page = await pageAt(browser, desktop);
  const newcomer = {
    name: "Vera Walk",
    username: "vera_walk",
    email: "vera@walk.e2e.example",
    password: "kites over the dunes",
  };
  await page.goto("/signup");
  await hydrated(page);
  await page.getByLabel("Name").fill(newcomer.name);
  await page.getByLabel("Virtual Worlds ID").fill(newcomer.username);
  await page.getByLabel("Email").fill(newcomer.email);
  await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
  await page.getByLabel("Confirm password").fill(newcomer.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  const code = codeIn(await newestMailTo(newcomer.email));
  const wrong = code === "000000" ? "111111" : "000000";
  for (let i = 0; i < 2; i++) {
    await page.getByLabel("Verification code").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(alertWith(page, "OTP verification failed: ")).toBeVisible();
  }
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText("OTP Verified Successfully!").first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "OTP verification failed" })).toHaveCount(0);
  await page.context().close();
});

for (const [width, viewport] of [
  ["desktop", desktop],
  ["phone", phone],
] as const) {
  test(`${width}: the Create popup opened from "Share something with the world..." closes after posting`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, viewport);
    await page.getByRole("link", { name: "Share something with the world..." }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Content" });
    await expect(dialog).toBeVisible();
    const text = `Posted from the compose link on a ${width}`;
    await dialog.getByPlaceholder("Describe your content...").fill(text);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();
    await page.context().close();
  });
}

test("desktop: a star chosen and the emoji popup closed with Escape keeps the rating", async ({ browser }) => {
  const page = await signedIn(browser);
  const text = "A post to rate without an emoji";
  await mainNav(page).getByRole("link", { name: "Create" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Content" });
  await dialog.getByPlaceholder("Describe your content...").fill(text);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const post = page.getByRole("article").filter({ hasText: text });
  await post.getByRole("button", { name: "3 stars" }).click();
  await expect(page.getByRole("dialog", { name: "Choose an emoji for 3 stars" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(post.getByText("3.0 average · 1 rating")).toBeVisible();
  await page.reload();
  await expect(post.getByText("3.0 average · 1 rating")).toBeVisible();
  await expect(post.getByRole("button", { name: "3 stars" })).toHaveAttribute("aria-pressed", "true");
  await page.context().close();
});

for (const [width, viewport] of [
  ["desktop", desktop],
  ["phone", phone],
] as const) {
  test(`${width}: after a picture is uploaded the navigation shows it, not an initial`, async ({ browser }) => {
    const page = await signedIn(browser, viewport);
    await page.goto("/profile");
    await page
      .getByLabel("Change picture")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngImage(8, 8, [40, 160, 90]) });
    await expect(alertWith(page, "Your profile picture has been updated.")).toBeVisible();
    const menu = page.getByRole("button", { name: "Profile menu" });
    // On a phone the menu is in the home page's top bar: look there.
    if (viewport === phone) await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(menu.locator("img")).toHaveAttribute("src", /^\/media\/\d{4}\//);
    await page.reload();
    await expect(menu.locator("img")).toHaveAttribute("src", /^\/media\/\d{4}\//);
    await page.context().close();
  });
}
