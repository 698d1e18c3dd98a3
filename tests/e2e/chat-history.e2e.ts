import { expect, test, type Page, type Route } from "@playwright/test";
import { alertWith, hydrated, pngImage, seriousAxeIssues, signedInPage } from "./helpers.ts";
import { chatBetween, disposeAll, freshAccount, keyedAccount, sendSealed, setUpDevice } from "./chatting.ts";
import { HISTORY_PAGE } from "../../shared/chat.ts";

/**
 * A chat as its reader meets it in Chromium, with histories arranged through the API (sealed with the
 * product's crypto, so the browser decrypts them with the key it unwraps at sign-in): a long history read
 * page by page, a send that fails and what becomes of the words, and a chat on a phone.
 */
test.setTimeout(90_000);

const history = (page: Page) => page.getByRole("list", { name: "Messages" });
const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });

/** The numbered notes the history shows, top to bottom. */
const notesShown = (page: Page) =>
  history(page)
    .getByText(/^Note \d+ of \d+$/)
    .allTextContents();

/** How far the page scrolls sideways (0: not at all). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a long chat opens on its newest page, and scrolling up brings the older pages in, in order and each message once", async ({
  browser,
}) => {
  const pia = await keyedAccount(freshAccount("pager", "Pia Pager"));
  const per = await keyedAccount(freshAccount("paged", "Per Paged"));
  const chatId = await chatBetween(pia, per);
  // Two full pages and a few more: the last page is short, so the history knows it has reached the start.
  const total = HISTORY_PAGE * 2 + 5;
  const notes = Array.from({ length: total }, (_, i) => `Note ${i + 1} of ${total}`);
  for (const [i, note] of notes.entries()) {
    if (i % 3 === 2) await sendSealed(chatId, per, pia, [note]);
    else await sendSealed(chatId, pia, per, [note]);
  }

  const { page, errors, close } = await signedInPage(browser, pia.account);
  await page.goto(`/chat/${chatId}`);
  await setUpDevice(page, pia.recoveryKey);
  await hydrated(page);

  // The newest page only, decrypted, scrolled to its end.
  await expect.poll(() => notesShown(page)).toEqual(notes.slice(-HISTORY_PAGE));
  await expect(history(page).getByText(notes.at(-1)!)).toBeInViewport();
  await expect(history(page).getByText(notes.at(-HISTORY_PAGE)!)).not.toBeInViewport();
  await expect(history(page).getByText("Loading older messages...")).toBeAttached();

  // Up to the top, page by page: each older page goes above, and the reader stays where they were.
  for (let shown = HISTORY_PAGE; shown < total; shown += HISTORY_PAGE) {
    const wasOldest = notes.at(-shown)!;
    await history(page).hover();
    await page.mouse.wheel(0, -100_000);
    await expect.poll(() => notesShown(page)).toEqual(notes.slice(-Math.min(total, shown + HISTORY_PAGE)));
    await expect(history(page).getByText(wasOldest, { exact: true })).toBeInViewport();
  }

  // The start reached: nothing more to load, nothing twice, nothing unreadable.
  await expect(history(page).getByText("Loading older messages...")).toHaveCount(0);
  await expect(history(page).getByRole("listitem")).toHaveCount(total);
  await expect(history(page).getByText("[Decryption Error]")).toHaveCount(0);
  expect(errors).toEqual([]);
  await close();
  await disposeAll(pia, per);
});

test("a message that cannot be sent says so and is given back in the box; sent again, it arrives once", async ({
  browser,
}) => {
  const sue = await keyedAccount(freshAccount("sender", "Sue Sender"));
  const rae = await keyedAccount(freshAccount("reader", "Rae Reader"));
  const chatId = await chatBetween(sue, rae);
  await sendSealed(chatId, rae, sue, ["Are you there?"]);

  // The failed request's own console line is the browser's, asked for here.
  const { page, errors, close } = await signedInPage(browser, sue.account, { ignoreRefusedLoads: true });
  await page.goto(`/chat/${chatId}`);
  await setUpDevice(page, sue.recoveryKey);
  await hydrated(page);
  await expect(history(page).getByText("Are you there?")).toBeVisible();

  // The connection drops as the message goes.
  await page.route("**/api/chat/send-message", (route) => route.abort("internetdisconnected"));
  await messageBox(page).fill("Yes, here I am");
  await messageBox(page).press("Enter");
  await expect(alertWith(page, "Could not send message")).toBeVisible();
  await expect(messageBox(page)).toHaveValue("Yes, here I am");
  await expect(history(page).getByText("Yes, here I am")).toHaveCount(0);

  // Back online, Enter again: sent, the box empty, the error gone.
  await page.unroute("**/api/chat/send-message");
  await messageBox(page).press("Enter");
  await expect(history(page).getByText("Yes, here I am")).toBeVisible();
  await expect(messageBox(page)).toHaveValue("");
  await expect(page.getByText("Could not send message")).toHaveCount(0);
  await expect(history(page).getByText("Sending...")).toHaveCount(0);

  // Read again from the server: the answer is there once.
  await page.reload();
  await expect(history(page).getByRole("listitem")).toHaveText(
    ["Are you there?", "Yes, here I am"].map((text) => new RegExp(`^${text}`)),
  );
  expect(errors).toEqual([]);
  await close();
  await disposeAll(sue, rae);
});

