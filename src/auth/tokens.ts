import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Config } from "../config.ts";
import type { Clock } from "../../shared/clock.ts";

const ACCESS_TOKEN_SECONDS = 15 * 60;
const TYPE = "at+jwt";
const AUDIENCE = "vw-api";

/** What minting and checking access tokens takes: the server's secret and the time. */
export interface TokenKeys {
  config: Pick<Config, "jwtSecret">;
  clock: Clock;
}

/** The access tokens' own key, derived from the server secret so no other use of that secret can mint one. */
function accessKey(ctx: TokenKeys): Uint8Array {
  return createHmac("sha256", ctx.config.jwtSecret).update("access-token-key").digest();
}

/** Who an access token stands for: the user, and the session (refresh-token family) it was issued in. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/**
 * A 15-minute access token: HS256, typed `at+jwt`, for one user in one session. The session id (`sid`) lets
 * each request check that the session still stands, so ending it ends its access tokens at once.
 */
export async function issueAccessToken(ctx: TokenKeys, userId: number, sessionId: string): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: TYPE })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(accessKey(ctx));
}

/**
 * The user and session an access token stands for, or null for anything else: another algorithm, another
 * type or audience (a refresh token or any other JWT), a bad signature, no session, or an expired token.
 */
export async function accessTokenClaims(ctx: TokenKeys, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, accessKey(ctx), {
      algorithms: ["HS256"],
      typ: TYPE,
      audience: AUDIENCE,
      currentDate: ctx.clock.now(),
      requiredClaims: ["sub", "exp", "iat", "sid"],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== "string") return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}
