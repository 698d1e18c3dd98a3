import { expect, test } from "@playwright/test";
import {
  alertWith,
  apiAs,
  baseURL,
  createAccount,
  hydrated,
  logIn,
  pngImage,
  seriousAxeIssues,
  signedInPage,
  type Account,
} from "./helpers.ts";
import { e2eAdmin } from "./env.ts";

/**
 * The small things a new user met (#26 item 7): landmarks and headings a screen reader can use, the admin's
 * scrolling table reachable by keyboard on a phone, e-mails never broken mid-word, and the profile picture's
 * error in the specification's words with its reason beside it.
 */
const pia: Account = {
  name: "Pia Polish",
  username: "pia_polish",
  email: "pia@polish.e2e.example",
  password: "a lantern in the hall",
};
const admin = { username: e2eAdmin.username, password: e2eAdmin.password };

test.beforeAll(async () => {
  await createAccount(pia, { mayExist: true });
});

test.describe.configure({ timeout: 90_000 });

test("the landing's answers are sections, not role=region divs, and the sign-in field is a typed username field", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  expect(await page.locator('[role="region"]').count()).toBe(0);
  expect(await page.locator("section.faq-answer").count()).toBeGreaterThan(0);
  await page.goto("/login");
  const field = page.getByLabel("Email or username");
  await expect(field).toHaveAttribute("type", "text");
  await expect(field).toHaveAttribute("autocomplete", "username");
});

test("every nav of a signed-in page has a name of its own, and each post in the feed has a heading", async ({
  browser,
}) => {
  const api = await apiAs(pia);
  expect(
    (await api.post("/api/content", { multipart: { context: "Pia's headed post.", sharing: "1" } })).status(),
  ).toBe(200);
  await api.dispose();
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 740 },
  ]) {
    const { page, errors, close } = await signedInPage(browser, pia, { viewport });
    await hydrated(page);
    await expect(page.locator("nav.side-bar, nav.bottom-bar")).toHaveCount(2);
    const names = await page.locator("nav").evaluateAll((navs) => navs.map((n) => n.getAttribute("aria-label") ?? ""));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.every((n) => n !== "")).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    const post = page.locator("article.feed-item").filter({ hasText: "Pia's headed post." });
    await expect(post.getByRole("heading", { level: 2, name: pia.name })).toBeVisible();
    expect(errors).toEqual([]);
    await close();
  }
});

test("on a phone /user-activity has no serious accessibility problem: its scrolling table is a named region in the tab order", async ({
  browser,
}) => {
  const { page, errors, close } = await signedInPage(browser, admin, { viewport: { width: 375, height: 740 } });
  await page.goto("/user-activity/1");
  await hydrated(page);
  const region = page.getByRole("region", { name: "Activity of user 1" });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute("tabindex", "0");
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test("the admin table shows an e-mail on one line, cut with an ellipsis and whole in its title", async ({
  browser,
}) => {
  const { page, close } = await signedInPage(browser, admin, { viewport: { width: 375, height: 740 } });
  await page.goto("/admin");
  await hydrated(page);
  const email = page.locator(".data-table .email-text").filter({ hasText: pia.email });
  await expect(email).toHaveAttribute("title", pia.email);
  const { lines, cut } = await email.evaluate((el) => ({
    lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight || "20")),
    cut: getComputedStyle(el).textOverflow,
  }));
  expect(lines).toBeLessThanOrEqual(1);
  expect(cut).toBe("ellipsis");
  await close();
});

