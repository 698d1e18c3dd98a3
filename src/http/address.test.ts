import { expect, test } from "bun:test";
import { addressKey } from "./address.ts";

test("per-address limits key an IPv6 address on its /64, however it is written, and IPv4 on itself", () => {
  const network = addressKey("2001:db8:7:1::1");
  expect(network).toBe("2001:db8:7:1::/64");
  for (const address of ["2001:db8:7:1:ffff::3", "2001:0DB8:0007:0001:abcd:0:0:4", "2001:db8:7:1:1:2:3:4"]) expect(addressKey(address)).toBe(network);
  expect(addressKey("2001:db8:7:2::1")).not.toBe(network);
  expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
  expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
  expect(addressKey("local")).toBe("local");
});
