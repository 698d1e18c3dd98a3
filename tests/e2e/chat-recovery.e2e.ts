import { expect, test, type Browser, type Page } from "@playwright/test";
import { alertWith, apiAs, baseURL, createAccount, errorsOf, hydrated, logIn, mailsTo, newestMailTo, signedInPage, type Account } from "./helpers.ts";
import { chatBetween, disposeAll, freshAccount, keyedAccount, sendSealed, withChatKey } from "./chatting.ts";
import { chatKey, decryptMessage } from "../../web/chat/crypto/index.ts";
import { mailText } from "../mail.ts";

/**
 * What becomes of a chat when its owner's password changes, in Chromium against the real server. A change
 * in Settings re-wraps the same private key under the new password, so a new device still reads the old
 * history; a reset (the old password forgotten) cannot, so the person is told their older messages are
 * lost, gets a new key that works from then on, and the other person is warned that the key changed.
 */
test.setTimeout(90_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });

/** web/chat/keys.ts KEY_RESET_NOTICE, as the person reads it. */
const resetNotice = "Your password was reset, so you have a new chat key: messages sent to you before the reset can no longer be read on this account.";
/** web/screens/chat/SafetyNumber.tsx, for the other person named `name`. */
const keyChangeWarning = (name: string) =>
  `${name}'s security key has changed since you last chatted. Compare your safety number with them again before you share anything private.`;

async function safetyNumberOn(page: Page): Promise<string | null> {
  await page.getByText("Safety number", { exact: true }).click();
  return page.locator(".chat-safety-number").textContent();
}

