import { forgetLogin, hadLogin, storedAuthToken } from "../auth/storedLogin.ts";
import { loginFor } from "../auth/guards.ts";
import { refreshAccessToken } from "./refresh.ts";
import { stillValid } from "./accessToken.ts";

/** The API's error shape, thrown by every browser call whose answer is not OK. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Body = unknown | FormData;

/**
 * The one way the browser calls /api as the signed-in person: JSON (or multipart) in, JSON out, the stored
 * access token as a Bearer header. The 15-minute access token is renewed from the refresh cookie once per
 * call when needed: before sending, if it has visibly run out, or after a 401; then the call is sent (again)
 * once. Concurrent calls share one refresh. When the refresh is refused, the session is over: the browser
 * forgets it and goes to the login screen. A non-OK answer throws ApiError.
 */
export async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const { token, renewed } = await tokenToSend();
  let response = await send(method, path, body, token);
  if (response.status === 401 && !renewed) {
    response = await send(method, path, body, await renewOrEnd());
  }
  return read<T>(response);
}

/**
 * A call about credentials themselves (login, sign-up, reset…): no Bearer header and no refresh, because
 * its 401 is the answer ("Invalid credentials"), not an expired session.
 */
export async function requestAnonymous<T>(method: string, path: string, body?: Body): Promise<T> {
  return read<T>(await send(method, path, body, null));
}

/** The access token for a call about to go out: the stored one, renewed first if it has visibly run out. */
export async function tokenToSend(): Promise<{ token: string | null; renewed: boolean }> {
  const token = storedAuthToken();
  if (token && !stillValid(token)) return { token: await renewOrEnd(), renewed: true };
  return { token, renewed: false };
}

/** A new access token after a 401; when none can be had, the session is over (see endLostSession). */
export async function renewOrEnd(): Promise<string> {
  const token = await refreshAccessToken();
  if (token) return token;
  // The page is leaving for the login screen: the call never settles, so no error flashes up meanwhile.
  if (endLostSession()) return new Promise<never>(() => {});
  throw new ApiError(401, "unauthorized", "Not authenticated");
}

async function send(method: string, path: string, body: Body, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  try {
    return await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network", "The network is unreachable. Please check your connection.");
  }
}

async function read<T>(response: Response): Promise<T> {
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, data?.code ?? "http_" + response.status, data?.error ?? response.statusText);
  }
  return data as T;
}

/**
 * Forgets the session; a person who was signed in is sent to log in again (true), while a visitor's 401
 * is just an answer (false).
 */
function endLostSession(): boolean {
  const wasSignedIn = hadLogin() || storedAuthToken() !== null;
  forgetLogin();
  if (!wasSignedIn) return false;
  const here = window.location.pathname + window.location.search;
  window.location.assign(here.startsWith("/login") ? "/login" : loginFor(here));
  return true;
}
