import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import type { Config } from "../config.ts";
import type { Clock } from "../../shared/clock.ts";
import { AppError } from "../../shared/errors.ts";

export interface GoogleIdentity {
  subject: string;
  email: string;
  name?: string;
}

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/** What checking a Google ID token takes: where Google's keys are, our client id, and the time. */
export interface GoogleSettings {
  config: Pick<Config, "googleClientId" | "googleJwksUrl">;
  clock: Clock;
}

/** One key set per context: jose caches the fetched keys in it and refetches when an unknown key id shows up. */
const keySets = new WeakMap<GoogleSettings, JWTVerifyGetKey>();

function keySet(ctx: GoogleSettings): JWTVerifyGetKey {
  let keys = keySets.get(ctx);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(ctx.config.googleJwksUrl));
    keySets.set(ctx, keys);
  }
  return keys;
}

/**
 * Checks an ID token from Google's sign-in button: RS256 signature against Google's published keys,
 * issuer, audience (our client id), expiry, and that Google has verified the e-mail. Anything else is 401.
 */
export async function verifyGoogleIdToken(ctx: GoogleSettings, idToken: string): Promise<GoogleIdentity> {
  const clientId = ctx.config.googleClientId;
  if (!clientId) throw AppError.unavailable("Google sign-in is not configured.", "google_not_configured");
  const refused = AppError.unauthorized("Google sign-in could not be verified.", "google_refused");
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(ctx), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ["RS256"],
      currentDate: ctx.clock.now(),
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch {
    throw refused;
  }
  const { sub, email, email_verified: emailVerified, name } = payload;
  // Some Google tokens carry the flag as the string "true".
  const verified = emailVerified === true || emailVerified === "true";
  if (typeof sub !== "string" || typeof email !== "string" || !verified) throw refused;
  return { subject: sub, email, name: typeof name === "string" ? name : undefined };
}
