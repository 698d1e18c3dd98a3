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

/**
 * The network an address stands for in per-address limits: an IPv4 address itself (also written as
 * IPv4-mapped IPv6), an IPv6 address its /64, the block one subscriber is given (RFC 6177), so a client
 * cannot take a fresh address from its own block for every request. Anything else is kept as it is.
 */
export function addressKey(address: string): string {
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().replace(/%.*$/, "").split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16)).join(":")}::/64`;
}
