import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import { isIPv6 } from "node:net";
import type { AppEnv } from "./env.ts";
import { ipv6Number } from "../push/public-address.ts";

/**
 * The client's network address, for per-address limits. Behind a trusted proxy (TRUST_PROXY) it is the
 * last X-Forwarded-For entry, the one our proxy added; otherwise the header is anyone's to forge and only
 * the socket counts. Requests made without a socket (tests' `app.request`) are "local". An IPv6 client
 * counts as its whole network (see limitedNetwork).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const { trustProxy, authLimits } = c.get("ctx").config;
  return limitedNetwork(socketOrForwarded(c, trustProxy), authLimits.ipv6LimitPrefix);
}

function socketOrForwarded(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
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
 * What a per-address limit counts. One IPv6 subscriber usually holds a whole /64 (2^64 addresses), so
 * counting single IPv6 addresses would give each of them a fresh allowance: an IPv6 address counts as its
 * network of `prefix` bits (IPV6_LIMIT_PREFIX, 64), written `2001:db8:1:2:0:0:0:0/64`. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) counts as that IPv4 address.
 */
export function limitedNetwork(address: string, prefix: number): string {
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const value = ipv6Number(bare);
  if (value >> 32n === 0xffffn) return [24n, 16n, 8n, 0n].map((shift) => (value >> shift) & 0xffn).join(".");
  const hostBits = BigInt(128 - prefix);
  const network = (value >> hostBits) << hostBits;
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((network >> shift) & 0xffffn).toString(16));
  return `${groups.join(":")}/${prefix}`;
}
