import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInPage } from "./helpers.ts";
import { chatBetween, disposeAll, freshAccount, keyedAccount, sendSealed, setUpDevice } from "./chatting.ts";

/**
 * Issue 24, item 2: a new device approved from one already set up, in Chromium against the real server.
 * The new device shows a code; the set-up device, told live, asks "Approve this device?", shows the same
 * code, and only when the person says they match sends the backup secret, sealed for the new device.
 */
test.setTimeout(120_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const setUpForm = (page: Page) => page.getByRole("form", { name: "Set up chat on this device" });
const approval = (page: Page) => page.getByRole("alertdialog", { name: "Approve this device?" });
const codeOn = async (page: Page, within = page.locator("main")) =>
  (await within.getByLabel("Approval code").textContent())!.trim();

test("a new device approved from a set-up one after comparing codes reads the history; one declined reads nothing", async ({
  browser,
}) => {
  const ada = await keyedAccount(freshAccount("approver", "Ada Approver"));
  const dee = await keyedAccount(freshAccount("friend", "Dee Friend"));
  const chatId = await chatBetween(ada, dee);
  await sendSealed(chatId, dee, ada, ["Read me on your new phone"]);

  const laptop = await signedInPage(browser, ada.account);
  await laptop.page.goto("/chat");
  await hydrated(laptop.page);
  await setUpDevice(laptop.page, ada.recoveryKey);

  // The phone asks; the laptop is asked, and both show the same code.
  const phone = await signedInPage(browser, ada.account, { viewport: { width: 375, height: 740 } });
  await phone.page.goto(`/chat/${chatId}`);
  await hydrated(phone.page);
  await setUpForm(phone.page).getByRole("button", { name: "Approve from another device" }).click();
  await expect(approval(laptop.page)).toBeVisible({ timeout: 20_000 });
  await approval(laptop.page).getByRole("button", { name: "Compare codes" }).click();
  await expect(approval(laptop.page).getByLabel("Approval code")).toBeVisible({ timeout: 20_000 });
  await expect(phone.page.getByLabel("Approval code")).toBeVisible({ timeout: 20_000 });
  const code = await codeOn(laptop.page, approval(laptop.page));
  expect(code).toMatch(/^\d{4} \d{4} \d{4}$/);
  expect(await codeOn(phone.page)).toBe(code);

  await approval(laptop.page).getByRole("button", { name: "They match" }).click();
  await expect(approval(laptop.page).getByText("Approved: your other device can read your chats now.")).toBeVisible();
  await expect(history(phone.page).getByText("Read me on your new phone")).toBeVisible({ timeout: 20_000 });
  await expect(history(phone.page).getByText("[Decryption Error]", { exact: true })).toHaveCount(0);
  await approval(laptop.page).getByRole("button", { name: "Close" }).click();

  // Another device asks; the codes are not compared as matching, so it gets nothing.
  const tablet = await signedInPage(browser, ada.account);
  await tablet.page.goto(`/chat/${chatId}`);
  await hydrated(tablet.page);
  await setUpForm(tablet.page).getByRole("button", { name: "Approve from another device" }).click();
  await expect(approval(laptop.page)).toBeVisible({ timeout: 20_000 });
  await approval(laptop.page).getByRole("button", { name: "Compare codes" }).click();
  await expect(approval(laptop.page).getByLabel("Approval code")).toBeVisible({ timeout: 20_000 });
  await approval(laptop.page).getByRole("button", { name: "They differ" }).click();
  await expect(tablet.page.getByRole("alert").filter({ hasText: "Your other device declined." })).toBeVisible();
  await expect(setUpForm(tablet.page)).toBeVisible();
  await expect(history(tablet.page)).toHaveCount(0);

  expect([...laptop.errors, ...phone.errors, ...tablet.errors]).toEqual([]);
  await Promise.all([laptop.close(), phone.close(), tablet.close()]);
  await disposeAll(ada, dee);
});
