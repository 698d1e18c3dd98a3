import type { OwnKeys, PublicKeys } from "../../shared/api/chat.ts";
import { cookiesOf, readCookie, writeCookie } from "../cookies.ts";

// What a page knows of the person's chat key without the crypto (web/chat/keys.ts), which comes later.

/** The caller's own keys from `GET /api/keys/{own id}`: null before they have any. */
export function ownKeysOf(answer: PublicKeys | OwnKeys | { publicKey: null }): OwnKeys | null {
  return answer.publicKey === null ? null : (answer as OwnKeys);
}

/**
 * Whose chat key this browser keeps, told to the server in a cookie so that /chat is drawn as this browser will
 * show it: the chats, or the form that sets this device up. It says only that a key is here (the key never
 * leaves IndexedDB), and the server uses it for nothing else; the browser corrects it once it has looked.
 */
const KEPT_HERE = "vw_chat_key";

export function chatKeyKeptHere(request: Request, userId: number): boolean {
  return readCookie(cookiesOf(request), KEPT_HERE) === String(userId);
}

/** Noted as the key store changes (web/chat/keys.ts): kept, read back, found stale, forgotten. */
export function noteChatKeyHere(userId: number, here: boolean): void {
  if (here) writeCookie(KEPT_HERE, String(userId), 365 * 24 * 3600);
  else if (readCookie(document.cookie, KEPT_HERE) === String(userId)) writeCookie(KEPT_HERE, "", 0);
}
