import { expect, test, type Page } from "@playwright/test";
import { hydrated, mainNav, seriousAxeIssues, signedInPage } from "./helpers.ts";
import { chatBetween, disposeAll, freshAccount, keyedAccount, setUpDevice } from "./chatting.ts";

/**
 * Receipts as the sender meets them (issue 24, item 7), two people on two browsers: a message is sent (one
 * tick), delivered once a page of the recipient's has it (two), read once they open the chat (two,
 * coloured), each told by its word to screen readers and changed live. With the recipient's read receipts
 * off (in /settings), the sender sees "Delivered" and never "Read", and the recipient sees no reads either.
 */
test.setTimeout(120_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });
/** A message of the history by its text, and the receipt it shows (by its word, as a screen reader hears it). */
const bubble = (page: Page, text: string) => history(page).getByRole("listitem").filter({ hasText: text });
const receiptOf = (page: Page, text: string) => bubble(page, text).locator(".chat-receipt");

/** The page's realtime stream has answered: from then on, what its person is sent reaches it. */
const realtimeOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === "/api/realtime" && response.ok());
/** The page has said its chat is read, and the server has recorded it. */
const readSaid = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/chat/read" && response.status() === 204,
  );

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await expect(bubble(page, text).locator("time")).not.toHaveText("Sending...");
}

test("Alice's message is sent, delivered when Bob's page has it, and read when Bob opens the chat, live", async ({
  browser,
}) => {
  const alice = await keyedAccount(freshAccount("alice", "Alice Sender"));
  const bob = await keyedAccount(freshAccount("bob", "Bob Reader"));
  const chatId = await chatBetween(alice, bob);

  const a = await signedInPage(browser, alice.account);
  await a.page.goto(`/chat/${chatId}`);
  await hydrated(a.page);
  // A browser new to her chat keys: her recovery key sets it up (the keys' own tests: chat-recovery, chat-devices).
  await setUpDevice(a.page, alice.recoveryKey);

  // Bob has no page open: sent, one tick, and it stays so.
  await send(a.page, "Are you there, Bob?");
  await expect(receiptOf(a.page, "Are you there, Bob?")).toHaveText("Sent");
  await expect(receiptOf(a.page, "Are you there, Bob?")).toHaveAttribute("title", "Sent");
  expect(await seriousAxeIssues(a.page)).toEqual([]);

  // Bob's chat list loads it: delivered.
  const b = await signedInPage(browser, bob.account);
  await b.page.goto("/chat");
  await hydrated(b.page);
  await setUpDevice(b.page, bob.recoveryKey);
  await expect(receiptOf(a.page, "Are you there, Bob?")).toHaveText("Delivered");

  // Bob is elsewhere (his home page) with the realtime stream open: a new message reaches that page, delivered.
  const streamOpen = realtimeOpened(b.page);
  await b.page.goto("/");
  await streamOpen;
  await send(a.page, "Second one, while you are on your feed");
  await expect(mainNav(b.page).getByRole("link", { name: "Chat, 2 unread" })).toBeVisible();
  await expect(receiptOf(a.page, "Second one, while you are on your feed")).toHaveText("Delivered");
  await expect(receiptOf(a.page, "Are you there, Bob?")).toHaveText("Delivered");

  // Bob opens the chat: both read, coloured, on Alice's open page.
  await b.page.goto(`/chat/${chatId}`);
  await expect(history(b.page).getByText("Second one, while you are on your feed")).toBeVisible();
  await expect(receiptOf(a.page, "Second one, while you are on your feed")).toHaveText("Read");
  await expect(receiptOf(a.page, "Are you there, Bob?")).toHaveText("Read");
  await expect(receiptOf(a.page, "Are you there, Bob?")).toHaveClass(/chat-receipt-read/);
  // Only one's own messages carry receipts.
  await expect(history(b.page).locator(".chat-receipt")).toHaveCount(0);

  // And after a reload, as the server keeps them.
  await a.page.reload();
  await expect(receiptOf(a.page, "Are you there, Bob?")).toHaveText("Read");

  expect([...a.errors, ...b.errors]).toEqual([]);
  await Promise.all([a.close(), b.close()]);
  await disposeAll(alice, bob);
});

test("with Bob's read receipts off, Alice sees her messages delivered and never read, and Bob sees none of her reads", async ({
  browser,
}) => {
  const alice = await keyedAccount(freshAccount("alice", "Alice Sender"));
  const bob = await keyedAccount(freshAccount("bob", "Bob Private"));
  const chatId = await chatBetween(alice, bob);

  // Bob turns them off in his settings, where it is said what that means.
  const b = await signedInPage(browser, bob.account);
  await b.page.goto("/settings");
  await hydrated(b.page);
  const toggle = b.page.getByRole("checkbox", { name: "Send read receipts" });
  await expect(toggle).toBeChecked();
  await expect(b.page.getByText("you do not see when they have read yours")).toBeVisible();
  expect(await seriousAxeIssues(b.page)).toEqual([]);
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await b.page.reload();
  await expect(b.page.getByRole("checkbox", { name: "Send read receipts" })).not.toBeChecked();

  const a = await signedInPage(browser, alice.account);
  await a.page.goto(`/chat/${chatId}`);
  await hydrated(a.page);
  await setUpDevice(a.page, alice.recoveryKey);
  await send(a.page, "Will you tell me you read this?");

  // Bob reads it: his unread count clears for him, and Alice sees it delivered.
  await b.page.goto(`/chat/${chatId}`);
  const bobRead = readSaid(b.page);
  await setUpDevice(b.page, bob.recoveryKey);
  await expect(history(b.page).getByText("Will you tell me you read this?")).toBeVisible();
  await bobRead;
  await expect(mainNav(b.page).getByRole("link", { name: "Chat", exact: true })).toBeVisible();
  await expect(receiptOf(a.page, "Will you tell me you read this?")).toHaveText("Delivered");

  // Bob answers after his read was recorded: once his answer is on Alice's page, anything his read told would
  // have come before it. Still delivered, not read.
  const aliceRead = readSaid(a.page);
  await send(b.page, "No receipts from me");
  await expect(history(a.page).getByText("No receipts from me")).toBeVisible();
  await expect(receiptOf(a.page, "Will you tell me you read this?")).toHaveText("Delivered");

  // Alice, whose receipts are on, reads Bob's answer on her open page; Bob, with his off, does not see it.
  // Her next message, sent after her read was recorded, reaches Bob after anything that read told.
  await aliceRead;
  await send(a.page, "Fair enough");
  await expect(history(b.page).getByText("Fair enough")).toBeVisible();
  await expect(receiptOf(b.page, "No receipts from me")).toHaveText("Delivered");
  await b.page.reload();
  await expect(receiptOf(b.page, "No receipts from me")).toHaveText("Delivered");
  await a.page.reload();
  await expect(receiptOf(a.page, "Will you tell me you read this?")).toHaveText("Delivered");

  expect([...a.errors, ...b.errors]).toEqual([]);
  await Promise.all([a.close(), b.close()]);
  await disposeAll(alice, bob);
});
