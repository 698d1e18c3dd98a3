import { describe, expect, test } from "bun:test";
import { isPublicAddress } from "./public-address.ts";

/** The SSRF guard's classifier, address by address: one table per answer. */
const notPublic: [string, string][] = [
  ["0.0.0.0", "this network"],
  ["0.1.2.3", "this network"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["100.127.255.254", "carrier-grade NAT"],
  ["127.0.0.1", "loopback"],
  ["127.255.0.9", "loopback"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.10", "documentation"],
  ["192.88.99.1", "6to4 relay"],
  ["192.168.1.1", "private"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking"],
  ["198.51.100.7", "documentation"],
  ["203.0.113.9", "documentation"],
  ["224.0.0.251", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback, written out"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback, in hex (as a URL writes it)"],
  ["::ffff:10.1.2.3", "IPv4-mapped private"],
  ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
  ["::127.0.0.1", "IPv4-compatible (deprecated)"],
  ["64:ff9b::a00:1", "NAT64 of a private address"],
  ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
  ["64:ff9b:1::1", "local-use NAT64"],
  ["100::1", "discard-only"],
  ["2001::1", "Teredo"],
  ["2001:db8::1", "documentation"],
  ["2002:7f00:1::1", "6to4"],
  ["3fff::1", "documentation"],
  ["5f00::1", "SRv6 segment ids"],
  ["fc00::1", "unique local"],
  ["fd12:3456:789a::1", "unique local"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local with a zone"],
  ["febf::1", "link-local"],
  ["fec0::1", "site-local (deprecated)"],
  ["ff02::1", "multicast"],
  ["not-an-address", "not an address at all"],
  ["localhost", "a name, not an address"],
  ["", "empty"],
];

const isPublic: [string, string][] = [
  ["8.8.8.8", "a resolver"],
  ["1.1.1.1", "a resolver"],
  ["93.184.215.14", "a web host"],
  ["100.63.255.255", "just below carrier-grade NAT"],
  ["100.128.0.0", "just above carrier-grade NAT"],
  ["172.15.255.255", "just below 172.16/12"],
  ["172.32.0.0", "just above 172.16/12"],
  ["192.169.0.1", "just above 192.168/16"],
  ["223.255.255.255", "just below multicast"],
  ["142.250.74.110", "Google (FCM's front door)"],
  ["2001:4860:4860::8888", "a resolver over IPv6"],
  ["2606:4700:4700::1111", "a resolver over IPv6"],
  ["2a00:1450:4001:82a::200a", "Google over IPv6"],
  ["::ffff:8.8.8.8", "IPv4-mapped public"],
  ["::ffff:808:808", "IPv4-mapped public, in hex"],
  ["64:ff9b::808:808", "NAT64 of a public address"],
];

describe("isPublicAddress", () => {
  test.each(notPublic)("%s is not public (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  test.each(isPublic)("%s is public (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
