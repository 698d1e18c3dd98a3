import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppEnv } from "./env.ts";

/**
 * The client's network address, for per-address limits. Behind a trusted proxy (TRUST_PROXY) it is the
 * last X-Forwarded-For entry, the one our proxy added; otherwise the header is anyone's to forge and only
 * the socket counts. Requests made without a socket (tests' `app.request`) are "local".
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get("ctx").config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
