import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createAccount, hydrated, mainNav, pngImage, seriousAxeIssues, signedInPage, type Account } from "./helpers.ts";
import { saveRecoveryKey, setUpDevice } from "./chatting.ts";

/**
 * Two people on two browsers: one finds the other by username, starts a chat, and they talk in text and a
 * picture that arrive at once, with typing shown and unread badges counted and cleared; then the first one
 * signs in on a second device and reads the history there. Every word is sealed in the browsers.
 */
const stamp = Date.now().toString(36).slice(-5);
const ann: Account = {
  name: "Ann Chatter",
  username: `ann_${stamp}`,
  email: `ann_${stamp}@example.com`,
  password: "ann-chat-password-1",
};
const ben: Account = {
  name: "Ben Chatter",
  username: `ben_${stamp}`,
  email: `ben_${stamp}@example.com`,
  password: "ben-chat-password-1",
};

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  await createAccount(ann, { mayExist: true });
  await createAccount(ben, { mayExist: true });
});

/** A signed-in browser of its own (its own IndexedDB, cookies and storage), failing the test on any page error. */
async function deviceOf(browser: Browser, who: Account, viewport = { width: 1280, height: 800 }) {
  // A 404 the test asks for ("User not found") is the browser's own line, not the page's error.
  const { context, page, errors } = await signedInPage(browser, who, { viewport, ignoreRefusedLoads: true });
  return { context, page, errors };
}

/** The recovery keys shown when each person's browser made their chat keys, as they saved them. */
const saved = new Map<string, string>();

/** The chat list; on a person's first visit their keys are made there and they save the recovery key. */
async function openChats(page: Page, who: Account) {
  await page.goto("/chat");
  await hydrated(page);
  if (!saved.has(who.username)) saved.set(who.username, await saveRecoveryKey(page));
}

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });

let devices: { context: BrowserContext; page: Page; errors: string[] }[] = [];
test.afterEach(async () => {
  for (const device of devices) expect(device.errors).toEqual([]);
});
test.afterAll(async () => {
  for (const device of devices) await device.context.close();
});

