import type { ChatListItem } from "../../shared/api/chat.ts";
import { CHAT_CACHE_MS } from "../../shared/chat.ts";

/**
 * The chat list as last fetched, in local storage under the specification's keys (`chats`, `cacheTimestamp`),
 * so the list shows at once when one comes back to it. Trusted for an hour; a page refresh clears it. It
 * holds what the server sent (last messages still sealed), never a decrypted word.
 */
const chatsKey = "chats";
const timeKey = "cacheTimestamp";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** A page refresh (not a first visit, not an in-app navigation) starts without the cache: checked once per page. */
function clearOnRefresh() {
  const s = storage();
  if (!s || typeof performance === "undefined") return;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation?.type === "reload") {
    s.removeItem(chatsKey);
    s.removeItem(timeKey);
  }
}

let checked = false;

export function cachedChats(userId: number): ChatListItem[] | null {
  if (!checked) {
    checked = true;
    clearOnRefresh();
  }
  const s = storage();
  const at = Number(s?.getItem(timeKey));
  if (!s || !at || Date.now() - at > CHAT_CACHE_MS) return null;
  try {
    const cached = JSON.parse(s.getItem(chatsKey) ?? "null") as { userId: number; chats: ChatListItem[] } | null;
    return cached?.userId === userId ? cached.chats : null;
  } catch {
    return null;
  }
}

export function cacheChats(userId: number, chats: ChatListItem[]) {
  const s = storage();
  try {
    s?.setItem(chatsKey, JSON.stringify({ userId, chats }));
    s?.setItem(timeKey, String(Date.now()));
  } catch {
    // a full or refused storage only costs the instant list
  }
}
