import { expect, test, type Locator, type Page } from "@playwright/test";
import { saveRecoveryKey } from "./chatting.ts";
import { alertWith, baseURL, createAccount, hydrated, logIn, mainNav, signedInPage, type Account } from "./helpers.ts";

/**
 * What a person typed survives a network that is down: the text stays in its box, the form says what
 * happened in the specification's words, and the same text goes once the network is back. Then, on a
 * 375 px phone and a 600 px tablet, the toast a refused sign-up or login shows does not cover the page's title.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

const stamp = Date.now().toString(36).slice(-5);
const olive: Account = {
  name: "Olive Offline",
  username: `olive_${stamp}`,
  email: `olive_${stamp}@offline.e2e.example`,
  password: "trains under the mountain",
};
const otto: Account = {
  name: "Otto Offline",
  username: `otto_${stamp}`,
  email: `otto_${stamp}@offline.e2e.example`,
  password: "ferries across the sound",
};

test.beforeAll(async () => {
  await createAccount(olive, { mayExist: true });
  await createAccount(otto, { mayExist: true });
});

/** The request to `path` failing on the way out, as it does with the network down. */
const failedRequestTo = (page: Page, path: string) =>
  page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === path);

test.describe("with the network down", () => {
  test("the Create New Content popup keeps the text and says so, also when the access token must be renewed first; back online it goes", async ({
    browser,
  }) => {
    const { context, page, errors } = await signedInPage(browser, olive, { ignoreRefusedLoads: true });
    await hydrated(page);
    await mainNav(page).getByRole("link", { name: "Create" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Content" });
    const box = dialog.getByPlaceholder("Describe your content...");
    const text = `Written in a tunnel, ${stamp}`;
    await box.fill(text);

    await context.setOffline(true);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to create content. Please try again.");
    await expect(alertWith(page, "Failed to create content. Please try again.")).toBeVisible();
    await expect(box).toHaveValue(text);

    // The access token has run out meanwhile: its renewal fails on the network too. That is no refusal:
    // the session stays and so does the popup, where before the page left for /login and the text was lost.
    await page.evaluate(() => localStorage.setItem("authToken", "garbled.token.value"));
    const refreshFailed = failedRequestTo(page, "/api/auth/refresh");
    await dialog.getByRole("button", { name: "Create" }).click();
    await refreshFailed;
    await expect(dialog.getByRole("alert")).toHaveText("Failed to create content. Please try again.");
    await expect(box).toHaveValue(text);
    expect(await page.evaluate(() => localStorage.getItem("isLoggedIn"))).toBe("true");
    expect(new URL(page.url()).pathname).not.toBe("/login");

    await context.setOffline(false);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
    await expect(alertWith(page, "Your content is live.")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a chat message that could not be sent comes back into the box, with the specification's error", async ({
    browser,
  }) => {
    // Otto opens his chats once, so his chat keys are made and a chat with him can be written in.
    const ottos = await signedInPage(browser, otto);
    await ottos.page.goto("/chat");
    await hydrated(ottos.page);
    await saveRecoveryKey(ottos.page);
    await ottos.context.close();

    const { context, page, errors } = await signedInPage(browser, olive, { ignoreRefusedLoads: true });
    await page.goto("/chat");
    await hydrated(page);
    await saveRecoveryKey(page);
    await page.getByPlaceholder("Search for a user").fill(otto.username);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Start Chat" }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const box = page.getByLabel("Message", { exact: true });
    const history = page.getByRole("list", { name: "Messages" });
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled(); // the conversation's key is ready

    await context.setOffline(true);
    await box.fill("Are you on the ferry yet?");
    await box.press("Enter");
    await expect(page.getByText("Could not send message")).toBeVisible();
    await expect(box).toHaveValue("Are you on the ferry yet?");
    await expect(history.getByRole("listitem")).toHaveCount(0);

    await context.setOffline(false);
    await box.press("Enter");
    await expect(box).toHaveValue("");
    await expect(history.getByText("Are you on the ferry yet?")).toBeVisible();
    await expect(page.getByText("Could not send message")).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the contact form keeps every field and says so; back online it goes and clears", async ({ page, context }) => {
    await page.goto("/contact");
    await hydrated(page);
    const fields = {
      Name: "Olive Offline",
      Email: olive.email,
      Message: `The map page is blank on my phone (${stamp}).`,
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(alertWith(page, "Failed to send your message. Please try again later.")).toBeVisible();
    for (const [label, value] of Object.entries(fields))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

    await context.setOffline(false);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(alertWith(page, "Your message has been sent!")).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  });
});

// A 375 px phone, 812 px tall (an iPhone X-sized screen): after a refused sign-up the page stays scrolled
// to its button, with the title at the very top of the screen, where a toast used to sit over it. And a
// 600 px small tablet, where the 320 px toast at the top right reached over the centred form's title.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 600, height: 900 },
])
  test.describe(`on a ${viewport.width} px screen`, () => {
    test.use({ viewport });

    function overlap(a: Box, b: Box): boolean {
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    /** The toast and the h1 do not overlap on screen: where the page is left, and with the title scrolled to the top. */
    async function expectApart(page: Page, toast: Locator) {
      const title = page.getByRole("heading", { level: 1 });
      await expect(toast).toBeInViewport();
      for (const where of ["as left", "title at the top"]) {
        if (where === "title at the top") await title.evaluate((h1) => h1.scrollIntoView({ block: "start" }));
        const [toastBox, titleBox] = [await toast.boundingBox(), await title.boundingBox()];
        expect(toastBox && titleBox, where).toBeTruthy();
        expect(
          overlap(toastBox!, titleBox!),
          `${where}: toast ${JSON.stringify(toastBox)} over the title ${JSON.stringify(titleBox)}`,
        ).toBe(false);
      }
    }

    test("a refused sign-up's toast does not cover the sign-up page's title", async ({ page }) => {
      await page.goto("/signup");
      await hydrated(page);
      await page.getByLabel("Name").fill("Someone Else");
      await page.getByLabel("Virtual Worlds ID").fill(olive.username); // taken
      await page.getByLabel("Email").fill(`someone_${stamp}@offline.e2e.example`);
      await page.getByLabel("Password", { exact: true }).fill("green fields of home");
      await page.getByLabel("Confirm password").fill("green fields of home");
      await page.getByRole("button", { name: "Sign Up" }).click();
      const toast = page.locator(".Toastify__toast").filter({ hasText: "Registration failed: " });
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      await expectApart(page, toast);
    });

    test("a refused login's toast does not cover the login page's title", async ({ page }) => {
      await logIn(page, { username: olive.username, password: "not the password" });
      const toast = page.locator(".Toastify__toast").filter({ hasText: "Login failed: Invalid credentials" });
      await expect(page).toHaveURL(`${baseURL}/login`);
      await expectApart(page, toast);
    });
  });

type Box = { x: number; y: number; width: number; height: number };
