import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  apiAs,
  baseURL,
  createAccount,
  errorsOf,
  hydrated,
  logIn,
  mailsTo,
  newestMailTo,
  signedInPage,
  type Account,
} from "./helpers.ts";
import {
  chatBetween,
  disposeAll,
  freshAccount,
  keyedAccount,
  saveRecoveryKey,
  sendSealed,
  setUpDevice,
  withChatKey,
} from "./chatting.ts";
import { chatKey, decryptMessage } from "../../web/chat/crypto/index.ts";
import { mailText } from "../mail.ts";

/**
 * What becomes of a chat when its owner's password changes or is reset, or when they lose their recovery
 * key, in Chromium against the real server (issue 24). The password takes no part in chat keys: a change
 * or a reset leaves them as they were, and a new device is set up with the recovery key, never the
 * password. Only starting over without the recovery key gives new keys: the old history then says once
 * why it cannot be read, and the other person is warned that the key changed.
 */
test.setTimeout(90_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });
const setUpForm = (page: Page) => page.getByRole("form", { name: "Set up chat on this device" });

/** web/screens/chat/SafetyNumber.tsx, for the other person named `name`. */
const keyChangeWarning = (name: string) =>
  `${name}'s security key has changed since you last chatted. Compare your safety number with them again before you share anything private.`;
/** web/screens/chat/Conversation.tsx: said once above the history one's earlier keys sealed. */
const beforeMyKeysNotice =
  "Your chat keys were replaced (you started over without your recovery key): the messages below marked [Decryption Error] were sealed for your earlier keys, which this account no longer has, and cannot be read. Ask for anything you still need to be sent again.";

async function safetyNumberOn(page: Page): Promise<string | null> {
  await page.getByText("Safety number", { exact: true }).click();
  return page.locator(".chat-safety-number").textContent();
}

test("after a password change in Settings, the new password opens no chat key: a new device is set up with the recovery key and reads the old history", async ({
  browser,
}) => {
  const cal = await keyedAccount(freshAccount("changer", "Cal Changer"));
  const dee = await keyedAccount(freshAccount("friend", "Dee Friend"));
  const chatId = await chatBetween(cal, dee);
  await sendSealed(chatId, dee, cal, ["Sealed before the change"]);

  // Cal answers from his laptop (set up with his recovery key), then changes his password there.
  const laptop = await signedInPage(browser, cal.account);
  await laptop.page.goto(`/chat/${chatId}`);
  await hydrated(laptop.page);
  await setUpDevice(laptop.page, cal.recoveryKey);
  await expect(history(laptop.page).getByText("Sealed before the change")).toBeVisible();
  await messageBox(laptop.page).fill("My answer, also before");
  await messageBox(laptop.page).press("Enter");
  await expect(history(laptop.page).getByText("My answer, also before")).toBeVisible();
  await expect(history(laptop.page).getByText("Sending...")).toHaveCount(0);

  const newPassword = `${cal.account.password} renewed`;
  await laptop.page.goto("/settings");
  await hydrated(laptop.page);
  await laptop.page.getByLabel("Current password").fill(cal.account.password);
  await laptop.page.getByLabel("New password", { exact: true }).fill(newPassword);
  await laptop.page.getByLabel("Confirm new password").fill(newPassword);
  await laptop.page.getByRole("button", { name: "Change password" }).click();
  await expect(
    laptop.page.getByText("Your password has been changed. Other sessions have been signed out.").first(),
  ).toBeVisible();

  // A phone he has never used for chat: signing in with the new password sets nothing up; the recovery key does.
  const phone = await signedInPage(
    browser,
    { username: cal.account.username, password: newPassword },
    { viewport: { width: 375, height: 740 } },
  );
  await phone.page.goto(`/chat/${chatId}`);
  await hydrated(phone.page);
  await expect(setUpForm(phone.page)).toBeVisible();
  await setUpForm(phone.page).getByLabel("Recovery key", { exact: true }).fill(newPassword);
  await setUpForm(phone.page).getByRole("button", { name: "Set up" }).click();
  await expect(setUpForm(phone.page).getByRole("alert")).toContainText("recovery key");
  await setUpDevice(phone.page, cal.recoveryKey.toLowerCase());
  await expect(history(phone.page).getByText("Sealed before the change")).toBeVisible();
  await expect(history(phone.page).getByText("My answer, also before")).toBeVisible();
  await expect(history(phone.page).getByText("[Decryption Error]", { exact: true })).toHaveCount(0);

  // The same keys, so Dee has no key change to be warned of.
  const published = await dee.api.get(`/api/keys/${cal.id}`);
  expect(((await published.json()) as { publicKey: string }).publicKey).toBe(cal.publicKey);

  expect([...laptop.errors, ...phone.errors]).toEqual([]);
  await Promise.all([laptop.close(), phone.close()]);
  await disposeAll(cal, dee);
});

