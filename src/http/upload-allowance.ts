import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import { checkUploadAllowance } from "../commands/media.ts";
import { MULTIPART_ALLOWANCE } from "../media/upload-limit.ts";

/**
 * Refuses an upload the account's quota or hourly allowance cannot take (413 / 429) before its body is read,
 * by the size its Content-Length declares (less the room a form's other fields take). The exact check comes
 * again inside the transaction that records the file.
 */
export const uploadAllowance = createMiddleware<AppEnv>(async (c, next) => {
  const declared = Number(c.req.header("content-length"));
  const actor = c.get("actor");
  if (actor && Number.isSafeInteger(declared) && declared > 0) {
    await checkUploadAllowance(c.get("ctx").db, c.get("ctx"), actor.id, Math.max(0, declared - MULTIPART_ALLOWANCE));
  }
  await next();
});
