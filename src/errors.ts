import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type of the product: its status, a machine code and a text a person can read. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static badRequest = (message: string, code = "bad_request") => new AppError(400, code, message);
  static unauthorized = (message = "Not authenticated", code = "unauthorized") => new AppError(401, code, message);
  static forbidden = (message = "You are not allowed to do this.", code = "forbidden") => new AppError(403, code, message);
  static notFound = (message = "Not found", code = "not_found") => new AppError(404, code, message);
  static conflict = (message: string, code = "conflict") => new AppError(409, code, message);
  static tooLarge = (message = "The file is too large.", code = "too_large") => new AppError(413, code, message);
  static unsupported = (message = "This type of file is not accepted.", code = "unsupported_media") =>
    new AppError(415, code, message);
  static tooMany = (retryAfterSeconds: number, message = "Too many attempts. Please try again later.") =>
    new AppError(429, "rate_limited", message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  static unavailable = (message: string, code = "unavailable") => new AppError(503, code, message);
}

/** The body every error answers with: clients read `error` or `message`, so both carry the text. */
export function errorBody(code: string, message: string) {
  return { error: message, message, code };
}
