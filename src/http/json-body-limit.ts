import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import { AppError } from "../../shared/errors.ts";

const limitJson = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw AppError.tooLarge("The request is too large.");
  },
});

/**
 * The API's bodies are small JSON; uploads (multipart) set their own, larger limits where they are
 * accepted. A GET or HEAD has no body to limit: the reads, most of the API's requests, pass at once.
 */
export const jsonBodyLimit = createMiddleware<AppEnv>((c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD") return next();
  if (c.req.header("content-type")?.startsWith("multipart/form-data")) return next();
  return limitJson(c, next);
});
