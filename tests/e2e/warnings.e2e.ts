import { expect, test, type Page } from "@playwright/test";
import {
  baseURL,
  createAccount,
  hydrated,
  logIn,
  pngImage,
  seriousAxeIssues,
  signedInPage,
  type Account,
} from "./helpers.ts";

/**
 * Issue 27 item 5: a post written behind a content warning reaches another member collapsed, and opens and
 * closes from the keyboard; a picture its author marked sensitive is covered until tapped; the feed, search
 * and the post's page show it the same way; "Always show content warnings and sensitive media" opens them
 * all. The reader is on a 375 px phone.
 */

const wren: Account = {
  name: "Wren Warner",
  username: "wren_cw",
  email: "wren@warnings.e2e.example",
  password: "a spoiler kept under a tea cosy",
};
const xena: Account = {
  name: "Xena Reader",
  username: "xena_cw",
  email: "xena@warnings.e2e.example",
  password: "reads everything with one eye shut",
};

test.beforeAll(async () => {
  await createAccount(wren, { mayExist: true });
  await createAccount(xena, { mayExist: true });
});

async function openCreate(page: Page) {
  await page.goto("/add");
  await hydrated(page);
  return page.getByRole("dialog", { name: "Create New Content" });
}

const alwaysShow = (page: Page) =>
  page.getByRole("checkbox", { name: "Always show content warnings and sensitive media" });

