import { ApiError, renewOrEnd, tokenToSend } from "./http.ts";

export interface UploadAnswer<T> {
  status: number;
  /** The answer's JSON, or null when it had none. */
  body: T | null;
}

export interface UploadOptions {
  /** Called as the body goes out: the share sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST to /api that reports its progress (fetch cannot tell how much of a request body has
 * been sent; XMLHttpRequest can, which matters for a video of many megabytes). Authorised like `request`:
 * the stored access token, renewed before sending if it has run out or once after a 401. Resolves with the
 * status and JSON of any answer, so the caller reads the server's own refusal; rejects with ApiError(0)
 * when the network fails, and with an AbortError when `signal` aborts.
 */
export async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<UploadAnswer<T>> {
  const { token, renewed } = await tokenToSend();
  const answer = await send<T>(path, form, token, options);
  if (answer.status !== 401 || renewed) return answer;
  options.onProgress?.(0);
  return send<T>(path, form, await renewOrEnd(), options);
}

function send<T>(path: string, form: FormData, token: string | null, { onProgress, signal }: UploadOptions): Promise<UploadAnswer<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.responseType = "text";
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse<T>(xhr.responseText) });
    xhr.onerror = xhr.ontimeout = () => reject(new ApiError(0, "network", "The network is unreachable. Please check your connection."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener("abort", abort);
    xhr.send(form);
  });
}

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