/**
 * `who` has forgotten their password, on a new device: "Reset it here", the mailed link, a new password,
 * and signing in with it (which makes their new chat key).
 */
async function resetAndSignIn(browser: Browser, who: Account) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const before = mailsTo(who.email).length;
  await page.goto("/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Reset it here" }).click();
  await page.getByLabel("Email or username").fill(who.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const link = mailText(await newestMailTo(who.email, before)).match(/https?:\/\/\S+\/login\?reset=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  const newPassword = `${who.password} after reset`;
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password reset successfully!").first()).toBeVisible();
  await logIn(page, { username: who.username, password: newPassword });
  await expect(page).toHaveURL(`${baseURL}/`);
  return { context, page, errors };
}

test("a password reset changes nothing in chat: the same keys, no warning for the other person, and the recovery key sets up the new device", async ({
  browser,
}) => {
  const ria = await keyedAccount(freshAccount("resetter", "Ria Resetter"));
  const ned = await keyedAccount(freshAccount("neighbour", "Ned Neighbour"));
  const chatId = await chatBetween(ria, ned);
  await sendSealed(chatId, ned, ria, ["Ned, before the reset"]);

  const { page, errors, context } = await resetAndSignIn(browser, ria.account);
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await setUpDevice(page, ria.recoveryKey);
  await expect(history(page).getByText("Ned, before the reset")).toBeVisible();
  await expect(history(page).getByText("[Decryption Error]", { exact: true })).toHaveCount(0);
  const published = await ned.api.get(`/api/keys/${ria.id}`);
  expect(((await published.json()) as { publicKey: string }).publicKey).toBe(ria.publicKey);

  expect(errors).toEqual([]);
  await context.close();
  await disposeAll(ria, ned);
});

/** On a device that asks for the recovery key: "Lost your recovery key?", start over, and save the new one. */
async function startOver(page: Page, password: string): Promise<string> {
  await setUpForm(page).getByText("Lost your recovery key?").click();
  // Replacing keys asks for the login password first (re-authentication).
  await setUpForm(page).getByLabel("Login password").fill(password);
  await setUpForm(page).getByRole("button", { name: "Start over with new keys" }).click();
  return saveRecoveryKey(page);
}

test("lost recovery key: starting over says once why the old history cannot be read, and the other person is warned of the change", async ({
  browser,
}) => {
  const ria = await keyedAccount(freshAccount("loser", "Ria Loser"));
  const ned = await keyedAccount(freshAccount("neighbour", "Ned Neighbour"));
  const chatId = await chatBetween(ria, ned);
  await sendSealed(chatId, ned, ria, ["Ned, before the new keys"]);
  await sendSealed(chatId, ria, ned, ["Ria, before the new keys"]);

  // Ned reads the chat: his browser now knows Ria's key.
  const nedDevice = await signedInPage(browser, ned.account);
  await nedDevice.page.goto(`/chat/${chatId}`);
  await hydrated(nedDevice.page);
  await setUpDevice(nedDevice.page, ned.recoveryKey);
  await expect(history(nedDevice.page).getByText("Ria, before the new keys")).toBeVisible();
  await expect(nedDevice.page.getByText(keyChangeWarning(ria.account.name))).toHaveCount(0);

  // Ria, on a new device, has lost her recovery key: she starts over.
  const riaDevice = await signedInPage(browser, ria.account);
  const { page } = riaDevice;
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await startOver(page, ria.account.password);

  // What was sealed for her old keys is unreadable, each saying so, and the history says why once.
  await expect(history(page).getByText("[Decryption Error]", { exact: true })).toHaveCount(2);
  await expect(history(page).getByText("Sent before your current chat keys were made.")).toHaveCount(2);
  await expect(history(page).getByRole("status").filter({ hasText: beforeMyKeysNotice })).toHaveCount(1);

  // Ned opens the chat again: warned that Ria's key changed; the old history still reads on his side.
  await nedDevice.page.reload();
  await hydrated(nedDevice.page);
  const warning = nedDevice.page.getByRole("alert").filter({ hasText: keyChangeWarning(ria.account.name) });
  await expect(warning).toBeVisible();
  await expect(history(nedDevice.page).getByText("Ned, before the new keys")).toBeVisible();
  await expect(history(nedDevice.page).getByText("Ria, before the new keys")).toBeVisible();

  // They compare their safety numbers, Ned says so, and the warning goes, for good.
  expect(await safetyNumberOn(nedDevice.page)).toBe(await safetyNumberOn(page));
  await nedDevice.page.getByRole("button", { name: "I have compared it" }).click();
  await expect(warning).toHaveCount(0);

  // New messages both ways open with the new keys.
  await messageBox(nedDevice.page).fill("Welcome back, Ria");
  await messageBox(nedDevice.page).press("Enter");
  await expect(history(page).getByText("Welcome back, Ria")).toBeVisible();
  await messageBox(page).fill("Thanks, Ned");
  await messageBox(page).press("Enter");
  await expect(history(nedDevice.page).getByText("Thanks, Ned")).toBeVisible();
  await expect(history(nedDevice.page).getByText(/Not verified/)).toHaveCount(0);

  await nedDevice.page.reload();
  await expect(history(nedDevice.page).getByText("Thanks, Ned")).toBeVisible();
  await expect(nedDevice.page.getByText(keyChangeWarning(ria.account.name))).toHaveCount(0);

  expect([...nedDevice.errors, ...riaDevice.errors]).toEqual([]);
  await Promise.all([nedDevice.close(), riaDevice.close()]);
  await disposeAll(ria, ned);
});

test("a verified contact who starts over: a prominent warning, and their messages under the new key marked until compared again", async ({
  browser,
}) => {
  const vee = await keyedAccount(freshAccount("verifier", "Vee Verifier"));
  const max = await keyedAccount(freshAccount("verified", "Max Verified"));
  const chatId = await chatBetween(vee, max);

  const veeDevice = await signedInPage(browser, vee.account);
  const { page } = veeDevice;
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await setUpDevice(page, vee.recoveryKey);
  await page.getByText("Safety number", { exact: true }).click();
  await page.getByRole("button", { name: `Mark ${max.account.name} as verified` }).click();
  await expect(page.getByText(`You verified ${max.account.name}`)).toBeVisible();

  // Max's keys are replaced elsewhere, unannounced, and a message comes under the new key.
  const rekeyed = await withChatKey(max.account, max.id, max.api);
  await sendSealed(chatId, rekeyed, vee, ["Under my new key"]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("alert").filter({ hasText: `and you had verified ${max.account.name}` })).toBeVisible();
  const bubble = history(page).getByRole("listitem").filter({ hasText: "Under my new key" });
  await expect(bubble).toContainText(`Not verified: sent under ${max.account.name}'s new key`);

  expect(veeDevice.errors).toEqual([]);
  await veeDevice.close();
  await disposeAll(vee, max);
});

test("someone who keeps the chat open while the other starts over: their next message is sealed for the new key, and the warning shows at once", async ({
  browser,
}) => {
  const ivy = await keyedAccount(freshAccount("forgetful", "Ivy Forgetful"));
  const oz = await keyedAccount(freshAccount("patient", "Oz Patient"));
  const chatId = await chatBetween(ivy, oz);
  await sendSealed(chatId, ivy, oz, ["Ivy, before the new keys"]);

  const ozDevice = await signedInPage(browser, oz.account);
  await ozDevice.page.goto(`/chat/${chatId}`);
  await hydrated(ozDevice.page);
  await setUpDevice(ozDevice.page, oz.recoveryKey);
  await expect(history(ozDevice.page).getByText("Ivy, before the new keys")).toBeVisible();

  const ivyDevice = await signedInPage(browser, ivy.account);
  const { page } = ivyDevice;
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await startOver(page, ivy.account.password);
  await expect(history(page).getByText("[Decryption Error]", { exact: true })).toHaveCount(1);

  // Oz has not reloaded anything: he writes, and Ivy can read it.
  await messageBox(ozDevice.page).fill("Are you back, Ivy?");
  await messageBox(ozDevice.page).press("Enter");
  await expect(history(page).getByText("Are you back, Ivy?")).toBeVisible();
  await expect(history(page).getByText("[Decryption Error]", { exact: true })).toHaveCount(1);
  await expect(
    ozDevice.page.getByRole("alert").getByText(keyChangeWarning(ivy.account.name), { exact: true }),
  ).toBeVisible();

  // Her answer reaches his open tab too (marked: he has not compared the new key yet).
  await messageBox(page).fill("Yes, with a new key");
  await messageBox(page).press("Enter");
  await expect(history(ozDevice.page).getByText("Yes, with a new key")).toBeVisible();

  expect([...ozDevice.errors, ...ivyDevice.errors]).toEqual([]);
  await Promise.all([ozDevice.close(), ivyDevice.close()]);
  await disposeAll(ivy, oz);
});

/** web/screens/chat/Conversation.tsx's line in the history when the other person named `name` gets a new key. */
const keyChangedNotice = (name: string) =>
  `${name}'s security key changed just now (they started over with new chat keys). What you send from now on is sealed for the new key; compare your safety number again.`;

test("an open chat hears live that the other person's key changed: a notice in the history, the warning, and its next message sealed for the new key", async ({
  browser,
}) => {
  const kit = await keyedAccount(freshAccount("rekeyed", "Kit Rekeyed"));
  const lou = await keyedAccount(freshAccount("watcher", "Lou Watcher"));
  const chatId = await chatBetween(kit, lou);
  await sendSealed(chatId, kit, lou, ["Kit, with the first key"]);

  const louDevice = await signedInPage(browser, lou.account);
  const { page } = louDevice;
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await setUpDevice(page, lou.recoveryKey);
  await expect(history(page).getByText("Kit, with the first key")).toBeVisible();
  await expect(history(page).getByRole("status")).toHaveCount(0);

  // Kit starts over elsewhere (a new device, the recovery key lost). Lou does nothing: his tab is told.
  const rekeyed = await withChatKey(kit.account, kit.id, kit.api);
  const notice = history(page).getByRole("status");
  await expect(notice).toHaveText(keyChangedNotice(kit.account.name));
  // In the history where it happened: after the message before it.
  await expect(history(page).getByRole("listitem")).toHaveText([
    /^Kit, with the first key/,
    keyChangedNotice(kit.account.name),
  ]);
  await expect(page.getByRole("alert").getByText(keyChangeWarning(kit.account.name), { exact: true })).toBeVisible();

  // Lou writes: sealed for Kit's new key, so Kit's new key opens it.
  await messageBox(page).fill("Welcome to your new device");
  await messageBox(page).press("Enter");
  await expect(history(page).getByText("Welcome to your new device")).toBeVisible();
  await expect(history(page).getByText("Sending...")).toHaveCount(0);
  const details = await (await kit.api.get(`/api/chat-details/${chatId}/${kit.id}?limit=1`)).json();
  const [newest] = details.messages as { content: string; sender_id: number }[];
  const key = await chatKey(rekeyed.privateKey, lou.publicKey, chatId);
  expect(await decryptMessage(key, newest!.content, { chatId, senderId: lou.id })).toBe("Welcome to your new device");

  expect(louDevice.errors).toEqual([]);
  await louDevice.close();
  await disposeAll(kit, lou);
});

test("a chat open with someone who has no chat key yet comes alive, live, when they set one up", async ({
  browser,
}) => {
  const mo = await keyedAccount(freshAccount("early", "Mo Early"));
  const late = freshAccount("late", "Lee Late");
  await createAccount(late);
  const lateApi = await apiAs(late);
  const leeId = ((await (await lateApi.get("/api/profile/")).json()) as { id: number }).id;
  const chatId = await chatBetween(mo, { id: leeId });

  // Asking for Lee's key before he has one is answered 404: that console line is the browser's, asked for here.
  const moDevice = await signedInPage(browser, mo.account, { ignoreRefusedLoads: true });
  const { page } = moDevice;
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await setUpDevice(page, mo.recoveryKey);
  await expect(page.getByRole("alert").filter({ hasText: "has not set up encrypted chat yet" })).toBeVisible();
  await expect(messageBox(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();

  // Lee opens the chat for the first time, which makes his keys: Mo's tab may write now.
  const lee = await withChatKey(late, leeId, lateApi);
  await expect(history(page).getByRole("status")).toHaveText(
    `${late.name} has set up encrypted chat: you can write now.`,
  );
  await expect(page.getByText("has not set up encrypted chat yet")).toHaveCount(0);
  await messageBox(page).fill("Hello, Lee");
  await messageBox(page).press("Enter");
  await expect(history(page).getByText("Sending...")).toHaveCount(0);
  const details = await (await lee.api.get(`/api/chat-details/${chatId}/${lee.id}?limit=1`)).json();
  const [newest] = details.messages as { content: string }[];
  expect(
    await decryptMessage(await chatKey(lee.privateKey, mo.publicKey, chatId), newest!.content, {
      chatId,
      senderId: mo.id,
    }),
  ).toBe("Hello, Lee");

  expect(moDevice.errors).toEqual([]);
  await moDevice.close();
  await disposeAll(mo, lee);
});
