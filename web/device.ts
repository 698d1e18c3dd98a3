import type { DeviceType } from "../shared/api/games.ts";
import { readCookie, writeCookie } from "./cookies.ts";

/** The specification's breakpoint: a window 768 px wide or less is a phone's. */
export const MOBILE_QUERY = "(max-width: 768px)";

/** The cookie in which a browser keeps the device type it measured, for the server's next rendering. */
const COOKIE = "vw_device";

/** The device type of this window, in the browser. */
export function measuredDevice(): DeviceType {
  return window.matchMedia(MOBILE_QUERY).matches ? "mobile" : "pc";
}

/**
 * Kept for the server, which cannot see the window: its next page for this browser is drawn for the right list
 * at once. Not a secret, nor anything the server trusts for more than which list to show first.
 */
export function rememberDevice(device: DeviceType): void {
  writeCookie(COOKIE, device, 365 * 24 * 3600);
}

/**
 * The device type a page is drawn for: in the browser the window's; on the server what the browser last
 * measured (its cookie), else its guess from the request: a phone's browser says it is one, in the
 * `Sec-CH-UA-Mobile` hint (Chromium) or in its user agent (Safari, Firefox). A wrong guess (a narrow desktop
 * window) is corrected by the browser once it runs.
 */
export function deviceOf(request: Request): DeviceType {
  if (typeof window !== "undefined") return measuredDevice();
  const kept = readCookie(request.headers.get("cookie") ?? "", COOKIE);
  if (kept === "mobile" || kept === "pc") return kept;
  const saysPhone =
    request.headers.get("sec-ch-ua-mobile") === "?1" ||
    /Mobi|Android|iPhone/.test(request.headers.get("user-agent") ?? "");
  return saysPhone ? "mobile" : "pc";
}
