import { expect, test, type Page } from "@playwright/test";
import { baseURL, createAccount, hydrated, signedInPage } from "./helpers.ts";
import {
  chatBetween,
  disposeAll,
  freshAccount,
  keyedAccount,
  saveRecoveryKey,
  sendSealed,
  setUpDevice,
  type Keyed,
} from "./chatting.ts";

/**
 * /chat is drawn by the server as this browser will show it (#28 item 4: its largest element came after the
 * scripts, the key store and a call): the chats where the browser keeps the person's key (it tells the server
 * in a cookie), the form that sets this device up where it does not, and the recovery key's screen, saying
 * the keys are being made, on a first visit. The key itself never leaves the browser.
 */
let ana: Keyed;
let bea: Keyed;

test.beforeAll(async () => {
  ana = await keyedAccount(freshAccount("ana", "Ana Drawn"));
  bea = await keyedAccount(freshAccount("bea", "Bea Drawn"));
  const chatId = await chatBetween(ana, bea);
  await sendSealed(chatId, bea, ana, ["Are you there?"]);
});

test.afterAll(async () => {
  await disposeAll(ana, bea);
});

/** The page as the server sent it: none of the page's own scripts arrives. */
async function withoutScripts(page: Page, path: string) {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(path);
}

const setUpForm = (page: Page) => page.getByRole("form", { name: "Set up chat on this device" });
const chats = (page: Page) => page.getByRole("region", { name: "Your chats" });

test("a device without the key is drawn the set-up form; once set up, it is drawn the chats", async ({ browser }) => {
  const { page, context, close } = await signedInPage(browser, ana.account);
  await withoutScripts(page, "/chat");
  await expect(setUpForm(page)).toBeVisible();
  await expect(setUpForm(page).getByLabel("Recovery key", { exact: true })).toBeVisible();
  await expect(chats(page)).toHaveCount(0);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/chat");
  await hydrated(page);
  await setUpDevice(page, ana.recoveryKey);
  await expect(chats(page).getByText(bea.account.username)).toBeVisible();
  // The browser tells the server that this person's key is here: nothing else.
  const kept = (await context.cookies(baseURL)).find((cookie) => cookie.name === "vw_chat_key");
  expect(kept?.value).toBe(String(ana.id));

  await withoutScripts(page, "/chat");
  await expect(chats(page).getByText(bea.account.username)).toBeVisible();
  await expect(setUpForm(page)).toHaveCount(0);
  await close();
});

test("a browser that says it keeps the key but has lost it is corrected: the set-up form, and the cookie goes", async ({
  browser,
}) => {
  const { page, context, close } = await signedInPage(browser, ana.account);
  await context.addCookies([{ name: "vw_chat_key", value: String(ana.id), url: baseURL }]);
  await page.goto("/chat");
  await hydrated(page);
  await expect(setUpForm(page)).toBeVisible();
  await expect
    .poll(async () => (await context.cookies(baseURL)).some((cookie) => cookie.name === "vw_chat_key"))
    .toBe(false);
  await close();
});

test("a first visit is drawn the recovery key's screen, saying the keys are being made; then the key shows", async ({
  browser,
}) => {
  const newcomer = freshAccount("cai", "Cai First");
  await createAccount(newcomer);
  // A phone's width, where the key takes two lines.
  const { page, close } = await signedInPage(browser, newcomer, { viewport: { width: 360, height: 740 } });
  await withoutScripts(page, "/chat");
  await expect(page.getByRole("heading", { name: "Save your recovery key" })).toBeVisible();
  await expect(page.getByLabel("Recovery key", { exact: true })).toHaveText("Making your keys...");
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  const drawnAt = (await continueButton.boundingBox())!.y;

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/chat");
  await hydrated(page);
  // The key takes the place the screen kept for it: nothing below moves (CLS 0).
  await expect(page.getByLabel("Recovery key", { exact: true })).toHaveText(/^([A-Z2-7]{4} ){6}[A-Z2-7]{4}$/);
  expect((await continueButton.boundingBox())!.y).toBe(drawnAt);
  await saveRecoveryKey(page);
  await expect(page.getByText("No existing chats.")).toBeVisible();
  await close();
});
