import type { PublicEndpoint, UserEndpoint } from "./endpoint.ts";

/**
 * Sign-in sessions: a refresh token (in the body, the Refresh-Token header or the httpOnly session cookie)
 * is swapped for a new pair, or revoked. Under /api/auth/ as API.md names them. A refresh by the cookie
 * answers the access token only: the new refresh token goes back into the cookie, never into a body a
 * page's script could read.
 */
export const refresh: PublicEndpoint<{
  body: { refreshToken?: string };
  answer: { accessToken: string; refreshToken?: string };
}> = {
  method: "POST",
  path: "/api/auth/refresh",
  access: "public",
  anonymous: true,
};

/** Answers 204: the session the refresh token belongs to ends and the cookie is cleared. */
export const logout: PublicEndpoint<{ body: { refreshToken?: string }; answer: null }> = {
  method: "POST",
  path: "/api/auth/logout",
  access: "public",
  anonymous: true,
};

/** One of the person's sessions as Settings lists it. `current`: the one the list was asked from. */
export interface SessionView {
  id: string;
  /** The browser and system in words ("Firefox on Linux"); null for sessions from before they were recorded. */
  device: string | null;
  /** The network of the latest sign-in or refresh ("203.0.113.*", "Local network"), never a geolocation. */
  place: string | null;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
}

/**
 * What ending a session asks for first: the account's password, or (an account that signs in with Google
 * only) a sign-in on this device in the last few minutes.
 */
export type Reauthentication = "password" | "sign-in";

/** The person's sessions that can still be used, the most recently used first, and how to end them. */
export const listSessions: UserEndpoint<{ answer: { sessions: SessionView[]; reauthentication: Reauthentication } }> = {
  method: "GET",
  path: "/api/sessions",
  access: "user",
};

/**
 * Ends one of the person's sessions: its tokens are refused from the next request on. The password first
 * (400 `password_required` / `wrong_password`; 403 `reauthentication_required` for a Google account whose
 * sign-in here is not recent); then 404 when the session is not theirs or over.
 */
export const endSession: UserEndpoint<{ params: { id: string }; body: { password?: string }; answer: null }> = {
  method: "DELETE",
  path: "/api/sessions/:id",
  access: "user",
};

/** Ends every session of the person but the one asking (`?others=1`, so that no one ends them all by mistake); the password as for one. */
export const endOtherSessions: UserEndpoint<{
  query: { others: "1" };
  body: { password?: string };
  answer: { ended: number };
}> = {
  method: "DELETE",
  path: "/api/sessions",
  access: "user",
};
