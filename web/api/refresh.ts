import { storeAuthToken } from "../auth/storedLogin.ts";
import * as sessions from "../../shared/api/sessions.ts";
import type { AnswerOf } from "../../shared/api/endpoint.ts";
import { ApiError } from "./apiError.ts";
import { FROM_PAGES, UNREACHABLE } from "./send.ts";

let pending: Promise<string | null> | null = null;

/**
 * A new access token from the refresh credential, which lives only in the httpOnly cookie the server set at
 * login (so no script can read it, and the request carries no token of its own); the answer holds the access
 * token only, the rotated refresh token going back into the cookie. Calls that meet a 401 at
 * the same time share one refresh: the server rotates the refresh token on every use and treats a second
 * use of the old one as theft, so two parallel refreshes would end the session.
 *
 * Null when the server refuses the credential (the session is over). When the server cannot be reached or
 * cannot answer (offline, a proxy's 502, too many tries), it throws instead: the session may well be alive,
 * and ending it would send the person to the login screen and lose whatever they were typing.
 */
export function refreshAccessToken(): Promise<string | null> {
  pending ??= refreshOnce().finally(() => {
    pending = null;
  });
  return pending;
}

async function refreshOnce(): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(sessions.refresh.path, {
      method: sessions.refresh.method,
      headers: { "Content-Type": "application/json", ...FROM_PAGES },
      body: "{}",
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network", UNREACHABLE);
  }
  if (response.status >= 500 || response.status === 429) throw new ApiError(0, "refresh_unavailable", UNREACHABLE);
  if (!response.ok) return null;
  const { accessToken } = (await response.json().catch(() => ({}))) as Partial<AnswerOf<typeof sessions.refresh>>;
  if (!accessToken) return null;
  storeAuthToken(accessToken);
  return accessToken;
}
