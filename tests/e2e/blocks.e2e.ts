import { expect, test, type Page } from "@playwright/test";
import { alertWith, baseURL, hydrated, seriousAxeIssues, signedInPage } from "./helpers.ts";
import { chatOf, openChat, signedUp } from "./chat-arrange.ts";
import { freshAccount, keyedAccount } from "./chatting.ts";

/**
 * Block and mute between members, by two (or three) people in browser contexts of their own: a block from
 * a profile, confirmed by keyboard, takes the blocker away from the other's open chat (presence, sending)
 * and profile; unblocking from Settings gives the profile back; a block from a chat closes it in place; a mute from a post's menu on a phone takes
 * the author's posts out of the feed and changes nothing for the author.
 */

// Two or three sign-ins, chat keys made in a browser: longer than the default on a shared machine.
test.setTimeout(90_000);

const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("a block from a profile: the other can no longer see the profile or message; unblocking from Settings gives the profile back", async ({
  browser,
}) => {
  // Alice has chat keys (made as a browser makes them), so Bob's browser can seal for her.
  const alice = await keyedAccount(freshAccount("alice", "Alice Blocker"));
  const bob = await signedUp(freshAccount("bob", "Bob Blocked"));
  const chatId = await chatOf(bob, alice);
  const a = await signedInPage(browser, alice.account);
  const b = await signedInPage(browser, bob.account, { ignoreRefusedLoads: true });
  await openChat(b.page, chatId);
  await a.page.goto(`${baseURL}/user/${bob.account.username}`);
  await hydrated(a.page);
  // Alice has a page open: Bob's chat shows her online.
  await expect(b.page.locator(".chat-status")).toHaveText("Online");

  // Block, confirmed by keyboard: the dialog opens on Cancel, Tab reaches Block.
  await a.page.getByRole("button", { name: "Block" }).click();
  const dialog = a.page.getByRole("dialog", { name: /^Block @bob_.*any friendship ends\.$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await a.page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Block" })).toBeFocused();
  await a.page.keyboard.press("Enter");
  await expect(alertWith(a.page, `You blocked @${bob.account.username}.`)).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Unblock" })).toBeVisible();
  await expect(a.page.getByText(`You blocked @${bob.account.username}.`, { exact: false }).last()).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Message" })).toHaveCount(0);

  // Bob's open chat: Alice's presence goes at once, and what he sends is refused with the chat shown closed.
  await expect(b.page.locator(".chat-status")).not.toHaveText("Online");
  await messageBox(b.page).fill("are you there?");
  await messageBox(b.page).press("Enter");
  await expect(b.page.getByText("This chat is closed: you can no longer message each other.")).toBeVisible();
  await expect(messageBox(b.page)).toHaveCount(0);
  // Opened again, it says so from the start.
  await b.page.reload();
  await expect(b.page.getByText("This chat is closed: you can no longer message each other.")).toBeVisible({
    timeout: 20_000,
  });
  // Her profile is not there for him, nor is she found to start a chat with.
  await b.page.goto(`${baseURL}/user/${alice.account.username}`);
  await expect(b.page.getByRole("heading", { name: "Alice Blocker" })).toHaveCount(0);
  await expect(b.page.getByText("Not found").first()).toBeVisible();
  expect((await bob.api.get(`/api/chat/search/${alice.account.username}`)).status()).toBe(404);

  // Alice lifts it from Settings, by keyboard.
  await a.page.goto(`${baseURL}/settings#blocked`);
  await hydrated(a.page);
  const section = a.page.getByRole("region", { name: "Blocked and muted" });
  const unblock = section.getByRole("button", { name: `Unblock @${bob.account.username}` });
  await unblock.focus();
  await a.page.keyboard.press("Enter");
  await expect(alertWith(a.page, `You unblocked @${bob.account.username}.`)).toBeVisible();
  await expect(section.getByText("You have not blocked anyone.")).toBeVisible();
  await b.page.goto(`${baseURL}/user/${alice.account.username}`);
  await expect(b.page.getByRole("heading", { name: "Alice Blocker" })).toBeVisible();
  await expect(b.page.getByRole("button", { name: "Add friend" })).toBeVisible();

  // Now Bob blocks Alice from their chat: it closes in place, and he can lift it there.
  await openChat(b.page, chatId);
  await b.page.locator(".chat-header").getByRole("button", { name: "Block" }).click();
  await b.page.getByRole("dialog").getByRole("button", { name: "Block" }).click();
  await expect(alertWith(b.page, `You blocked @${alice.account.username}.`)).toBeVisible();
  await expect(b.page.getByText("This chat is closed: you can no longer message each other.")).toBeVisible();
  await expect(b.page.locator(".chat-header").getByRole("button", { name: "Unblock" })).toBeVisible();
  expect((await alice.api.get(`/api/profile/${bob.account.username}`)).status()).toBe(404);

  expect(a.errors).toEqual([]);
  await Promise.all([a.close(), b.close(), alice.api.dispose(), bob.api.dispose()]);
});

test("a mute from a post's menu on a phone: the author's posts leave the feed, and the author sees nothing changed", async ({
  browser,
}) => {
  const dana = await signedUp(freshAccount("dana", "Dana Muter"));
  const carl = await signedUp(freshAccount("carl", "Carl Muted"));
  const text = `carl says hello ${Date.now()}`;
  const created = await carl.api.post("/api/content", { multipart: { context: text, sharing: "1" } });
  expect(created.status()).toBe(200);

  const d = await signedInPage(browser, dana.account, { viewport: { width: 375, height: 740 } });
  await d.page.goto(`${baseURL}/`);
  await hydrated(d.page);
  const post = d.page.getByRole("article").filter({ hasText: text });
  await expect(post).toBeVisible();
  expect(await noSidewaysScroll(d.page)).toBe(true);

  // The menu opens from the keyboard; its items are within the phone's width.
  const menu = post.getByLabel(`More actions for the post by ${carl.account.name}`);
  await menu.focus();
  await d.page.keyboard.press("Enter");
  const mute = post.getByRole("button", { name: `Mute @${carl.account.username}` });
  await expect(mute).toBeVisible();
  expect(await seriousAxeIssues(d.page, (axe) => axe.include(".post-menu"))).toEqual([]);
  const box = await mute.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await noSidewaysScroll(d.page)).toBe(true);
  await mute.click();
  await expect(alertWith(d.page, `You muted @${carl.account.username}.`)).toBeVisible();
  await expect(d.page.getByRole("article").filter({ hasText: text })).toHaveCount(0);

  // His profile, on the phone, says so and offers to undo it, within the width.
  await d.page.goto(`${baseURL}/user/${carl.account.username}`);
  await hydrated(d.page);
  await expect(d.page.getByRole("button", { name: "Unmute" })).toBeVisible();
  await expect(d.page.getByRole("button", { name: "Block" })).toBeVisible();
  expect(await noSidewaysScroll(d.page)).toBe(true);
  // Muted, not blocked: his posts are still on his profile.
  await expect(d.page.getByRole("article").filter({ hasText: text })).toBeVisible();

  // Listed in Settings, as muted (not blocked).
  await d.page.goto(`${baseURL}/settings`);
  const section = d.page.getByRole("region", { name: "Blocked and muted" });
  await expect(section.getByRole("list", { name: "Muted" }).getByText(`@${carl.account.username}`)).toBeVisible();
  await expect(section.getByText("You have not blocked anyone.")).toBeVisible();
  expect(await noSidewaysScroll(d.page)).toBe(true);
  expect(await seriousAxeIssues(d.page, (axe) => axe.include("#blocked"))).toEqual([]);

  // Carl sees his post, and Dana's profile as before: no word of the mute.
  const c = await signedInPage(browser, carl.account);
  await c.page.goto(`${baseURL}/`);
  await expect(c.page.getByRole("article").filter({ hasText: text })).toBeVisible();
  await c.page.goto(`${baseURL}/user/${dana.account.username}`);
  await expect(c.page.getByRole("heading", { name: "Dana Muter" })).toBeVisible();
  await expect(c.page.getByRole("button", { name: "Add friend" })).toBeVisible();

  expect(d.errors).toEqual([]);
  expect(c.errors).toEqual([]);
  await Promise.all([d.close(), c.close(), dana.api.dispose(), carl.api.dispose()]);
});

test("a block from a post's menu asks first, then the author's posts leave the feed and the author loses the blocker's profile", async ({
  browser,
}) => {
  const gus = await signedUp(freshAccount("gus", "Gus Blocker"));
  const hana = await signedUp(freshAccount("hana", "Hana Blocked"));
  const text = `hana writes ${Date.now()}`;
  expect((await hana.api.post("/api/content", { multipart: { context: text, sharing: "1" } })).status()).toBe(200);

  const g = await signedInPage(browser, gus.account);
  await g.page.goto(`${baseURL}/`);
  await hydrated(g.page);
  const post = g.page.getByRole("article").filter({ hasText: text });
  await post.getByLabel(`More actions for the post by ${hana.account.name}`).click();
  await post.getByRole("button", { name: `Block @${hana.account.username}` }).click();
  const dialog = g.page.getByRole("dialog", { name: new RegExp(`^Block @${hana.account.username}\\?`) });
  await expect(dialog).toBeVisible();
  // Backing out changes nothing.
  await g.page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(post).toBeVisible();
  await post.getByRole("button", { name: `Block @${hana.account.username}` }).click();
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(alertWith(g.page, `You blocked @${hana.account.username}.`)).toBeVisible();
  await expect(g.page.getByRole("article").filter({ hasText: text })).toHaveCount(0);
  expect((await hana.api.get(`/api/profile/${gus.account.username}`)).status()).toBe(404);

  expect(g.errors).toEqual([]);
  await Promise.all([g.close(), gus.api.dispose(), hana.api.dispose()]);
});
