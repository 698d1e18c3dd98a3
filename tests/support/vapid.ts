import { importJWK, jwtVerify } from "jose";

/** What a push service concludes from a request's `Authorization: vapid t=…, k=…` header (RFC 8292). */
export type VapidCheck =
  | { valid: true; publicKey: string; subject: string; expiresAt: Date }
  | { valid: false; status: 401 | 403; reason: string };

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Checks a VAPID header as a push service must: the JWT `t` is ES256-signed by the key `k`, is meant for
 * this push service (`aud` = its origin), names its sender (`sub`, mailto: or https:), and expires within
 * 24 hours (401 otherwise); and `k` is the key the subscription was made with (403 otherwise).
 */
export async function checkVapid(
  authorization: string | undefined,
  audience: string,
  applicationServerKey: string,
): Promise<VapidCheck> {
  const params = parseVapid(authorization);
  if (!params) return { valid: false, status: 401, reason: "no vapid t=…, k=… Authorization header" };
  let subject: string;
  let expiresAt: Date;
  try {
    const key = await importJWK(pointToJwk(params.k), "ES256");
    const { payload } = await jwtVerify(params.t, key, {
      algorithms: ["ES256"],
      audience,
      requiredClaims: ["exp", "sub"],
    });
    if (payload.exp! > Date.now() / 1000 + DAY_SECONDS) throw new Error("exp is more than 24 hours ahead");
    if (!/^(mailto:|https:)/.test(String(payload.sub))) throw new Error("sub is neither mailto: nor https:");
    subject = String(payload.sub);
    expiresAt = new Date(payload.exp! * 1000);
  } catch (error) {
    return { valid: false, status: 401, reason: `the VAPID token does not verify: ${(error as Error).message}` };
  }
  if (!samePoint(params.k, applicationServerKey)) {
    return { valid: false, status: 403, reason: "the VAPID key is not the one this subscription was made with" };
  }
  return { valid: true, publicKey: params.k, subject, expiresAt };
}

/** `vapid t=<jwt>, k=<key>`: parameters in any order, comma-separated. */
function parseVapid(authorization: string | undefined): { t: string; k: string } | null {
  const match = authorization?.match(/^vapid\s+(.+)$/i);
  if (!match) return null;
  const params = new Map(
    match[1]!
      .split(/\s*,\s*/)
      .map((pair) => [pair.slice(0, pair.indexOf("=")).trim(), pair.slice(pair.indexOf("=") + 1).trim()]),
  );
  const t = params.get("t");
  const k = params.get("k");
  return t && k ? { t, k } : null;
}

/** A VAPID public key is an uncompressed P-256 point, base64url: 0x04 ‖ x ‖ y. */
function pointToJwk(point: string) {
  const bytes = Buffer.from(point, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const coordinate = (from: number) => bytes.subarray(from, from + 32).toString("base64url");
  return { kty: "EC", crv: "P-256", x: coordinate(1), y: coordinate(33) };
}

function samePoint(a: string, b: string): boolean {
  return Buffer.from(a, "base64url").equals(Buffer.from(b, "base64url"));
}
