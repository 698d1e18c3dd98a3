/**
 * What the browser can tell about its access token without asking: a JWT whose `exp` it can read. The
 * difference between this device's clock and the server's is learnt from each new token's `iat`, so a
 * clock that is off does not make every token look expired (or never expired).
 */
let clockSkewMs = 0;

interface Claims {
  exp: number;
  iat?: number;
}

function claims(token: string): Claims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json.exp === "number" ? json : null;
  } catch {
    return null;
  }
}

/** Called for every token the server hands out (login, code, Google, refresh). */
export function learnServerClock(token: string) {
  const iat = claims(token)?.iat;
  if (iat) clockSkewMs = Date.now() - iat * 1000;
}

/** False for a token that is garbled or runs out within the next few seconds, by the server's clock. */
export function stillValid(token: string): boolean {
  const exp = claims(token)?.exp;
  return exp !== undefined && exp * 1000 - 5_000 > Date.now() - clockSkewMs;
}