test("a content warning collapses a post and a sensitive picture is covered, for another member on a phone; the setting shows them", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const warning = `Spoilers for the finale ${stamp}`;
  const covered = `The butler did it ${stamp}`;
  const spider = `A garden spider up close ${stamp}`;

  // The author writes both in the composer, on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, wren);
  await expect(page).toHaveURL(`${baseURL}/`);
  const dialog = await openCreate(page);
  await dialog.getByRole("checkbox", { name: "Content warning" }).check();
  await expect(dialog.getByLabel("Warning text")).toBeFocused();
  await dialog.getByLabel("Warning text").fill(warning);
  await dialog.getByPlaceholder("Describe your content...").fill(covered);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeIssues(page, (axe) => axe.include(".create-content"))).toEqual([]);
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();

  const again = await openCreate(page);
  await again.getByPlaceholder("Describe your content...").fill(spider);
  await expect(again.getByRole("checkbox", { name: "Mark media as sensitive" })).toHaveCount(0);
  await again.getByLabel("Attach Media").setInputFiles({
    name: "spider.png",
    mimeType: "image/png",
    buffer: pngImage(64, 48, [40, 40, 40]),
  });
  await again.getByRole("checkbox", { name: "Mark media as sensitive" }).check();
  await again.getByLabel("Describe this picture (alt text)").fill(`Spider ${stamp}`);
  await again.getByRole("button", { name: "Create", exact: true }).click();
  await expect(again).toBeHidden();

  // Another member, on a phone.
  const reader = await signedInPage(browser, xena, { viewport: { width: 375, height: 800 } });
  const feed = reader.page;
  await hydrated(feed);
  const warned = feed.getByRole("article").filter({ hasText: warning });
  await expect(warned).toBeVisible();
  // Collapsed: the words it covers are not on the page at all, so no screen reader reads them either.
  await expect(warned.getByText(covered)).toHaveCount(0);
  const more = warned.getByRole("button", { name: "Show more" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.focus();
  await feed.keyboard.press("Enter");
  await expect(warned.getByText(covered)).toBeVisible();
  const less = warned.getByRole("button", { name: "Show less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await feed.keyboard.press("Space");
  await expect(warned.getByText(covered)).toHaveCount(0);

  const sensitive = feed.getByRole("article").filter({ hasText: spider });
  await expect(sensitive.getByRole("img", { name: `Spider ${stamp}` })).toHaveCount(0);
  const cover = sensitive.getByRole("button", { name: "Sensitive content — show" });
  await expect(cover).toBeVisible();
  expect(await feed.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeIssues(feed, (axe) => axe.include(".feed-item"))).toEqual([]);
  await cover.click();
  await expect(sensitive.getByRole("img", { name: `Spider ${stamp}` })).toBeVisible();
  // And covered again at will.
  await sensitive.getByRole("button", { name: "Hide sensitive content" }).click();
  await expect(sensitive.getByRole("img", { name: `Spider ${stamp}` })).toHaveCount(0);
  await expect(cover).toBeVisible();

  // Search and the post's own page show it the same way.
  await feed.goto(`/search?q=${encodeURIComponent("butler")}`);
  await hydrated(feed);
  const found = feed.getByRole("listitem").filter({ hasText: warning });
  await expect(found.getByRole("button", { name: "Show more" })).toBeVisible();
  await expect(found.getByText(covered)).toHaveCount(0);
  await found.getByRole("button", { name: "Show more" }).click();
  await expect(found.getByText(covered)).toBeVisible();
  await feed.goto("/");
  await hydrated(feed);
  await feed
    .getByRole("article")
    .filter({ hasText: warning })
    .getByRole("link", { name: /ago|now/ })
    .click();
  await expect(feed).toHaveURL(/\/posts\/\d+$/);
  await hydrated(feed);
  await expect(feed.getByRole("button", { name: "Show more", exact: true })).toBeVisible();
  await expect(feed.getByText(covered)).toHaveCount(0);

  // Always shown: opened and uncovered everywhere, on the next page, without asking.
  await feed.goto("/settings");
  await hydrated(feed);
  await expect(alwaysShow(feed)).not.toBeChecked();
  await alwaysShow(feed).check();
  await expect(alwaysShow(feed)).toBeChecked();
  await expect(alwaysShow(feed)).toBeEnabled();
  await feed.goto("/");
  await hydrated(feed);
  const open = feed.getByRole("article").filter({ hasText: warning });
  await expect(open.getByText(covered)).toBeVisible();
  await expect(open.getByRole("button", { name: "Show less" })).toBeVisible();
  const uncovered = feed.getByRole("article").filter({ hasText: spider });
  await expect(uncovered.getByRole("img", { name: `Spider ${stamp}` })).toBeVisible();
  await expect(uncovered.getByRole("button", { name: "Sensitive content — show" })).toHaveCount(0);

  // Off again, so a rerun against the same database starts from the default.
  await feed.goto("/settings");
  await hydrated(feed);
  await alwaysShow(feed).uncheck();
  await expect(alwaysShow(feed)).not.toBeChecked();
  await expect(alwaysShow(feed)).toBeEnabled();
  expect(reader.errors).toEqual([]);
  await reader.close();
});

test("the author removes the warning and the sensitive mark on the edit page", async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await logIn(page, wren);
  await expect(page).toHaveURL(`${baseURL}/`);
  const dialog = await openCreate(page);
  await dialog.getByRole("checkbox", { name: "Content warning" }).check();
  await dialog.getByLabel("Warning text").fill(`Loud noises ${stamp}`);
  await dialog.getByPlaceholder("Describe your content...").fill(`Fireworks night ${stamp}`);
  await dialog.getByLabel("Attach Media").setInputFiles({
    name: "fireworks.png",
    mimeType: "image/png",
    buffer: pngImage(48, 48, [220, 120, 20]),
  });
  await dialog.getByRole("checkbox", { name: "Mark media as sensitive" }).check();
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/profile");
  await hydrated(page);
  const card = page.getByRole("article").filter({ hasText: `Loud noises ${stamp}` });
  await card.getByRole("link", { name: "Edit post" }).click();
  await hydrated(page);
  await expect(page.getByLabel("Warning text")).toHaveValue(`Loud noises ${stamp}`);
  await page.getByRole("checkbox", { name: "Content warning" }).uncheck();
  await page.getByRole("checkbox", { name: "Mark media as sensitive" }).uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  const plain = page.getByRole("article").filter({ hasText: `Fireworks night ${stamp}` });
  await expect(plain.getByRole("button", { name: "Show more" })).toHaveCount(0);
  await expect(plain.getByRole("img", { name: "Image shared by Wren Warner" })).toBeVisible();
});