test("a refused profile picture: the toast reads exactly the specification's text, and the reason stands beside it", async ({
  browser,
}) => {
  const { page, close } = await signedInPage(browser, pia, { ignoreRefusedLoads: true });
  await page.goto("/profile");
  await hydrated(page);
  // Bytes that are no image under an image's name: the server's sniffing refuses them.
  await page
    .getByLabel("Change picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(alertWith(page, "Failed to update profile picture.")).toHaveText("Failed to update profile picture.");
  await expect(page.locator(".profile-picture-reason")).not.toBeEmpty();
  // And a good one still goes through.
  await page
    .getByLabel("Change picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngImage(40, 40, [20, 120, 200]) });
  await expect(alertWith(page, "Your profile picture has been updated.")).toBeVisible();
  await expect(page.locator(".profile-picture-reason")).toBeEmpty();
  await close();
});

test("after login the side bar is never an empty placeholder, even when the navigation's code is slow to come", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Every moment the page holds a side bar with nothing in it is noted.
  await page.addInitScript(() => {
    const seen = () => {
      for (const bar of document.querySelectorAll(".side-bar"))
        if (bar.childElementCount === 0) (window as { emptySideBar?: boolean }).emptySideBar = true;
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.route(/\/Navigation-[^/]+\.(js|css)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto("/login");
  await hydrated(page);
  await logIn(page, pia);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(
    page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Games" }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { emptySideBar?: boolean }).emptySideBar ?? false)).toBe(false);
  await context.close();
});

test("the Investor Panel's Add Investor and Bulk Email buttons are not under the toasts", async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 900, height: 800 },
  ]) {
    const { page, close } = await signedInPage(browser, admin, { viewport });
    await page.goto("/invest");
    await hydrated(page);
    await page.getByRole("button", { name: "Add Investor" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Investor" });
    await dialog.getByLabel("Name").fill("No Mail");
    // Two toasts at once, stacked as they come.
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter name and email" })).toHaveCount(2);
    await dialog.getByRole("button", { name: "Close" }).click();
    const toasts = await page
      .locator(".Toastify__toast")
      .evaluateAll((all) => all.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
    for (const name of ["Add Investor", /^(Bulk Email|Time wait)/]) {
      const button = (await page.getByRole("button", { name }).boundingBox())!;
      for (const toast of toasts) {
        const overlaps =
          button.x < toast.right &&
          toast.left < button.x + button.width &&
          button.y < toast.bottom &&
          toast.top < button.y + button.height;
        expect({ viewport: viewport.width, button: String(name), overlaps }).toEqual({
          viewport: viewport.width,
          button: String(name),
          overlaps: false,
        });
      }
    }
    await close();
  }
});

test("the emoji popup of a rating does not cover the post's text", async ({ browser }) => {
  const api = await apiAs(pia);
  expect(
    (
      await api.post("/api/content", {
        multipart: { context: "Pia's post to be rated, its text in plain sight.", sharing: "1" },
      })
    ).status(),
  ).toBe(200);
  await api.dispose();
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 740 },
  ]) {
    const { page, close } = await signedInPage(browser, pia, { viewport });
    await hydrated(page);
    const post = page.locator("article.feed-item").filter({ hasText: "Pia's post to be rated" }).first();
    await post.getByRole("button", { name: "4 stars" }).click();
    const popup = post.getByRole("dialog", { name: "Choose an emoji for 4 stars" });
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    const text = (await post.locator(".feed-item-text").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(text.y + text.height);
    await page.keyboard.press("Escape");
    await close();
  }
});

test("Create New Content's file input is a button-like label with the chosen file's name, reached with the keyboard", async ({
  browser,
}) => {
  const { page, errors, close } = await signedInPage(browser, pia);
  await page.goto("/add");
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  const input = dialog.getByLabel("Attach Media");
  // The browser's raw picker is out of sight; what shows is the label, styled as the product's buttons.
  expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  const button = dialog.locator("label.file-picker-button", { hasText: "Attach Media" });
  await expect(button).toBeVisible();
  await expect(dialog.getByText("No file chosen")).toBeVisible();
  // Tab from the text reaches the picker.
  await dialog.getByPlaceholder("Describe your content...").focus();
  let reached = false;
  for (let i = 0; i < 6 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await input.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await input.setInputFiles({
    name: "harbour-at-dusk.png",
    mimeType: "image/png",
    buffer: pngImage(20, 20, [200, 120, 40]),
  });
  await expect(dialog.locator(".file-picker-name")).toHaveText("harbour-at-dusk.png");
  expect(errors).toEqual([]);
  await close();
});
