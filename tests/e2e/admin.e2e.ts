import { expect, test, type Browser, type Page } from "@playwright/test";
import { alertWith, apiAs, createAccount, hydrated, seriousAxeIssues, signedInPage, type Account } from "./helpers.ts";
import { e2eAdmin } from "./env.ts";

/**
 * The admin panel in the browser, on a desk and on a phone: the user table's columns and formats, editing
 * with the block confirmation cancelled then accepted, the details with the admins' history, deleting, and
 * a person's activity with its chart. One story: the tests run in order.
 */
// Long stories of many steps: more time than the default on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const admin = { username: e2eAdmin.username, password: e2eAdmin.password };
const rita: Account = {
  name: "Rita Ruled",
  username: "rita_ruled",
  email: "rita@admin.e2e.example",
  password: "lanterns over the river",
};
const vic: Account = {
  name: "Vic Leaving",
  username: "vic_leaving",
  email: "vic@admin.e2e.example",
  password: "a suitcase by the door",
};
const wes: Account = {
  name: "Wes Gone",
  username: "wes_gone",
  email: "wes@admin.e2e.example",
  password: "a train at midnight",
};

test.beforeAll(async () => {
  for (const account of [rita, vic, wes]) await createAccount(account, { mayExist: true });
});

const desk = { width: 1280, height: 900 };
const phone = { width: 375, height: 740 };

/** The admin signed in on a page of its own, with every console error collected. */
const adminPage = (browser: Browser, viewport: { width: number; height: number }) =>
  signedInPage(browser, admin, { viewport });

/** A person's row, found by its Edit button (named for exactly that username). */
const rowOf = (page: Page, username: string) =>
  page.getByRole("row").filter({ has: page.getByRole("button", { name: `Edit ${username}`, exact: true }) });

async function openAdmin(page: Page, filter?: string) {
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Panel");
  if (filter) await page.getByRole("searchbox", { name: "Filter by username or e-mail" }).fill(filter);
}

