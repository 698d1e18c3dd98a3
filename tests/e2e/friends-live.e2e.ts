import { expect, test } from "@playwright/test";
import { alertWith, apiAs, baseURL, createAccount, hydrated, signedInPage, type Account } from "./helpers.ts";

/** Friendships shown live on every open page, and a button shown for a passed state refused, not misapplied. */
const alice: Account = {
  name: "Alice Live",
  username: "alice_live",
  email: "alice@friends-live.e2e.example",
  password: "a heron on one leg",
};
const carol: Account = {
  name: "Carol Live",
  username: "carol_live",
  email: "carol@friends-live.e2e.example",
  password: "tides under the pier",
};

test.beforeAll(async () => {
  for (const account of [alice, carol]) await createAccount(account, { mayExist: true });
});

test.beforeEach(async () => {
  // A run again starts from no relation (a DELETE without intent ends whatever stands).
  const asAlice = await apiAs(alice);
  expect((await asAlice.delete(`/api/friends/${carol.username}`)).status()).toBe(200);
  await asAlice.dispose();
});

test("a friend request, its acceptance and an unfriending show on the other's open profile page without a reload", async ({
  browser,
}) => {
  const a = await signedInPage(browser, alice);
  const c = await signedInPage(browser, carol);
  await a.page.goto(`${baseURL}/user/${carol.username}`);
  await c.page.goto(`${baseURL}/user/${alice.username}`);
  await Promise.all([hydrated(a.page), hydrated(c.page)]);
  await expect(a.page.getByRole("button", { name: "Add friend" })).toBeVisible();

  await c.page.getByRole("button", { name: "Add friend" }).click();
  await expect(c.page.getByRole("button", { name: "Cancel request" })).toBeVisible();
  await expect(a.page.getByText("Carol Live sent you a friend request")).toBeVisible();

  await a.page.getByRole("button", { name: "Accept" }).click();
  await expect(a.page.getByText("Friends", { exact: true })).toBeVisible();
  await expect(c.page.getByText("Friends", { exact: true })).toBeVisible();
  await expect(c.page.getByRole("button", { name: "Cancel request" })).toHaveCount(0);

  const asAlice = await apiAs(alice);
  expect((await asAlice.delete(`/api/friends/${carol.username}?intent=unfriend`)).status()).toBe(200);
  await asAlice.dispose();
  await expect(c.page.getByRole("button", { name: "Add friend" })).toBeVisible();
  expect(a.errors).toEqual([]);
  expect(c.errors).toEqual([]);
  await Promise.all([a.close(), c.close()]);
});

test("a stale Cancel request after the other accepted is refused with the reason, the friendship stands and the page catches up", async ({
  browser,
}) => {
  // Carol's page hears nothing live, as a tab that lost its channel: the button it shows goes stale.
  const c = await signedInPage(browser, carol, { ignoreRefusedLoads: true });
  await c.page.route("**/api/realtime", (route) => route.abort());
  await c.page.goto(`${baseURL}/user/${alice.username}`);
  await hydrated(c.page);
  await c.page.getByRole("button", { name: "Add friend" }).click();
  await expect(c.page.getByRole("button", { name: "Cancel request" })).toBeVisible();

  const asAlice = await apiAs(alice);
  expect((await asAlice.post(`/api/friends/${carol.username}?intent=accept`)).status()).toBe(200);

  await c.page.getByRole("button", { name: "Cancel request" }).click();
  await expect(alertWith(c.page, "You are already friends.")).toBeVisible();
  await expect(c.page.getByText("Friends", { exact: true })).toBeVisible();
  await expect(c.page.getByRole("button", { name: "Unfriend" })).toBeVisible();
  await expect(c.page.getByText("Friend request cancelled.")).toHaveCount(0);
  expect((await (await asAlice.get(`/api/profile/${carol.username}`)).json()).friendship).toBe("friends");
  await asAlice.dispose();
  await c.close();
});
