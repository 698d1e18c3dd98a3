import { expect, test, type Browser, type Page } from "@playwright/test";
import { alertWith, hydrated, mailsTo, newestMailTo, seriousAxeIssues, signedInPage } from "./helpers.ts";
import { e2eAdmin } from "./env.ts";

/**
 * The investor panel in the browser: adding with and without an e-mail, searching, mailing one, marking
 * reviewed, the filters, the details, the bulk e-mail with its cooldown (cancelled, then sent, counting
 * down and surviving a reload), removing, and the phone's toggles. One story: the tests run in order.
 */
// Long stories of many steps: more time than the default on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const admin = { username: e2eAdmin.username, password: e2eAdmin.password };
const ada = { name: "Ada Angel", email: "ada@angels.e2e.example", note: "Seed round, met at the fair" };
const bo = { name: "Bo Capital", email: "bo@capital.e2e.example", note: "" };

async function panelPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const { page, errors } = await signedInPage(browser, admin, { viewport });
  await openPanel(page);
  return { page, errors };
}

async function openPanel(page: Page) {
  await page.goto("/invest");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investor Panel");
}

/** A figure of the stats, by its name (Total Investors, Mails Sent, Investors Engaged). */
const stat = (page: Page, name: string) =>
  page
    .locator(".investor-stats > div")
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole("definition");
const rowOf = (page: Page, email: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: email, exact: true }) });

