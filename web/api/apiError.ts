import type { SuspensionNotice } from "../../shared/errors.ts";

/** The API's error shape, thrown by every browser call whose answer is not OK. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A sign-in refused for a suspension: why, until when, and the appeal's token. */
    readonly suspension?: SuspensionNotice,
  ) {
    super(message);
  }
}

/** The HTTP status an Api call failed with: ApiError in the browser, AppError on the server; both carry it. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}
