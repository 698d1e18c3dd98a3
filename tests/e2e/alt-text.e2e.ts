import { expect, test, type Page } from "@playwright/test";
import { baseURL, createAccount, hydrated, logIn, pngImage, seriousAxeIssues, type Account } from "./helpers.ts";

/**
 * Issue 27 item 6: a picture posted with alt text reaches the feed with that alt (what a screen reader says),
 * the author edits it, and with "Remind me to add alt text" on, a picture without one is held once for a
 * polite reminder and posted on the second Create.
 */

const lena: Account = {
  name: "Lena Alt",
  username: "lena_alt",
  email: "lena@alt-text.e2e.example",
  password: "a lens cap lost in the sand",
};

test.beforeAll(async () => {
  await createAccount(lena, { mayExist: true });
});

async function openCreate(page: Page) {
  await page.goto("/add");
  await hydrated(page);
  return page.getByRole("dialog", { name: "Create New Content" });
}

test("a picture's alt text is its alt in the feed, editable after; the reminder is shown when asked for", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, lena);
  await expect(page).toHaveURL(`${baseURL}/`);
  const stamp = Date.now();
  const described = `Three red kites over a green hill ${stamp}`;

  const dialog = await openCreate(page);
  await dialog.getByPlaceholder("Describe your content...").fill(`Kite day ${stamp}`);
  await dialog.getByLabel("Attach Media").setInputFiles({
    name: "kites.png",
    mimeType: "image/png",
    buffer: pngImage(64, 48, [200, 30, 30]),
  });
  await dialog.getByLabel("Describe this picture (alt text)").fill(described);
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("img", { name: described })).toBeVisible();

  // Edited from the post's edit page (reached from one's own profile): the image then says the new description.
  await page.goto("/profile");
  await hydrated(page);
  const card = page.getByRole("article").filter({ hasText: `Kite day ${stamp}` });
  await card.getByRole("link", { name: "Edit post" }).click();
  await hydrated(page);
  const edited = `Three red kites and one blue, over a hill ${stamp}`;
  await page.getByLabel("Describe this picture (alt text)").fill(edited);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole("img", { name: edited })).toBeVisible();
  await expect(page.getByRole("img", { name: described })).toHaveCount(0);

  // The reminder, turned on in Settings.
  await page.goto("/settings");
  await hydrated(page);
  const reminder = page.getByRole("checkbox", { name: "Remind me to add alt text" });
  await expect(reminder).not.toBeChecked();
  await reminder.check();
  await expect(reminder).toBeChecked();
  await expect(reminder).toBeEnabled();

  // On a phone (375 px): the popup with the field and the reminder fits, and axe finds nothing serious.
  await page.setViewportSize({ width: 375, height: 800 });
  const again = await openCreate(page);
  await again.getByPlaceholder("Describe your content...").fill(`No words for this ${stamp}`);
  await again.getByLabel("Attach Media").setInputFiles({
    name: "sky.png",
    mimeType: "image/png",
    buffer: pngImage(32, 32, [30, 30, 200]),
  });
  await again.getByRole("button", { name: "Create", exact: true }).click();
  await expect(again.getByRole("status").filter({ hasText: "Your picture has no description yet." })).toBeVisible();
  await expect(again.getByLabel("Describe this picture (alt text)")).toBeFocused();
  await expect(again).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeIssues(page, (axe) => axe.include(".create-content"))).toEqual([]);
  // Posting is still allowed after the reminder: the fallback alt names who shared it.
  await again.getByRole("button", { name: "Create", exact: true }).click();
  await expect(again).toBeHidden();
  const card2 = page.getByRole("article").filter({ hasText: `No words for this ${stamp}` });
  await expect(card2.getByRole("img", { name: "Image shared by Lena Alt" })).toBeVisible();

  // Off again, so a rerun against the same database starts from the default.
  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("checkbox", { name: "Remind me to add alt text" }).uncheck();
  await expect(page.getByRole("checkbox", { name: "Remind me to add alt text" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Remind me to add alt text" })).toBeEnabled();
});
