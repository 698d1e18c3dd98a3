import type { PublicEndpoint } from "./endpoint.ts";

/**
 * Sign-in sessions: a refresh token (in the body, the Refresh-Token header or the httpOnly session cookie)
 * is swapped for a new pair, or revoked. Under /api/auth/ as API.md names them.
 */
export const refresh: PublicEndpoint<{ body: { refreshToken?: string }; answer: { accessToken: string; refreshToken: string } }> = {
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
