import { isIPv4, isIPv6 } from "node:net";

/**
 * Whether an IP address is one the public Internet routes to, so the server may send a request there on a
 * user's say-so (a push endpoint). Anything else — loopback, private, link-local, unique-local, shared
 * (carrier NAT), documentation, benchmarking, multicast, reserved, and IPv6 forms that carry an IPv4
 * address which is not public — would let a user make the server call into its own network (SSRF).
 * Ranges from the IANA special-purpose address registries (RFC 6890 and its updates).
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIPv4(ipv4Number(address));
  const bare = address.replace(/%.*$/, ""); // a zone (`fe80::1%eth0`) only ever names a link-local address
  if (isIPv6(bare)) return isPublicIPv6(ipv6Number(bare));
  return false;
}

/** [first address, prefix length] of each IPv4 block that is not public. */
const NON_PUBLIC_IPV4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

function isPublicIPv4(value: number): boolean {
  return !NON_PUBLIC_IPV4.some(([first, bits]) => inBlock(BigInt(value), 32, BigInt(ipv4Number(first)), bits));
}

/**
 * IPv6 is public only inside global unicast (2000::/3) and outside its special blocks; the forms that
 * embed an IPv4 address (mapped, NAT64) are judged by that address.
 */
const NON_PUBLIC_IPV6: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: reaches whatever IPv4 address it embeds
  ["3fff::", 20], // documentation
];
const IPV4_MAPPED: [string, number] = ["::ffff:0:0", 96];
const NAT64: [string, number] = ["64:ff9b::", 96];
const GLOBAL_UNICAST: [string, number] = ["2000::", 3];

function isPublicIPv6(value: bigint): boolean {
  const within = ([first, bits]: [string, number]) => inBlock(value, 128, ipv6Number(first), bits);
  if (within(IPV4_MAPPED) || within(NAT64)) return isPublicIPv4(Number(value & 0xffffffffn));
  if (!within(GLOBAL_UNICAST)) return false;
  return !NON_PUBLIC_IPV6.some(within);
}

function inBlock(value: bigint, width: number, first: bigint, bits: number): boolean {
  const shift = BigInt(width - bits);
  return value >> shift === first >> shift;
}

export function ipv4Number(address: string): number {
  return address.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

/** A valid IPv6 address (`isIPv6`) as a 128-bit number; a dotted IPv4 tail (`::ffff:1.2.3.4`) is two groups. */
export function ipv6Number(address: string): bigint {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const v4 = ipv4Number(dotted[1]!);
    text = address.slice(0, dotted.index) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const missing = tail === undefined ? 0 : 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(missing).fill("0"), ...(tail === undefined ? [] : groups(tail))];
  return all.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}