test("after a password change in Settings, signing in on a new device with the new password still reads the old history", async ({ browser }) => {
  const cal = await keyedAccount(freshAccount("changer", "Cal Changer"));
  const dee = await keyedAccount(freshAccount("friend", "Dee Friend"));
  const chatId = await chatBetween(cal, dee);
  await sendSealed(chatId, dee, cal, ["Sealed before the change"]);

  // Cal answers from his laptop, then changes his password there.
  const laptop = await signedInPage(browser, cal.account);
  await laptop.page.goto(`/chat/${chatId}`);
  await hydrated(laptop.page);
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
  await expect(laptop.page.getByText("Your password has been changed. Other sessions have been signed out.").first()).toBeVisible();
  await expect(laptop.page.getByText("Your chat key could not be updated")).toHaveCount(0);

  // A phone he has never used for chat: the new password opens the same key, and so the whole history.
  const phone = await signedInPage(browser, { username: cal.account.username, password: newPassword }, { viewport: { width: 375, height: 740 } });
  await phone.page.goto(`/chat/${chatId}`);
  await hydrated(phone.page);
  await expect(history(phone.page).getByText("Sealed before the change")).toBeVisible();
  await expect(history(phone.page).getByText("My answer, also before")).toBeVisible();
  await expect(history(phone.page).getByText("[Decryption Error]")).toHaveCount(0);
  await expect(phone.page.getByRole("form", { name: "Unlock your chats" })).toHaveCount(0);

  // The same key pair, so Dee has no key change to be warned of: Cal's public key is the one it was.
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

test("after a password reset: the notice that older messages are lost, a new key that works, and the other person warned of the change", async ({ browser }) => {
  const ria = await keyedAccount(freshAccount("resetter", "Ria Resetter"));
  const ned = await keyedAccount(freshAccount("neighbour", "Ned Neighbour"));
  const chatId = await chatBetween(ria, ned);
  await sendSealed(chatId, ned, ria, ["Ned, before the reset"]);
  await sendSealed(chatId, ria, ned, ["Ria, before the reset"]);

  // Ned reads the chat: his browser now knows Ria's key.
  const nedDevice = await signedInPage(browser, ned.account);
  await nedDevice.page.goto(`/chat/${chatId}`);
  await hydrated(nedDevice.page);
  await expect(history(nedDevice.page).getByText("Ria, before the reset")).toBeVisible();
  await expect(nedDevice.page.getByText(keyChangeWarning(ria.account.name))).toHaveCount(0);

  // Ria has forgotten her password: she resets it on a new device and signs in with the new one.
  const { page, errors, context } = await resetAndSignIn(browser, ria.account);
  await expect(alertWith(page, resetNotice)).toBeVisible();

  // What was sealed for her old key is unreadable now, as the notice said; the chat itself works.
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await expect(history(page).getByText("[Decryption Error]")).toHaveCount(2);

  // Ned opens the chat again: warned that Ria's key changed; the old history still reads on his side.
  await nedDevice.page.reload();
  await hydrated(nedDevice.page);
  const warning = nedDevice.page.getByRole("alert").filter({ hasText: keyChangeWarning(ria.account.name) });
  await expect(warning.getByText(keyChangeWarning(ria.account.name), { exact: true })).toBeVisible();
  await expect(history(nedDevice.page).getByText("Ned, before the reset")).toBeVisible();
  await expect(history(nedDevice.page).getByText("Ria, before the reset")).toBeVisible();

  // They compare their safety numbers, Ned says so, and the warning goes, for good.
  expect(await safetyNumberOn(nedDevice.page)).toBe(await safetyNumberOn(page));
  await warning.getByRole("button", { name: "I have compared it" }).click();
  await expect(warning).toHaveCount(0);

  // New messages both ways open with the new key.
  await messageBox(nedDevice.page).fill("Welcome back, Ria");
  await messageBox(nedDevice.page).press("Enter");
  await expect(history(page).getByText("Welcome back, Ria")).toBeVisible();
  await messageBox(page).fill("Thanks, Ned");
  await messageBox(page).press("Enter");
  await expect(history(nedDevice.page).getByText("Thanks, Ned")).toBeVisible();

  await nedDevice.page.reload();
  await expect(history(nedDevice.page).getByText("Thanks, Ned")).toBeVisible();
  await expect(nedDevice.page.getByText(keyChangeWarning(ria.account.name))).toHaveCount(0);

  expect([...nedDevice.errors, ...errors]).toEqual([]);
  await Promise.all([nedDevice.close(), context.close()]);
  await disposeAll(ria, ned);
});

test("someone who keeps the chat open through the other's reset: their next message is sealed for the new key, and the warning shows at once", async ({ browser }) => {
  const ivy = await keyedAccount(freshAccount("forgetful", "Ivy Forgetful"));
  const oz = await keyedAccount(freshAccount("patient", "Oz Patient"));
  const chatId = await chatBetween(ivy, oz);
  await sendSealed(chatId, ivy, oz, ["Ivy, before the reset"]);

  const ozDevice = await signedInPage(browser, oz.account);
  await ozDevice.page.goto(`/chat/${chatId}`);
  await hydrated(ozDevice.page);
  await expect(history(ozDevice.page).getByText("Ivy, before the reset")).toBeVisible();

  const { page, errors, context } = await resetAndSignIn(browser, ivy.account);
  await expect(alertWith(page, resetNotice)).toBeVisible();
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await expect(history(page).getByText("[Decryption Error]")).toHaveCount(1);

  // Oz has not reloaded anything: he writes, and Ivy can read it.
  await messageBox(ozDevice.page).fill("Are you back, Ivy?");
  await messageBox(ozDevice.page).press("Enter");
  await expect(history(page).getByText("Are you back, Ivy?")).toBeVisible();
  await expect(history(page).getByText("[Decryption Error]")).toHaveCount(1);
  await expect(ozDevice.page.getByRole("alert").getByText(keyChangeWarning(ivy.account.name), { exact: true })).toBeVisible();

  // Her answer reaches his open tab too.
  await messageBox(page).fill("Yes, with a new key");
  await messageBox(page).press("Enter");
  await expect(history(ozDevice.page).getByText("Yes, with a new key")).toBeVisible();

  expect([...ozDevice.errors, ...errors]).toEqual([]);
  await Promise.all([ozDevice.close(), context.close()]);
  await disposeAll(ivy, oz);
});

/** web/screens/chat/Conversation.tsx's line in the history when the other person named `name` gets a new key. */
const keyChangedNotice = (name: string) =>
  `${name}'s security key changed just now (a new device or a password reset). What you send from now on is sealed for the new key; compare your safety number again.`;

test("an open chat hears live that the other person's key changed: a notice in the history, the warning, and its next message sealed for the new key", async ({ browser }) => {
  const kit = await keyedAccount(freshAccount("rekeyed", "Kit Rekeyed"));
  const lou = await keyedAccount(freshAccount("watcher", "Lou Watcher"));
  const chatId = await chatBetween(kit, lou);
  await sendSealed(chatId, kit, lou, ["Kit, with the first key"]);

  const louDevice = await signedInPage(browser, lou.account);
  const { page } = louDevice;
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  await expect(history(page).getByText("Kit, with the first key")).toBeVisible();
  await expect(history(page).getByRole("status")).toHaveCount(0);

  // Kit gets a new key pair elsewhere (a new device after a reset). Lou does nothing: his tab is told.
  const rekeyed = await withChatKey(kit.account, kit.id, kit.api);
  const notice = history(page).getByRole("status");
  await expect(notice).toHaveText(keyChangedNotice(kit.account.name));
  // In the history where it happened: after the message before it.
  await expect(history(page).getByRole("listitem")).toHaveText([/^Kit, with the first key/, keyChangedNotice(kit.account.name)]);
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

test("a chat open with someone who has no chat key yet comes alive, live, when they set one up", async ({ browser }) => {
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
  await expect(page.getByRole("alert").filter({ hasText: "has not set up encrypted chat yet" })).toBeVisible();
  await expect(messageBox(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();

  // Lee signs in for the first time, which makes a key pair: Mo's tab may write now.
  const lee = await withChatKey(late, leeId, lateApi);
  await expect(history(page).getByRole("status")).toHaveText(`${late.name} has set up encrypted chat: you can write now.`);
  await expect(page.getByText("has not set up encrypted chat yet")).toHaveCount(0);
  await messageBox(page).fill("Hello, Lee");
  await messageBox(page).press("Enter");
  await expect(history(page).getByText("Sending...")).toHaveCount(0);
  const details = await (await lee.api.get(`/api/chat-details/${chatId}/${lee.id}?limit=1`)).json();
  const [newest] = details.messages as { content: string }[];
  expect(await decryptMessage(await chatKey(lee.privateKey, mo.publicKey, chatId), newest!.content, { chatId, senderId: mo.id })).toBe("Hello, Lee");

  expect(moDevice.errors).toEqual([]);
  await moDevice.close();
  await disposeAll(mo, lee);
});