async function addInvestor(page: Page, investor: { name: string; email: string; note: string }) {
  await page.getByRole("button", { name: "Add Investor" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Investor" });
  await dialog.getByLabel("Name").fill(investor.name);
  await dialog.getByLabel("Email").fill(investor.email);
  await dialog.getByLabel("Note").fill(investor.note);
  await dialog.getByRole("button", { name: "Add" }).click();
}

test("adding: without an e-mail it warns and sends nothing; with one the list and figures follow", async ({
  browser,
}) => {
  const { page, errors } = await panelPage(browser);
  await expect(page.getByText("No investors found.")).toBeVisible();
  await expect(stat(page, "Total Investors")).toHaveText("0");

  await page.getByRole("button", { name: "Add Investor" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Investor" });
  await dialog.getByLabel("Name").fill("No Mail");
  expect(await seriousAxeIssues(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(alertWith(page, "Please enter name and email")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("No investors found.")).toBeVisible();

  await addInvestor(page, ada);
  await expect(alertWith(page, "Investor added successfully")).toBeVisible();
  await addInvestor(page, bo);
  await expect(rowOf(page, bo.email)).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText(["Email", "Status", "CreatedBy", "Actions"]);
  await expect(rowOf(page, ada.email).getByRole("cell")).toHaveText([ada.email, "✗", "admin", /Details/]);
  await expect(stat(page, "Total Investors")).toHaveText("2");
  await expect(stat(page, "Mails Sent")).toHaveText("0");

  // Search is in the browser, case-insensitive, on a part of the e-mail.
  await page.getByRole("searchbox", { name: "Search by email" }).fill("ANGELS.E2E");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, ada.email)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by email" }).fill("");
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("mailing one, marking reviewed, the filters and the details", async ({ browser }) => {
  const { page, errors } = await panelPage(browser);
  const before = mailsTo(ada.email).length;
  await page.getByRole("button", { name: `Send email to ${ada.email}` }).click();
  await expect(alertWith(page, "Email sent successfully")).toBeVisible();
  await expect(rowOf(page, ada.email).getByRole("img", { name: "Sent" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Send email to ${ada.email}` })).toHaveCount(0);
  expect(await newestMailTo(ada.email, before)).toContain("Dear Ada Angel,");
  await expect(stat(page, "Mails Sent")).toHaveText("1");

  await page.getByRole("button", { name: `Mark as Reviewed: ${ada.email}` }).click();
  await expect(alertWith(page, "Investor status updated")).toBeVisible();
  await expect(page.getByRole("img", { name: `${ada.email} reviewed` })).toBeVisible();
  await expect(stat(page, "Investors Engaged")).toHaveText("1");

  await page.getByLabel("Status", { exact: true }).selectOption("true");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, ada.email)).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await page.getByLabel("Action", { exact: true }).selectOption("false");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(rowOf(page, bo.email)).toBeVisible();
  await page.getByLabel("Action", { exact: true }).selectOption("");
  await expect(page.getByRole("row")).toHaveCount(3);

  await page.getByRole("button", { name: `Details of ${ada.email}` }).click();
  const details = page.getByRole("dialog", { name: "Investor details" });
  const today = new Date().toLocaleDateString("en-US");
  await expect(details.getByRole("definition")).toHaveText([
    /^\d+$/,
    ada.name,
    ada.email,
    ada.note,
    "Engaged",
    "Sent",
    today,
    "admin",
  ]);
  await details.getByRole("button", { name: "Close" }).click();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the bulk e-mail: cancelling clears the cooldown; sending counts it down, and a reload keeps it", async ({
  browser,
}) => {
  const { page, errors } = await panelPage(browser);
  const before = mailsTo(bo.email).length;
  const question = page.getByRole("dialog", { name: "Are you sure you want to do a massive hit?" });

  await page.getByRole("button", { name: "Bulk Email" }).click();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Bulk Email" })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem("futureTime"))).toBeNull();

  // The send is held open: the cooldown that started with the question must outlive the question's closing.
  let releaseSend = () => {};
  const sendHeld = new Promise<void>((resolve) => (releaseSend = resolve));
  await page.route("**/api/investor/emails", async (route) => {
    await sendHeld;
    await route.continue();
  });
  await page.getByRole("button", { name: "Bulk Email" }).click();
  await question.getByRole("button", { name: "Send to all" }).click();
  await expect(question).toBeHidden();
  const wait = page.getByRole("button", { name: /^Time wait: \d:\d{2}$/ });
  await expect(wait).toBeDisabled();
  releaseSend();
  await expect(alertWith(page, "User successfully emailed")).toBeVisible();
  await expect(wait).toBeDisabled();
  const first = await wait.textContent();
  await expect(wait).not.toHaveText(first!); // it counts down each second
  await expect(page.getByText("Bulk e-mail: 1 of 1 sent")).toBeVisible();
  expect(await newestMailTo(bo.email, before)).toContain("Dear Bo Capital,");
  await expect(rowOf(page, bo.email).getByRole("img", { name: "Sent" })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: /^Time wait: 4:\d{2}$/ })).toBeDisabled();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("removing asks first", async ({ browser }) => {
  const { page, errors } = await panelPage(browser);
  await page.getByRole("button", { name: `Remove ${bo.email}` }).click();
  const question = page.getByRole("dialog", { name: "Are you sure you want to remove this investor?" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(rowOf(page, bo.email)).toBeVisible();
  await page.getByRole("button", { name: `Remove ${bo.email}` }).click();
  await question.getByRole("button", { name: "Remove" }).click();
  await expect(alertWith(page, "Investor removed successfully")).toBeVisible();
  await expect(rowOf(page, bo.email)).toHaveCount(0);
  await expect(stat(page, "Total Investors")).toHaveText("1");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("phone: Email and Actions only, and the filters are toggles stepping None, True, False", async ({ browser }) => {
  const { page, errors } = await panelPage(browser, { width: 375, height: 740 });
  await expect(page.getByRole("columnheader")).toHaveText(["Email", "Actions"]);
  const status = page.getByRole("button", { name: /^Status: / });
  await expect(status).toHaveText("Status: None");
  await status.click();
  await expect(status).toHaveText("Status: True");
  await expect(rowOf(page, ada.email)).toBeVisible();
  await status.click();
  await expect(status).toHaveText("Status: False");
  await expect(page.getByText("No investors found.")).toBeVisible();
  await status.click();
  await expect(status).toHaveText("Status: None");
  await expect(page.getByRole("button", { name: /^Action: / })).toHaveText("Action: None");
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
