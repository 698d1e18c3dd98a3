import { expect, test, type Page } from "@playwright/test";
import { alertWith, baseURL, hydrated, seriousAxeIssues, signedInPage } from "./helpers.ts";
import { signedUp } from "./chat-arrange.ts";
import { freshAccount } from "./chatting.ts";

/**
 * Keyword filters (issue 27, item 7), by a reader in a browser of her own: added in Settings with an action and
 * an expiry, a "warn" post collapses behind "Filtered: <phrase>" until "Show anyway", a "hide" post leaves the
 * feed, the author's profile and search; edited and removed from Settings, the feed follows. On a phone too.
 */

test.setTimeout(90_000);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function postAs(author: Awaited<ReturnType<typeof signedUp>>, text: string) {
  const created = await author.api.post("/api/content", { multipart: { context: text, sharing: "1" } });
  expect(created.status()).toBe(200);
}

async function addFilter(page: Page, phrase: string, action: "Warn" | "Hide", expiry = "Never") {
  const section = page.getByRole("region", { name: "Keyword filters" });
  const form = section.locator("form").first();
  await form.getByLabel("Word or phrase").fill(phrase);
  await form
    .getByLabel("Action")
    .selectOption({ label: action === "Warn" ? "Warn: collapse the post" : "Hide: leave the post out" });
  await form.getByLabel("Expires after").selectOption({ label: expiry });
  await form.getByLabel("Word or phrase").press("Enter");
  await expect(
    section.getByRole("list", { name: "Your keyword filters" }).getByText(phrase, { exact: true }),
  ).toBeVisible();
}

test("filters from Settings: a warned post collapses until shown, a hidden one leaves feed, profile and search; edited and removed, the feed follows", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const finn = await signedUp(freshAccount("finn", "Finn Poster"));
  const eve = await signedUp(freshAccount("eve", "Eve Filterer"));
  const spoiler = `The finale SPOILERS are out ${tag}`;
  const recipe = `Marmalade toast, my way ${tag}`;
  const plain = `A quiet morning ${tag}`;
  for (const text of [plain, recipe, spoiler]) await postAs(finn, text);
  // Eve's own post with the word stays hers to see.
  await postAs(eve, `My own spoilers ${tag}`);

  const e = await signedInPage(browser, eve.account);
  await e.page.goto(`${baseURL}/settings#filters`);
  await hydrated(e.page);
  const section = e.page.getByRole("region", { name: "Keyword filters" });
  await expect(section.getByText("You have no keyword filters.")).toBeVisible();
  await addFilter(e.page, "spoilers", "Warn");
  await addFilter(e.page, "marmalade", "Hide", "1 day");
  await expect(section.getByText("Hide · Until", { exact: false })).toBeVisible();
  await expect(section.getByText("Warn · Never expires")).toBeVisible();
  expect(await seriousAxeIssues(e.page, (axe) => axe.include("#filters"))).toEqual([]);

  // The global feed: the warned post collapsed, the hidden one gone, the rest as ever.
  await e.page.goto(`${baseURL}/`);
  await hydrated(e.page);
  await expect(e.page.getByRole("article").filter({ hasText: plain })).toBeVisible();
  await expect(e.page.getByRole("article").filter({ hasText: `My own spoilers ${tag}` })).toBeVisible();
  await expect(e.page.getByText(recipe)).toHaveCount(0);
  await expect(e.page.getByText(spoiler)).toHaveCount(0);
  const warned = e.page.getByRole("group", { name: "Post by Finn Poster, filtered" });
  await expect(warned).toContainText("Filtered: spoilers");
  expect(await seriousAxeIssues(e.page, (axe) => axe.include(".filtered-post"))).toEqual([]);
  await warned.getByRole("button", { name: "Show anyway" }).click();
  await expect(e.page.getByRole("article").filter({ hasText: spoiler })).toBeVisible();

  // Finn's profile and search: the same.
  await e.page.goto(`${baseURL}/user/${finn.account.username}`);
  await hydrated(e.page);
  await expect(e.page.getByRole("article").filter({ hasText: plain })).toBeVisible();
  await expect(e.page.getByText(recipe)).toHaveCount(0);
  await expect(e.page.getByText("Filtered: spoilers")).toBeVisible();
  await e.page.goto(`${baseURL}/search?q=${tag}`);
  await hydrated(e.page);
  const found = e.page.getByRole("region", { name: "Posts" });
  await expect(found.getByText(plain)).toBeVisible();
  await expect(found.getByText(recipe)).toHaveCount(0);
  await expect(found.getByText("Filtered: spoilers")).toBeVisible();

  // Edited to warn instead: the recipe comes back, collapsed.
  await e.page.goto(`${baseURL}/settings#filters`);
  await hydrated(e.page);
  await section.getByRole("button", { name: "Edit the filter marmalade" }).click();
  const edit = section.getByRole("list", { name: "Your keyword filters" }).locator("form");
  // Focus moves to the words being edited, and back to Edit when the edit ends.
  await expect(edit.getByLabel("Word or phrase")).toBeFocused();
  await edit.getByLabel("Action").selectOption({ label: "Warn: collapse the post" });
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(section.getByText("Warn · Until", { exact: false })).toBeVisible();
  await expect(section.getByRole("button", { name: "Edit the filter marmalade" })).toBeFocused();
  await e.page.goto(`${baseURL}/`);
  await hydrated(e.page);
  await expect(e.page.getByText("Filtered: marmalade")).toBeVisible();

  // Removed (by keyboard): both posts show plainly again.
  await e.page.goto(`${baseURL}/settings#filters`);
  await hydrated(e.page);
  for (const phrase of ["marmalade", "spoilers"]) {
    await section.getByRole("button", { name: `Remove the filter ${phrase}` }).focus();
    await e.page.keyboard.press("Enter");
    await expect(alertWith(e.page, `Filter removed: ${phrase}`)).toBeVisible();
  }
  await expect(section.getByText("You have no keyword filters.")).toBeVisible();
  await e.page.goto(`${baseURL}/`);
  await hydrated(e.page);
  await expect(e.page.getByRole("article").filter({ hasText: recipe })).toBeVisible();
  await expect(e.page.getByRole("article").filter({ hasText: spoiler })).toBeVisible();
  expect(e.errors).toEqual([]);
  await e.close();
});

test("on a phone: a filter added in Settings fits the width, and the feed's collapsed post too", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const gus = await signedUp(freshAccount("gus", "Gus Poster"));
  const hana = await signedUp(freshAccount("hana", "Hana Phone"));
  const text = `Tonight's match result, a long sentence that wraps on a phone ${tag}`;
  await postAs(gus, text);
  const h = await signedInPage(browser, hana.account, { viewport: { width: 375, height: 740 } });
  await h.page.goto(`${baseURL}/settings#filters`);
  await hydrated(h.page);
  await addFilter(h.page, "match result", "Warn", "30 minutes");
  expect(await noSidewaysScroll(h.page)).toBe(true);
  expect(await seriousAxeIssues(h.page, (axe) => axe.include("#filters"))).toEqual([]);
  await h.page.goto(`${baseURL}/`);
  await hydrated(h.page);
  const warned = h.page.getByRole("group", { name: "Post by Gus Poster, filtered" });
  await expect(warned).toContainText("Filtered: match result");
  expect(await noSidewaysScroll(h.page)).toBe(true);
  const box = await warned.getByRole("button", { name: "Show anyway" }).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await warned.getByRole("button", { name: "Show anyway" }).click();
  await expect(h.page.getByRole("article").filter({ hasText: text })).toBeVisible();
  expect(h.errors).toEqual([]);
  await h.close();
});
