import { isIPv4, isIPv6 } from "node:net";
import { isPublicAddress } from "../push/public-address.ts";

/**
 * What Settings shows of where a session was signed in, made coarse before it is recorded: the log keeps
 * the browser and system in words, never the User-Agent (which, with the address, fingerprints a person),
 * and the address cut to its network. No outside geolocation service is asked.
 */

/** Tried in order: the first that matches names the browser (Edge and Opera also say "Chrome", Chrome says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, "iPadOS"],
  [/\biPhone\b|\biPod\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

/** "Firefox on Linux", "Safari on iOS", "Chrome", "Unknown device" for a client that names neither. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/**
 * The network an address is in, as a person can read it: `203.0.113.*` for IPv4 (its /24), the first four
 * groups and `*` for IPv6 (its /64, one household or phone), "Local network" for a private or loopback
 * address, "Unknown place" when there is no address (a request without a socket).
 */
export function placeOf(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const ip = mapped ?? address.replace(/%.*$/, "");
  if (!isIPv4(ip) && !isIPv6(ip)) return "Unknown place";
  if (!isPublicAddress(ip)) return "Local network";
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.*`;
  return `${expandedIPv6(ip).slice(0, 4).join(":")}:*`;
}

/** The eight groups of an IPv6 address, `::` filled in, leading zeros dropped. */
function expandedIPv6(ip: string): string[] {
  const [head, tail] = ip.includes("::") ? ip.split("::") : [ip, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => (parseInt(group, 16) || 0).toString(16));
}
