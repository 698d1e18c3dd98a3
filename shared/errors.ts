/** The statuses an AppError answers with (API.md "Conventions"). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 500 | 502 | 503;

/** The body every error answers with: clients read `error` or `message`, so both carry the text. */
export interface ErrorBody {
  error: string;
  message: string;
  code: string;
  /** Only with `account_suspended` (sign-in): why, until when, and the token that lets the person appeal. */
  suspension?: SuspensionNotice;
}

/** What a suspended person is told at sign-in (issue 27): the moderator's words, the end, and how to appeal. */
export interface SuspensionNotice {
  message: string;
  /** ISO time the suspension ends by itself; null when it is for good. */
  until: string | null;
  /** Opens the appeal page (`/appeal?token=…`) without a session. */
  appeal_token: string;
}

/** The one error type of the product: its status, a machine code and a text a person can read. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly suspension?: SuspensionNotice,
  ) {
    super(message);
  }

  static badRequest = (message: string, code = "bad_request") => new AppError(400, code, message);
  static unauthorized = (message = "Not authenticated", code = "unauthorized") => new AppError(401, code, message);
  static forbidden = (message = "You are not allowed to do this.", code = "forbidden") =>
    new AppError(403, code, message);
  static notFound = (message = "Not found", code = "not_found") => new AppError(404, code, message);
  static conflict = (message: string, code = "conflict") => new AppError(409, code, message);
  static tooLarge = (message = "The file is too large.", code = "too_large") => new AppError(413, code, message);
  static unsupported = (message = "This type of file is not accepted.", code = "unsupported_media") =>
    new AppError(415, code, message);
  static tooMany = (retryAfterSeconds: number, message = "Too many attempts. Please try again later.") =>
    new AppError(429, "rate_limited", message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  static unavailable = (message: string, code = "unavailable") => new AppError(503, code, message);
}

export function errorBody(code: string, message: string, suspension?: SuspensionNotice): ErrorBody {
  return suspension ? { error: message, message, code, suspension } : { error: message, message, code };
}
