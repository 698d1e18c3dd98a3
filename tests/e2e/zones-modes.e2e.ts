import { expect, test, type Browser, type Page } from "@playwright/test";
import { alertWith, apiAs, createAccount, signedInPage, type Account } from "./helpers.ts";

/**
 * A zone's mode in two or three browsers: a public zone announced to the owner's friends and listed beside
 * their feed; a private zone its owner invites someone into (and shuts them out of again); a protected zone
 * a visitor asks to enter, approved (or refused) live by the owner in another browser.
 */
test.describe.configure({ timeout: 150_000 });

const olga: Account = {
  name: "Olga Owner",
  username: "olga_owner",
  email: "olga@modes.e2e.example",
  password: "correct-horse-9",
};
const gabe: Account = {
  name: "Gabe Guest",
  username: "gabe_guest",
  email: "gabe@modes.e2e.example",
  password: "correct-horse-9",
};
const rita: Account = {
  name: "Rita Refused",
  username: "rita_refused",
  email: "rita@modes.e2e.example",
  password: "correct-horse-9",
};

test.beforeAll(async () => {
  for (const account of [olga, gabe, rita]) await createAccount(account, { mayExist: true });
  // Olga and Gabe are friends (broadcast-notify tells friends); Rita is a stranger to both.
  const [fromOlga, fromGabe] = [await apiAs(olga), await apiAs(gabe)];
  await fromOlga.post(`/api/friends/${gabe.username}`);
  await fromGabe.post(`/api/friends/${olga.username}`);
  await fromOlga.dispose();
  await fromGabe.dispose();
});

// A page refused on purpose (403) logs the browser's own "Failed to load resource" line: not a fault.
const signedIn = (browser: Browser, who: Account) =>
  signedInPage(browser, who, { viewport: { width: 1280, height: 860 }, ignoreRefusedLoads: true });

/** Hydrated: a zone page waits for three.js and its world, a large chunk on a busy machine. */
async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-server-version", /.+/, { timeout: 45_000 });
}

/** Fills in /create-zones as a person does and waits for the new zone's page; answers its path. */
async function createThroughForm(
  page: Page,
  name: string,
  mode: "Public" | "Private" | "Protected",
  flags: { broadcast?: boolean } = {},
) {
  await page.goto("/create-zones");
  await hydrated(page);
  await page.getByLabel("Zone name").fill(name);
  await page.getByLabel("Zone", { exact: true }).selectOption({ label: "Coffee" });
  await page.getByLabel(mode).check();
  await page.getByLabel("Avatar", { exact: true }).selectOption({ label: "Avatar 1" });
  if (flags.broadcast) await page.getByLabel("Broadcast-notify").check();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(alertWith(page, "created successfully")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/zones\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator('.zone-view[data-zone="coffee"]')).toBeVisible({ timeout: 30_000 });
  return new URL(page.url()).pathname;
}

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Virtual Zones" });
const suffix = () => Math.random().toString(36).slice(2, 6);