test("desktop: the table's columns and its en-GB times with the year and seconds", async ({ browser }) => {
  const { page, errors } = await adminPage(browser, desk);
  await openAdmin(page);
  await expect(page.getByRole("columnheader")).toHaveText([
    "ID",
    "Name",
    "Email",
    "Username",
    "Last Active",
    "Actions",
  ]);
  // The admin's own sightings reach the table within the presence flush (5 s).
  await expect(async () => {
    await openAdmin(page, "admin");
    await expect(rowOf(page, "admin").getByRole("cell").nth(4)).toHaveText(
      /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}\s?[ap]m$/i,
      { timeout: 1000, useInnerText: true },
    );
  }).toPass({ timeout: 20_000 });
  const row = rowOf(page, rita.username);
  await page.getByRole("searchbox").fill("rita");
  // innerText: each cell as shown, without the other width's hidden half.
  await expect(row.getByRole("cell")).toHaveText([/^\d+$/, rita.name, rita.email, rita.username, "Never", /Activity/], {
    useInnerText: true,
  });
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("desktop: editing a block asks first; cancelling aborts the save, accepting blocks and ends their session", async ({
  browser,
}) => {
  const { page, errors } = await adminPage(browser, desk);
  const ritaApi = await apiAs(rita);
  expect((await ritaApi.get("/api/friends")).status()).toBe(200);
  await openAdmin(page, rita.username);

  await page.getByRole("button", { name: `Edit ${rita.username}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit user" });
  await expect(edit.getByLabel("Name", { exact: true })).toHaveValue(rita.name);
  await expect(edit.getByLabel("Username")).toHaveValue(rita.username);
  await edit.getByLabel("Name", { exact: true }).fill("Rita Renamed");
  await edit.getByLabel("Blocked").check();
  expect(await seriousAxeIssues(page)).toEqual([]);
  await edit.getByRole("button", { name: "Save" }).click();

  const blockQuestion = page.getByRole("dialog", { name: "Are you sure you want to block this user?" });
  await expect(blockQuestion).toBeVisible();
  await blockQuestion.getByRole("button", { name: "Cancel" }).click();
  await expect(blockQuestion).toBeHidden();
  await expect(edit).toBeVisible(); // nothing saved: the popup stays as it was
  expect((await ritaApi.get("/api/friends")).status()).toBe(200);

  await edit.getByRole("button", { name: "Save" }).click();
  await blockQuestion.getByRole("button", { name: "Block" }).click();
  await expect(alertWith(page, "User updated successfully")).toBeVisible();
  await expect(edit).toBeHidden();
  const row = rowOf(page, rita.username);
  await expect(row).toContainText("Rita Renamed");
  await expect(row).toContainText("blocked");
  // Her live session ends at once: her access token is refused.
  expect((await ritaApi.get("/api/friends")).status()).toBe(403);

  await page.getByRole("button", { name: `Details of ${rita.username}` }).click();
  const details = page.getByRole("dialog", { name: "User details" });
  await expect(details.getByRole("definition")).toHaveText([/^\d+$/, "Rita Renamed", rita.email, "No", "Yes", "Yes"]);
  await expect(details.getByRole("listitem")).toHaveText([
    /^Blocked by admin, /,
    /^Edited the details \(Rita Renamed, rita_ruled, rita@admin\.e2e\.example\) by admin, /,
  ]);
  await details.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: `Edit ${rita.username}` }).click();
  await edit.getByLabel("Blocked").uncheck();
  await edit.getByRole("button", { name: "Save" }).click();
  const unblockQuestion = page.getByRole("dialog", { name: "Are you sure you want to unblock this user?" });
  await unblockQuestion.getByRole("button", { name: "Unblock" }).click();
  await expect(alertWith(page, "User updated successfully").last()).toBeVisible();
  await expect(rowOf(page, rita.username)).not.toContainText("blocked");
  await ritaApi.dispose();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("desktop: deleting asks first, then the account leaves the table", async ({ browser }) => {
  const { page, errors } = await adminPage(browser, desk);
  await openAdmin(page, vic.username);
  await page.getByRole("button", { name: `Delete ${vic.username}` }).click();
  const question = page.getByRole("dialog", { name: "Are you sure you want to delete this user?" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(rowOf(page, vic.username)).toBeVisible();
  await page.getByRole("button", { name: `Delete ${vic.username}` }).click();
  await question.getByRole("button", { name: "Delete" }).click();
  await expect(alertWith(page, "User deleted successfully")).toBeVisible();
  await expect(page.getByText("No users found.")).toBeVisible();
  // An admin has no delete button on their own row.
  await openAdmin(page, "admin");
  await expect(rowOf(page, "admin")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete admin" })).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("desktop: the table after a deletion follows the filter as it is then, not as it was when Delete was clicked", async ({
  browser,
}) => {
  const { page, errors } = await adminPage(browser, desk);
  await page.clock.install();
  await openAdmin(page, wes.username);
  await expect(rowOf(page, wes.username)).toBeVisible();
  // Time stands still: the admin types another filter, whose pause has not run out when Delete is clicked.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("searchbox", { name: "Filter by username or e-mail" }).fill("admin");
  let answerDeletion!: () => void;
  const deletionHeld = new Promise<void>((resolve) => (answerDeletion = resolve));
  await page.route("**/api/monitor/*", async (route) => {
    if (route.request().method() === "DELETE") await deletionHeld;
    await route.continue();
  });
  await page.getByRole("button", { name: `Delete ${wes.username}` }).click();
  await page
    .getByRole("dialog", { name: "Are you sure you want to delete this user?" })
    .getByRole("button", { name: "Delete" })
    .click();
  // While the deletion is on its way the pause runs out and the table follows the new filter...
  await page.clock.resume();
  await expect(rowOf(page, "admin")).toBeVisible();
  // ...and the reload after the deletion keeps to it.
  const reloaded = page.waitForResponse(
    (r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/api/monitor/",
  );
  answerDeletion();
  await expect(alertWith(page, "User deleted successfully")).toBeVisible();
  await reloaded;
  await expect(rowOf(page, "admin")).toBeVisible();
  await expect(page.getByText("No users found.")).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the activity screen: one row per day with the session's length, and the 30-day chart", async ({ browser }) => {
  const { page, errors } = await adminPage(browser, desk);
  await openAdmin(page, "admin");
  await page.getByRole("link", { name: "Activity of admin" }).click();
  await expect(page).toHaveURL(/\/user-activity\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("User Activity Log");
  await expect(page.getByRole("columnheader")).toHaveText([
    "User ID",
    "Date",
    "First Active",
    "Last Active",
    "Session Duration",
  ]);
  const today = new Date().toLocaleDateString("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    /^\d+$/,
    today,
    /^\d{2}:\d{2}:\d{2}$/,
    /^\d{2}:\d{2}:\d{2}$/,
    /^\d+h \d{2}m$/,
  ]);
  await expect(page.getByRole("img", { name: /^Active on [1-9]\d* of the last 30 days$/ })).toBeVisible();
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("phone: Username, a short 24-hour Last Active and Actions, without delete", async ({ browser }) => {
  const { page, errors } = await adminPage(browser, phone);
  await openAdmin(page, "admin");
  await expect(page.getByRole("columnheader")).toHaveText(["Username", "Last Active", "Actions"]);
  const row = rowOf(page, "admin");
  await expect(row.getByRole("cell")).toHaveText([/^admin/, /^\d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/, /Activity/], {
    useInnerText: true,
  });
  await page.getByRole("searchbox").fill(rita.username);
  await expect(rowOf(page, rita.username).getByRole("button")).toHaveText(["Details", "Edit"]);
  await page.getByRole("button", { name: `Edit ${rita.username}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit user" })).toBeVisible();
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
