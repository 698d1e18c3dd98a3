import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "./public-address.ts";

/** Every address a host name resolves to (A and AAAA), as the system resolver gives them. */
export type ResolveHost = (host: string) => Promise<string[]>;

/** A push service is always named (FCM, Mozilla, Apple, Windows): an IP address there is someone's trick. */
const IP_LITERAL = "A push endpoint must name its push service by host name, not by IP address.";
/**
 * One message whether the name does not resolve or resolves into a private network: telling them apart
 * would let a caller map the server's internal names.
 */
const NOT_PUBLIC =
  "A push endpoint must be a public push service: this one's host does not resolve to a public Internet address.";

/** Why an endpoint is refused: `unresolved` may pass later (DNS failing for now); the others will not. */
export type EndpointRefusal = { kind: "ip-literal" | "not-public" | "unresolved"; message: string };

const LOOKUP_TIMEOUT_MS = 5000;

export const systemResolver: ResolveHost = async (host) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup of ${host} timed out`)), LOOKUP_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map((answer) => answer.address);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Whether the server may POST to this endpoint: its host must be a name, and every address it resolves to
 * must be public (one private address among public ones would do, for a resolver that rotates them).
 * Null when it may.
 */
export async function pushEndpointRefusal(endpoint: string, resolve: ResolveHost): Promise<EndpointRefusal | null> {
  const host = URL.parse(endpoint)?.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!host) return { kind: "not-public", message: NOT_PUBLIC };
  if (isIP(host) !== 0) return { kind: "ip-literal", message: IP_LITERAL };
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { kind: "unresolved", message: NOT_PUBLIC };
  }
  if (addresses.length === 0) return { kind: "unresolved", message: NOT_PUBLIC };
  if (!addresses.every(isPublicAddress)) return { kind: "not-public", message: NOT_PUBLIC };
  return null;
}
