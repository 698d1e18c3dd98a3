import { ApiError } from "./apiError.ts";

/**
 * Whether `error` is the network's, not the server's answer: a call that never got there (ApiError 0,
 * send.ts), or a page's code chunk that could not be fetched (the browsers' words for a failed dynamic import).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof TypeError && /dynamically imported module|module script/i.test(error.message);
}

/** A code chunk that could not be fetched: some browsers keep that failure until the page is loaded anew. */
export function isChunkFailure(error: unknown): boolean {
  return error instanceof TypeError && isNetworkFailure(error);
}
