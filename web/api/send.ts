import { ApiError } from "./apiError.ts";
import type { ApiRequest, SendOptions } from "./request.ts";
import { upload } from "./upload.ts";
import { reportReached, reportUnreachable } from "./connection.ts";

/** What a call that never reached the server says (a form may say it in its own words instead). */
export const UNREACHABLE = "The network is unreachable. Please check your connection.";

/**
 * Sends a call with the access token (if any); the answer whatever its status. Uploads go through
 * XMLHttpRequest, which can tell their progress. Its code comes with the entry, not on demand: a chunk that
 * failed to load while the network was down fails again on every later import until the page is reloaded,
 * so a post written offline could never be sent once back online. A failed network is ApiError(0); a
 * cancelled call, an AbortError. Either way the page's connection state (connection.ts) hears of it.
 */
export async function send(request: ApiRequest, token: string | null, options: SendOptions = {}): Promise<Response> {
  try {
    const transport = request.form ? upload : sendJson;
    const response = await transport(request, token, options);
    reportReached();
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    reportUnreachable();
    throw new ApiError(0, "network", UNREACHABLE);
  }
}

/**
 * Says the call comes from the site's own pages, whose session credential is the httpOnly cookie: a
 * sign-in then answers no refresh token in its body (src/http/sessions.ts `fromBrowser`).
 */
export const FROM_PAGES = { "X-Session": "cookie" } as const;

function sendJson(
  { method, url, json }: ApiRequest,
  token: string | null,
  { signal, keepalive }: SendOptions,
): Promise<Response> {
  const headers: Record<string, string> = { ...FROM_PAGES };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers["Content-Type"] = "application/json";
  return fetch(url, { method, headers, body: json, credentials: "same-origin", signal, keepalive });
}