test("public, with broadcast-notify: the owner's friend hears it opened, finds it beside the feed and enters", async ({
  browser,
}) => {
  const owner = await signedIn(browser, olga);
  const friend = await signedIn(browser, gabe);
  await hydrated(friend.page);
  const name = `Olga's Cafe ${suffix()}`;
  // Watched from the start: the toast closes by itself after a few seconds, while the owner's world still loads.
  // biome-ignore lint/correctness/noPlaywrightMissingAwait: watched from before the action that causes it, awaited after
  const told = expect(friend.page.getByText(`Olga Owner opened ${name}.`)).toBeVisible({ timeout: 60_000 });
  const path = await createThroughForm(owner.page, name, "Public", { broadcast: true });
  await told;
  await expect(sidebar(friend.page).getByRole("link", { name })).toHaveAttribute("href", path);
  await sidebar(friend.page).getByRole("link", { name }).click();
  await expect(friend.page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(friend.page.getByText(/public zone by olga_owner/i)).toBeVisible();

  // A stranger enters a public zone too.
  const stranger = await signedIn(browser, rita);
  expect((await stranger.page.goto(path))?.status()).toBe(200);
  await expect(stranger.page.getByRole("heading", { level: 1, name })).toBeVisible();
  for (const who of [owner, friend, stranger]) expect(who.errors).toEqual([]);
  for (const who of [owner, friend, stranger]) await who.close();
});

test("private: the owner invites someone from another browser, who is let in; revoking shuts them out again", async ({
  browser,
}) => {
  const owner = await signedIn(browser, olga);
  const name = `Olga's Den ${suffix()}`;
  const path = await createThroughForm(owner.page, name, "Private");

  // Not invited yet: the refusal page, and the zone is not listed for them.
  const guest = await signedIn(browser, rita);
  expect((await guest.page.goto(path))?.status()).toBe(403);
  await expect(guest.page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await guest.page.goto("/");
  await hydrated(guest.page);
  await expect(sidebar(guest.page).getByRole("link", { name: "Library" })).toBeVisible();
  await expect(sidebar(guest.page).getByRole("link", { name })).toHaveCount(0);

  // The owner invites by username from the zone's page; the guest hears of it live and finds it in the sidebar.
  await owner.page.getByText("Who may enter").click();
  await owner.page.getByLabel("Invite by username").fill(rita.username);
  // biome-ignore lint/correctness/noPlaywrightMissingAwait: watched from before the action that causes it, awaited after
  const told = expect(guest.page.getByText(`Olga Owner invited you to ${name}.`)).toBeVisible({ timeout: 30_000 });
  await owner.page.getByRole("button", { name: "Invite" }).click();
  const invited = owner.page.getByRole("list").filter({ hasText: "Rita Refused" });
  await expect(invited).toBeVisible({ timeout: 15_000 });
  await told;
  await expect(sidebar(guest.page).getByRole("link", { name })).toBeVisible();
  await sidebar(guest.page).getByRole("link", { name }).click();
  await expect(guest.page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await guest.page.goto("/zones");
  await expect(guest.page.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", path);
  await guest.page.goto(path);
  await expect(guest.page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });

  // Revoked while inside: the guest's page turns to the refusal.
  await invited.getByRole("button", { name: "Revoke" }).click();
  await expect(owner.page.getByText("No one yet: only you may enter.")).toBeVisible({ timeout: 15_000 });
  await expect(guest.page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible({ timeout: 15_000 });
  expect(owner.errors).toEqual([]);
  await owner.close();
  await guest.close();
});

test("protected: a visitor asks to enter, the owner approves live in another browser and the visitor enters; another is refused", async ({
  browser,
}) => {
  const owner = await signedIn(browser, olga);
  const name = `Olga's Vault ${suffix()}`;
  const path = await createThroughForm(owner.page, name, "Protected");

  const visitor = await signedIn(browser, gabe);
  expect((await visitor.page.goto(path))?.status()).toBe(403);
  await hydrated(visitor.page);
  await expect(visitor.page.getByRole("heading", { level: 1, name: "Ask to enter" })).toBeVisible();
  // biome-ignore lint/correctness/noPlaywrightMissingAwait: watched from before the action that causes it, awaited after
  const toldOwner = expect(owner.page.getByText(`Gabe Guest asks to enter ${name}.`)).toBeVisible({ timeout: 30_000 });
  await visitor.page.getByRole("button", { name: "Ask to enter" }).click();
  await expect(
    visitor.page.getByText("Your request was sent. You will enter as soon as the owner approves it."),
  ).toBeVisible();

  // The owner, still in the zone, hears of it live: a toast, and the request in "Who may enter".
  await toldOwner;
  const asking = owner.page.getByRole("region", { name: "Asking to enter" });
  await expect(asking.getByText("Gabe Guest")).toBeVisible({ timeout: 15_000 });
  await asking.getByRole("button", { name: "Approve" }).click();
  await expect(owner.page.getByRole("region", { name: "Let in" }).getByText("Gabe Guest")).toBeVisible({
    timeout: 15_000,
  });

  // The visitor enters without reloading.
  await expect(visitor.page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.page.locator('.zone-view[data-zone="coffee"]')).toBeVisible({ timeout: 30_000 });

  // Someone else asks and is refused: told so live, and no button to ask again.
  const refused = await signedIn(browser, rita);
  await refused.page.goto(path);
  await hydrated(refused.page);
  // biome-ignore lint/correctness/noPlaywrightMissingAwait: watched from before the action that causes it, awaited after
  const toldAgain = expect(owner.page.getByText(`Rita Refused asks to enter ${name}.`)).toBeVisible({
    timeout: 30_000,
  });
  await refused.page.getByRole("button", { name: "Ask to enter" }).click();
  await toldAgain;
  await expect(asking.getByText("Rita Refused")).toBeVisible({ timeout: 15_000 });
  await asking.getByRole("button", { name: "Refuse" }).click();
  await expect(
    refused.page.getByRole("alert").filter({ hasText: "The owner refused your request." }).first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(refused.page.getByRole("button", { name: "Ask to enter" })).toHaveCount(0);
  await refused.page.reload();
  await expect(refused.page.getByRole("heading", { level: 1, name: "Ask to enter" })).toBeVisible();
  await expect(refused.page.getByText("The owner refused your request.").first()).toBeVisible();

  expect(owner.errors).toEqual([]);
  for (const who of [owner, visitor, refused]) await who.close();
});
