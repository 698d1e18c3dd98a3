import type { ApiRequest, SendOptions } from "./request.ts";

/**
 * Sends a multipart form with XMLHttpRequest, which reports how much of the body has gone out (fetch cannot
 * tell, and a video of many megabytes needs a progress bar). Settles as fetch does: the answer whatever its
 * status, a TypeError when the network fails, an AbortError when `signal` aborts.
 */
export function upload(
  { method, url, form = {} }: ApiRequest,
  token: string | null,
  { onProgress, signal }: SendOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = "text";
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText }),
      );
    xhr.onerror = xhr.ontimeout = () => reject(new TypeError("The network is unreachable."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener("abort", abort);
    xhr.send(formOf(form));
  });
}

/** The form's fields: files as they are, everything else as text; fields left undefined are left out. */
function formOf(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value instanceof Blob ? value : String(value));
  }
  return form;
}
