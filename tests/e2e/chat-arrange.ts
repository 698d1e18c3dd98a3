import { expect, request as apiRequest, type Page } from "@playwright/test";
import { baseURL, createAccount, hydrated, type Account } from "./helpers.ts";

/**
 * Arranging the attack tests (chat-attack, chat-forgery) the way a person would: accounts without chat
 * keys, whose browsers make them on first chat use. They read no product code, so that they run the
 * same against the code before issue 24 (which is how they were seen to fail there).
 */

const messageBox = (page: Page) => page.getByLabel("Message", { exact: true });

/** Opens the chat; if the browser shows a new recovery key, the person saves it and goes on. */
export async function openChat(page: Page, chatId: number) {
  await page.goto(`/chat/${chatId}`);
  await hydrated(page);
  const save = page.getByRole("heading", { name: "Save your recovery key" });
  await expect(save.or(messageBox(page))).toBeVisible({ timeout: 20_000 });
  if (await save.isVisible()) {
    await page.getByLabel("I have saved my recovery key").check();
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(messageBox(page)).toBeEnabled({ timeout: 20_000 });
}

/** A verified account and an API client signed in as it (no chat keys: the browser makes them). */
export async function signedUp(account: Account) {
  await createAccount(account);
  const anonymous = await apiRequest.newContext({ baseURL });
  const login = await anonymous.post("/api/auth/login", {
    data: { emailOrUsername: account.username, password: account.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  await anonymous.dispose();
  return {
    account,
    id: user.id,
    api: await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } }),
  };
}

/** The chat of two people, started through the API by the first. */
export async function chatOf(
  by: { id: number; api: import("@playwright/test").APIRequestContext },
  other: { id: number },
): Promise<number> {
  const created = await by.api.post("/api/chat/create", { data: { user_1_id: other.id, user_2_id: by.id } });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { id: number }).id;
}
