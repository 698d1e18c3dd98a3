import { storeAuthToken } from "../auth/storedLogin.ts";
import * as sessions from "../../shared/api/sessions.ts";
import type { AnswerOf } from "../../shared/api/endpoint.ts";

let pending: Promise<string | null> | null = null;

/**
 * A new access token from the refresh credential, which lives only in the httpOnly cookie the server set at
 * login (so no script can read it, and the request carries no token of its own). Calls that meet a 401 at
 * the same time share one refresh: the server rotates the refresh token on every use and treats a second
 * use of the old one as theft, so two parallel refreshes would end the session.
 */
export function refreshAccessToken(): Promise<string | null> {
  pending ??= refreshOnce().finally(() => {
    pending = null;
  });
  return pending;
}

async function refreshOnce(): Promise<string | null> {
  try {
    const response = await fetch(sessions.refresh.path, {
      method: sessions.refresh.method,
      headers: { "Content-Type": "application/json" },
      body: "{}",
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    const { accessToken } = (await response.json()) as Partial<AnswerOf<typeof sessions.refresh>>;
    if (!accessToken) return null;
    storeAuthToken(accessToken);
    return accessToken;
  } catch {
    return null;
  }
}
