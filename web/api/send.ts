import { networkError } from "./apiError.ts";

/** A call as it goes out: the endpoint's path filled in, and the body as JSON or multipart. */
export interface ApiRequest {
  method: string;
  url: string;
  body: string | FormData | undefined;
}

export interface SendOptions {
  /** Called as the body goes out: the share sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** Sends a call with the access token (if any); the answer whatever its status. */
export function send(request: ApiRequest, token: string | null, options: SendOptions = {}): Promise<Response> {
  return options.onProgress ? sendWithProgress(request, token, options) : sendWithFetch(request, token, options);
}

async function sendWithFetch({ method, url, body }: ApiRequest, token: string | null, { signal }: SendOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (typeof body === "string") headers["Content-Type"] = "application/json";
  try {
    return await fetch(url, { method, headers, body, credentials: "same-origin", signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  }
}

/**
 * XMLHttpRequest reports how much of the body has gone out (fetch cannot tell, and a video of many
 * megabytes needs a progress bar). Rejects with ApiError(0) when the network fails and with an AbortError
 * when `signal` aborts.
 */
function sendWithProgress({ method, url, body }: ApiRequest, token: string | null, { onProgress, signal }: SendOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = "text";
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    if (typeof body === "string") xhr.setRequestHeader("Content-Type", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
    xhr.onerror = xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener("abort", abort);
    xhr.send(body ?? null);
  });
}
