import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../shared/errors.ts";

/** Room for the other form fields (a post's text) and the multipart boundaries around the file. */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/**
 * Refuses an upload request larger than `maxBytes` of file with 413 in the error shape, before the body is
 * parsed: `c.req.parseBody()` reads the whole body into memory. A declared Content-Length is refused at
 * once; a streamed body is cut off as soon as it passes the limit.
 */
export function uploadBodyLimit(maxBytes: number) {
  const limitMb = Math.round(maxBytes / (1024 * 1024));
  return bodyLimit({
    maxSize: maxBytes + MULTIPART_ALLOWANCE,
    onError: () => {
      throw AppError.tooLarge(`The file is too large. Uploads can be at most ${limitMb} MB.`);
    },
  });
}