test("a picture that cannot be sent says so and is put back in the picker; sent again, it arrives once", async ({
  browser,
}) => {
  const pia = await keyedAccount(freshAccount("pictures", "Pia Pictures"));
  const quo = await keyedAccount(freshAccount("viewer", "Quo Viewer"));
  const chatId = await chatBetween(pia, quo);
  await sendSealed(chatId, quo, pia, ["Send me the photo"]);

  // The refused requests' own console lines are the browser's, asked for here.
  const { page, errors, close } = await signedInPage(browser, pia.account, { ignoreRefusedLoads: true });
  await page.goto(`/chat/${chatId}`);
  await setUpDevice(page, pia.recoveryKey);
  await hydrated(page);
  await expect(history(page).getByText("Send me the photo")).toBeVisible();
  const picker = page.getByLabel("Choose an image");
  const sendMedia = page.getByRole("button", { name: "Send Media" });
  const chosen = async () =>
    picker.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => `${f.name} ${f.size}`));
  const photo = pngImage(12, 8, [20, 120, 220]);
  await picker.setInputFiles({ name: "sea.png", mimeType: "image/png", buffer: photo });
  const picked = await chosen();
  expect(picked).toHaveLength(1);

  // First the server fails, then the connection drops: each time the error, no picture, and the picture back in the picker.
  const failures = [
    (route: Route) =>
      route.fulfill({ status: 500, json: { error: "Internal error", message: "Internal error", code: "internal" } }),
    (route: Route) => route.abort("internetdisconnected"),
  ];
  for (const fail of failures) {
    await page.route("**/api/chat/send-media**", fail);
    await sendMedia.click();
    await expect(alertWith(page, "Could not send media")).toBeVisible();
    await expect(history(page).getByRole("img")).toHaveCount(0);
    await expect.poll(chosen).toEqual(picked);
    await expect(sendMedia).toBeEnabled();
    await page.unroute("**/api/chat/send-media**");
  }

  // Back online: Send Media again sends the very picture, once; the picker is empty and the error gone.
  await sendMedia.click();
  await expect(history(page).getByRole("img", { name: "Picture you sent" })).toBeVisible();
  await expect(history(page).getByText("Sending...")).toHaveCount(0);
  await expect(page.getByText("Could not send media")).toHaveCount(0);
  expect(await chosen()).toEqual([]);
  await expect(sendMedia).toBeDisabled();
  await page.reload();
  await hydrated(page);
  await expect(history(page).getByRole("img", { name: "Picture you sent" })).toHaveCount(1);
  expect(errors).toEqual([]);
  await close();
  await disposeAll(pia, quo);
});

test("one's own message, echoed by the realtime channel before its send has answered, shows once", async ({
  browser,
}) => {
  const eve = await keyedAccount(freshAccount("echoer", "Eve Echo"));
  const max = await keyedAccount(freshAccount("hearer", "Max Hearer"));
  const chatId = await chatBetween(eve, max);
  await sendSealed(chatId, max, eve, ["Say something"]);

  const { page, errors, close } = await signedInPage(browser, eve.account);
  await page.goto(`/chat/${chatId}`);
  await setUpDevice(page, eve.recoveryKey);
  await hydrated(page);
  await expect(history(page).getByText("Say something")).toBeVisible();

  // The server has stored the message and told every stream; its answer to the send is held back until
  // the page has heard the echo (no longer "Sending..."), and what the page shows then is counted.
  const text = "Only once, please";
  let shownWhileAnswerHeld = -1;
  await page.route("**/api/chat/send-message", async (route) => {
    const response = await route.fetch();
    await expect(history(page).locator("li:not([aria-busy])", { hasText: text })).toBeAttached();
    shownWhileAnswerHeld = await history(page).getByText(text).count();
    await route.fulfill({ response });
  });
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await expect.poll(() => shownWhileAnswerHeld).toBe(1);
  await expect(history(page).getByText(text)).toHaveCount(1);
  await expect(history(page).getByText("Sending...")).toHaveCount(0);
  await expect(history(page).getByRole("listitem")).toHaveCount(2);
  expect(errors).toEqual([]);
  await close();
  await disposeAll(eve, max);
});

test("on a phone: the chat list passes axe without sideways scrolling, and in a chat the message box is on screen and usable", async ({
  browser,
}) => {
  const pam = await keyedAccount(freshAccount("phone", "Pam Phone"));
  const tom = await keyedAccount(freshAccount("talker", "Tom Talker"));
  const chatId = await chatBetween(pam, tom);
  // A long word with no place to break: it must wrap in its bubble, not widen the screen.
  const longWord = `https://example.com/${"unbroken".repeat(20)}`;
  await sendSealed(chatId, tom, pam, ["Hello from the desktop", longWord]);

  const { page, errors, close } = await signedInPage(browser, pam.account, { viewport: { width: 375, height: 740 } });
  await page.goto("/chat");
  await hydrated(page);
  // Setting the phone up: its form passes axe and fits the screen too.
  await expect(page.getByRole("form", { name: "Set up chat on this device" })).toBeVisible();
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
  await setUpDevice(page, pam.recoveryKey);
  const chat = page.getByRole("link", { name: new RegExp(tom.account.username) });
  await expect(chat).toContainText(longWord);
  expect(await seriousAxeIssues(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);

  await chat.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await expect(history(page).getByText(longWord)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);

  // The box and its button on screen, whole, and nothing (the bottom bar) lying over them.
  const box = messageBox(page);
  const send = page.getByRole("button", { name: "Send", exact: true });
  for (const control of [box, send]) {
    await expect(control).toBeInViewport({ ratio: 1 });
    const onTop = await control.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === element;
    });
    expect(onTop).toBe(true);
  }
  expect(await seriousAxeIssues(page)).toEqual([]);

  await box.click();
  await box.fill("Typed on the phone");
  await box.press("Enter");
  await expect(history(page).getByText("Typed on the phone")).toBeInViewport();
  await expect(box).toBeInViewport({ ratio: 1 });
  expect(await sidewaysScroll(page)).toBe(0);
  expect(errors).toEqual([]);
  await close();
  await disposeAll(pam, tom);
});
