import { expect, test, type Page } from "@playwright/test";
import { alertWith, apiAs, createAccount, hydrated, mainNav, signedInPage, type Account } from "./helpers.ts";

/**
 * Signed-in pages are cached rendered on the server (src/cache/http): a reload may come from the cache. What a person
 * sees must not tell: a friend's post from another browser shows on the next reload, and a page from the cache
 * runs as a rendered one does (its scripts are allowed by hash instead of a nonce).
 */
const vera: Account = {
  name: "Vera Kept",
  username: "vera_kept",
  email: "vera@kept.e2e.example",
  password: "a lantern in the hall",
};
const walt: Account = {
  name: "Walt Kept",
  username: "walt_kept",
  email: "walt@kept.e2e.example",
  password: "gulls over the pier",
};

test.beforeAll(async () => {
  for (const account of [vera, walt]) await createAccount(account, { mayExist: true });
  const [veraApi, waltApi] = [await apiAs(vera), await apiAs(walt)];
  await veraApi.post(`/api/friends/${walt.username}`);
  await waltApi.post(`/api/friends/${vera.username}`);
  await Promise.all([veraApi.dispose(), waltApi.dispose()]);
});

const feed = (page: Page) => page.getByRole("region", { name: "Posts from you and your friends" });

test("a friend posts in another browser: the next reload of the home page shows it, and the page works as rendered", async ({
  browser,
}) => {
  const reader = await signedInPage(browser, vera);
  await reader.page.goto("/?tab=friends");
  await hydrated(reader.page);
  // Loaded again: this one may come from the cache, and must work all the same.
  await reader.page.reload();
  await hydrated(reader.page);
  await expect(mainNav(reader.page)).toBeVisible();

  const writer = await signedInPage(browser, walt);
  const text = `Walt at the pier, ${Date.now()}`;
  await mainNav(writer.page).getByRole("link", { name: "Create" }).click();
  const dialog = writer.page.getByRole("dialog", { name: "Create New Content" });
  await dialog.getByPlaceholder("Describe your content...").fill(text);
  await dialog.getByLabel("Sharing").selectOption({ label: "Friend" });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(alertWith(writer.page, "Content created successfully!")).toBeVisible();

  await reader.page.reload();
  await expect(feed(reader.page).getByRole("article").filter({ hasText: text })).toBeVisible();
  await hydrated(reader.page);
  // And the reader's own rating shows on the reload after it.
  const post = feed(reader.page).getByRole("article").filter({ hasText: text });
  await post.getByRole("button", { name: "4 stars" }).click();
  await reader.page.keyboard.press("Escape");
  await expect(post.getByText("4.0 average · 1 rating")).toBeVisible();
  await reader.page.reload();
  await expect(
    feed(reader.page).getByRole("article").filter({ hasText: text }).getByText("4.0 average · 1 rating"),
  ).toBeVisible();
  await expect(
    feed(reader.page).getByRole("article").filter({ hasText: text }).getByRole("button", { name: "4 stars" }),
  ).toHaveAttribute("aria-pressed", "true");

  // A script refused by the security policy would have said so in the console.
  expect(reader.errors).toEqual([]);
  expect(writer.errors).toEqual([]);
  await Promise.all([reader.close(), writer.close()]);
});
