import { expect, test } from "bun:test";
import { deviceOf, placeOf } from "./device.ts";

test("a User-Agent is told in words: browser and system, never the string itself", () => {
  const cases: [string | undefined, string][] = [
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["curl/8.5.0", "Unknown device"],
    [undefined, "Unknown device"],
  ];
  for (const [ua, words] of cases) expect(deviceOf(ua)).toBe(words);
});

test("an address is cut to its network; private ones and none get a label", () => {
  expect(placeOf("81.2.69.160")).toBe("81.2.69.*");
  expect(placeOf("::ffff:81.2.69.160")).toBe("81.2.69.*");
  expect(placeOf("2a00:1450:4009:81f::200e")).toBe("2a00:1450:4009:81f:*");
  expect(placeOf("2a00:1450::1")).toBe("2a00:1450:0:0:*");
  expect(placeOf("127.0.0.1")).toBe("Local network");
  expect(placeOf("192.168.1.20")).toBe("Local network");
  expect(placeOf("::1")).toBe("Local network");
  expect(placeOf("local")).toBe("Unknown place");
});
