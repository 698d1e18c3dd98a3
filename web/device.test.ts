import { describe, expect, test } from "bun:test";
import { deviceOf } from "./device.ts";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const request = (headers: Record<string, string>) => new Request("http://localhost/games", { headers });

describe("the device a page is drawn for on the server", () => {
  test("a phone's browser is drawn the phone's list, by its hint or its user agent", () => {
    expect(deviceOf(request({ "sec-ch-ua-mobile": "?1", "user-agent": PHONE_UA }))).toBe("mobile");
    expect(deviceOf(request({ "user-agent": IPHONE_UA }))).toBe("mobile");
  });

  test("a desktop browser, or one that says nothing, is drawn the pc list", () => {
    expect(deviceOf(request({ "sec-ch-ua-mobile": "?0", "user-agent": DESKTOP_UA }))).toBe("pc");
    expect(deviceOf(request({}))).toBe("pc");
  });

  test("what the browser measured last wins over any guess", () => {
    expect(deviceOf(request({ cookie: "theme=dark; __Host-vw_device=mobile", "user-agent": DESKTOP_UA }))).toBe(
      "mobile",
    );
    expect(deviceOf(request({ cookie: "vw_device=pc", "sec-ch-ua-mobile": "?1", "user-agent": PHONE_UA }))).toBe("pc");
  });

  test("a cookie that names no device is not taken", () => {
    expect(deviceOf(request({ cookie: "vw_device=tablet", "user-agent": PHONE_UA }))).toBe("mobile");
    expect(deviceOf(request({ cookie: "old_vw_device=pc", "user-agent": PHONE_UA }))).toBe("mobile");
  });
});
