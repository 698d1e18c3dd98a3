import type { AnswerOf, Endpoint, InputOf } from "../../shared/api/endpoint.ts";
import type { ErrorBody } from "../../shared/errors.ts";
import { forgetLogin, hadLogin, storedAuthToken } from "../auth/storedLogin.ts";
import { loginFor } from "../auth/guards.ts";
import { refreshAccessToken } from "./refresh.ts";
import { stillValid } from "./accessToken.ts";
import { ApiError } from "./apiError.ts";
import { send } from "./send.ts";
import type { ApiRequest, SendOptions } from "./request.ts";

/** For a multipart call: its progress as the body goes out; for any call, a way to cancel it. */
export type CallOptions = SendOptions;

type CallArgs<E extends Endpoint> =
  {} extends InputOf<E> ? [input?: InputOf<E>, options?: CallOptions] : [input: InputOf<E>, options?: CallOptions];

/**
 * The one way the browser calls the API: an endpoint of the contract (shared/api) and its input, the answer
 * as the contract types it. A non-OK answer throws ApiError with the server's own words.
 *
 * Calls carry the stored access token as a Bearer header. The 15-minute token is renewed from the refresh
 * cookie once per call when needed: before sending, if it has visibly run out, or after a 401; then the
 * call is sent (again) once. Concurrent calls share one refresh. When the refresh is refused, the session
 * is over: the browser forgets it and goes to the login screen. An `anonymous` endpoint (sign-in, sign-up,
 * reset…) carries credentials of its own: it goes without the token, and its 401 is its answer.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<AnswerOf<E>> {
  const request = requestOf(endpoint, input ?? {});
  if (endpoint.anonymous) return read(await send(request, null, options));
  const { token, renewed } = await tokenToSend();
  let response = await send(request, token, options);
  if (response.status === 401 && !renewed) {
    options?.onProgress?.(0);
    response = await send(request, await renewOrEnd(), options);
  }
  return read(response);
}

/** The endpoint's path with its parameters filled in, its query, and its body as JSON or multipart fields. */
function requestOf(
  endpoint: Endpoint,
  { params = {}, query = {}, body }: { params?: object; query?: object; body?: object },
): ApiRequest {
  const values = params as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const url = search.size > 0 ? `${path}?${search}` : path;
  if (endpoint.body === "multipart") return { method: endpoint.method, url, form: body };
  return { method: endpoint.method, url, json: body && JSON.stringify(body) };
}

/**
 * The access token for a call about to go out: the stored one, renewed first if it has visibly run out or
 * if someone is signed in without one (the page was opened by its cookie alone), so no call is sent to fail.
 */
async function tokenToSend(): Promise<{ token: string | null; renewed: boolean }> {
  const token = storedAuthToken();
  if (token ? !stillValid(token) : hadLogin()) return { token: await renewOrEnd(), renewed: true };
  return { token, renewed: false };
}

/** A new access token after a 401; when none can be had, the session is over (see endLostSession). */
async function renewOrEnd(): Promise<string> {
  const token = await refreshAccessToken();
  if (token) return token;
  // The page is leaving for the login screen: the call never settles, so no error flashes up meanwhile.
  if (endLostSession()) return new Promise<never>(() => {});
  throw new ApiError(401, "unauthorized", "Not authenticated");
}

async function read<T>(response: Response): Promise<T> {
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = data as Partial<ErrorBody> | null;
    throw new ApiError(
      response.status,
      error?.code ?? "http_" + response.status,
      error?.error ?? response.statusText,
      error?.suspension,
    );
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
