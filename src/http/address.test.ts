import { expect, test } from "bun:test";
import { limitedNetwork } from "./address.ts";

test("an IPv6 address counts as its /64, however it is written; IPv4, mapped IPv4 and anything else as it is", () => {
  expect(limitedNetwork("2001:db8:1:2::1", 64)).toBe("2001:db8:1:2:0:0:0:0/64");
  expect(limitedNetwork("2001:0DB8:0001:0002:ffff:ffff:ffff:fffe", 64)).toBe("2001:db8:1:2:0:0:0:0/64");
  expect(limitedNetwork("fe80::1%eth0", 64)).toBe("fe80:0:0:0:0:0:0:0/64");
  expect(limitedNetwork("2001:db8:1:2::1", 48)).toBe("2001:db8:1:0:0:0:0:0/48");
  expect(limitedNetwork("::ffff:192.0.2.1", 64)).toBe("192.0.2.1");
  expect(limitedNetwork("192.0.2.1", 64)).toBe("192.0.2.1");
  expect(limitedNetwork("local", 64)).toBe("local");
});
