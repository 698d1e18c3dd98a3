import { createHmac, timingSafeEqual } from "node:crypto";

/** A random credential: 24 bytes (192 bits) as base64url, short enough to keep a mailed link on one line. */
export function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

/**
 * What the log and the tables keep of a code or token: an HMAC under the server's secret. A 6-digit code
 * has too few values for a plain hash: anyone reading the log could try them all. `purpose` keeps one kind
 * of credential from ever matching another.
 */
export function secretHash(serverSecret: string, purpose: string, value: string): string {
  return createHmac("sha256", serverSecret).update(`${purpose}\0${value}`).digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