test("two people find each other, chat in text and a picture, see typing and badges, and read it all again on a second device", async ({
  browser,
}) => {
  const a = await deviceOf(browser, ann);
  const b = await deviceOf(browser, ben, { width: 375, height: 740 });
  devices = [a, b];
  // Ben's first visit to his chats, on his phone: his keys are made, and the recovery key to save passes axe
  // and fits the screen.
  await b.page.goto("/chat");
  await hydrated(b.page);
  await expect(b.page.getByRole("heading", { name: "Save your recovery key" })).toBeVisible({ timeout: 20_000 });
  expect(await seriousAxeIssues(b.page)).toEqual([]);
  expect(await b.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  saved.set(ben.username, await saveRecoveryKey(b.page));

  // Ann's empty list, and the search box's own messages.
  await openChats(a.page, ann);
  await expect(a.page.getByText("No existing chats.")).toBeVisible();
  const search = a.page.getByPlaceholder("Search for a user");
  await a.page.getByRole("button", { name: "Search" }).click();
  await expect(a.page.getByText("Please enter a username")).toBeVisible();
  await search.fill("nobody_by_that_name");
  await a.page.getByRole("button", { name: "Search" }).click();
  await expect(a.page.getByText("User not found")).toBeVisible();

  // Found, started: the chat opens with Ben's name.
  await search.fill(ben.username);
  await search.press("Enter");
  await a.page.getByRole("button", { name: "Start Chat" }).click();
  await expect(a.page).toHaveURL(/\/chat\/\d+$/);
  const chatUrl = new URL(a.page.url()).pathname;
  await expect(a.page.getByRole("heading", { level: 1 }).or(a.page.getByText(ben.name)).first()).toBeVisible();
  expect(await seriousAxeIssues(a.page)).toEqual([]);

  // Ben keeps his chat list open (open since before: his keys were made there): the new chat and its badge arrive live.

  // A text: shown at once, the box cleared; blank text is ignored.
  await messageBox(a.page).fill("   ");
  await messageBox(a.page).press("Enter");
  await messageBox(a.page).fill("Hello Ben, this is sealed");
  await messageBox(a.page).press("Enter");
  await expect(messageBox(a.page)).toHaveValue("");
  await expect(history(a.page).getByText("Hello Ben, this is sealed")).toBeVisible();
  await expect(history(a.page).getByRole("listitem")).toHaveCount(1);

  const benChat = b.page.getByRole("link", { name: new RegExp(ann.username) });
  await expect(benChat).toContainText("Hello Ben, this is sealed");
  await expect(benChat.getByLabel("1 unread")).toBeVisible();
  await expect(mainNav(b.page).getByRole("link", { name: "Chat, 1 unread" })).toBeVisible();

  // Ben opens it: the history decrypted, the badge cleared, and Ann is seen typing.
  await benChat.click();
  await expect(b.page).toHaveURL(chatUrl);
  await expect(history(b.page).getByText("Hello Ben, this is sealed")).toBeVisible();
  await expect(b.page.getByText("Online")).toBeVisible();
  await messageBox(a.page).pressSequentially("Still there?", { delay: 30 });
  await expect(b.page.getByText("Typing...")).toBeVisible();
  await expect(b.page.getByText("Typing...")).toBeHidden({ timeout: 6_000 });
  await messageBox(a.page).press("Enter");
  await expect(history(b.page).getByText("Still there?")).toBeVisible();
  await expect(b.page.getByText("Typing...")).toBeHidden();
  // A message sent, the next one begun at once: announced again, not held back by the last announcement.
  await messageBox(a.page).pressSequentially("Hm", { delay: 30 });
  await expect(b.page.getByText("Typing...")).toBeVisible();
  await messageBox(a.page).fill("");

  // Ben answers with a picture: a local preview, then the server's copy, which Ann sees too.
  await b.page
    .getByLabel("Choose an image")
    .setInputFiles({ name: "red.png", mimeType: "image/png", buffer: pngImage(12, 8, [220, 20, 20]) });
  await b.page.getByRole("button", { name: "Send Media" }).click();
  const sent = history(b.page).getByRole("img", { name: "Picture you sent" });
  await expect(sent).toBeVisible();
  await expect(history(b.page).getByText("Sending...")).toHaveCount(0);
  const received = history(a.page).getByRole("img", { name: "Picture" });
  await expect(received).toBeVisible();
  expect(await received.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([12, 8]);

  // The safety number is the same on both screens.
  const numberOf = async (page: Page) => {
    await page.getByText("Safety number").click();
    return page.locator(".chat-safety-number").textContent();
  };
  const [numberA, numberB] = await Promise.all([numberOf(a.page), numberOf(b.page)]);
  expect(numberA).toMatch(/^(\d{5} ){11}\d{5}$/);
  expect(numberA).toBe(numberB);

  // Back on Ben's list: everything read, no badge anywhere.
  await b.page.getByRole("link", { name: "Back to chats" }).click();
  await expect(benChat).toContainText("Photo");
  await expect(benChat.getByLabel(/unread/)).toHaveCount(0);
  await expect(mainNav(b.page).getByRole("link", { name: "Chat", exact: true })).toBeVisible();

  // A second device of Ann's: the recovery key she saved sets it up (never her password), and the whole
  // history reads as it was.
  const second = await deviceOf(browser, ann);
  devices.push(second);
  await second.page.goto(chatUrl);
  await setUpDevice(second.page, saved.get(ann.username)!);
  await expect(history(second.page).getByText("Hello Ben, this is sealed")).toBeVisible();
  await expect(history(second.page).getByText("Still there?")).toBeVisible();
  await expect(history(second.page).getByRole("img", { name: "Picture" })).toBeVisible();
  await expect(history(second.page).getByText("[Decryption Error]")).toHaveCount(0);
});
