import { expect, test } from "@playwright/test";
import { baseURL, createAccount, hydrated, signedInPage, type Account } from "./helpers.ts";

/** Finding people by the start of their username or name, and a profile's Message button. */
const stamp = Date.now().toString(36).slice(-5);
const finder: Account = {
  name: "Fiona Finder",
  username: `fiona_${stamp}`,
  email: `fiona_${stamp}@people.e2e.example`,
  password: "a lamp in the window",
};
const found: Account = {
  name: `Bosco ${stamp}`,
  username: `bosco_${stamp}`,
  email: `bosco_${stamp}@people.e2e.example`,
  password: "gulls over the quay",
};

test.beforeAll(async () => {
  for (const account of [finder, found]) await createAccount(account, { mayExist: true });
});

test("the chat list finds someone by the start of their username, in any case and with an @, and starts the chat", async ({
  browser,
}) => {
  const f = await signedInPage(browser, finder, { ignoreRefusedLoads: true });
  await f.page.goto(`${baseURL}/chat`);
  await hydrated(f.page);
  const search = f.page.getByPlaceholder("Search for a user");
  await search.fill(`@BOSCO_${stamp.slice(0, 2)}`);
  await search.press("Enter");
  const people = f.page.getByRole("list", { name: "People found" });
  await expect(people.getByText(found.username)).toBeVisible();
  await people.getByRole("button", { name: `Start Chat with ${found.username}` }).click();
  await expect(f.page).toHaveURL(/\/chat\/\d+$/);
  const chatUrl = new URL(f.page.url()).pathname;

  // The profile's Message button opens the same chat: one chat per pair.
  await f.page.goto(`${baseURL}/user/${found.username}`);
  await hydrated(f.page);
  await f.page.getByRole("button", { name: "Message" }).click();
  await expect(f.page).toHaveURL(`${baseURL}${chatUrl}`);
  expect(f.errors).toEqual([]);
  await f.close();
});

test("the Message button on a profile starts a chat with someone never talked to, and is not on one's own profile", async ({
  browser,
}) => {
  const b = await signedInPage(browser, found, { ignoreRefusedLoads: true });
  const other: Account = {
    name: "Milo Messaged",
    username: `milo_${stamp}`,
    email: `milo_${stamp}@people.e2e.example`,
    password: "rain on the tin roof",
  };
  await createAccount(other, { mayExist: true });
  await b.page.goto(`${baseURL}/user/${other.username}`);
  await hydrated(b.page);
  await b.page.getByRole("button", { name: "Message" }).click();
  await expect(b.page).toHaveURL(/\/chat\/\d+$/);
  await expect(b.page.getByText(other.username).or(b.page.getByText(other.name)).first()).toBeVisible();
  await b.page.goto(`${baseURL}/user/${found.username}`);
  await hydrated(b.page);
  await expect(b.page.getByRole("button", { name: "Message" })).toHaveCount(0);
  expect(b.errors).toEqual([]);
  await b.close();
});
