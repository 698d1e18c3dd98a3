import type { SignedInUser } from "../../shared/api/auth.ts";
import { learnServerClock } from "../api/accessToken.ts";

/**
 * The browser's own record of who is signed in, under the specification's local-storage keys. It is a
 * convenience for screens, never a credential of its own: the server decides from the access token or its
 * httpOnly cookie. The refresh credential therefore never appears here, only the short-lived access token.
 */
const keys = {
  isLoggedIn: "isLoggedIn",
  userId: "userId",
  userName: "userName",
  usernameId: "userNameId",
  userEmail: "userEmail",
  isAdmin: "isadmin",
  authToken: "authToken",
} as const;

/** Chat caches that belong to one person and must not outlive their session on a shared device. */
const personalCaches = ["chats", "unreadMessages", "cacheTimestamp"];

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser: the session still works through the cookie
  }
}

/** After login, verification or Google sign-in: remember the person and their access token. */
export function rememberLogin(user: SignedInUser, token: string) {
  syncStoredUser(user);
  storeAuthToken(token);
}

/** Keeps the stored person in step with the server's answer (another tab, an expired cookie, a new name). */
export function syncStoredUser(user: SignedInUser | null) {
  const s = storage();
  if (!s) return;
  if (!user) {
    if (s.getItem(keys.isLoggedIn)) forgetLogin();
    return;
  }
  s.setItem(keys.isLoggedIn, "true");
  s.setItem(keys.userId, String(user.id));
  s.setItem(keys.userName, user.name);
  s.setItem(keys.usernameId, user.username);
  s.setItem(keys.userEmail, user.email);
  s.setItem(keys.isAdmin, String(user.is_admin));
}

/** Logout or a failed refresh: everything personal goes; device preferences such as the theme stay. */
export function forgetLogin() {
  const s = storage();
  if (!s) return;
  for (const key of [...Object.values(keys), ...personalCaches]) s.removeItem(key);
}

export function storedAuthToken(): string | null {
  return storage()?.getItem(keys.authToken) ?? null;
}

export function storeAuthToken(token: string) {
  learnServerClock(token);
  storage()?.setItem(keys.authToken, token);
}

/** Whether this browser believes someone is signed in (only to decide whether a lost session is news). */
export function hadLogin(): boolean {
  return storage()?.getItem(keys.isLoggedIn) === "true";
}
