import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, errorBody } from "../../shared/errors.ts";
import type { AppEnv } from "./env.ts";
import { storageFailureOf } from "../storage/failure.ts";

/** The one place an error becomes an answer: known errors keep their status, the rest become a bare 500. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const storageFailure = storageFailureOf(error);
  if (storageFailure) {
    // Not a fault of the code: the disk is full or read-only. The operator is told, the person too.
    c.get("ctx").log.error("storage unavailable", {
      id: c.get("requestId"),
      code: storageFailure,
      error: withoutQueryParams(String(error)),
    });
    error = c.get("ctx").storage.failed(storageFailure);
  }
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.suspension), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody("http_" + error.status, error.message || "Bad request"), error.status);
  }
  logUnexpected(c, error);
  return c.json(errorBody("internal", "Something went wrong. Please try again later."), 500);
}

/** A fault nobody planned for, as one error line that names the request it broke. */
export function logUnexpected(c: Context<AppEnv>, error: unknown) {
  c.get("ctx").log.error("unexpected error", {
    id: c.get("requestId"),
    error: withoutQueryParams(String(error)),
    stack: withoutQueryParams(error instanceof Error ? error.stack : undefined),
  });
}

/**
 * A failed query's error quotes its parameters, which may be password hashes, token hashes or what people
 * wrote: the log keeps the query and drops them.
 */
export function withoutQueryParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [not logged]");
}

export function apiNotFound(c: Context<AppEnv>) {
  return c.json(errorBody("not_found", "Not found"), 404);
}
