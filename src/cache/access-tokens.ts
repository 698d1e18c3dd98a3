import { decodeJwt } from "jose";
import { accessTokenClaims, type AccessClaims, type TokenKeys } from "../auth/tokens.ts";

/**
 * Access tokens already verified, with their user, session and expiry, so that each request does not check
 * the same signature again: verifying is most of the cost of a cached read. The signature cannot change, so
 * remembering the outcome until `exp` answers exactly as verifying again would; whether the session and the
 * account still stand is checked separately, on every request (src/http/authenticate.ts). Refused tokens
 * are not remembered.
 */
export class AccessTokenCache {
  readonly #verified = new Map<string, AccessClaims & { expiresAtMs: number }>();

  constructor(private readonly maxEntries = 50_000) {}

  async claimsOf(ctx: TokenKeys, token: string): Promise<AccessClaims | null> {
    const now = ctx.clock.now().getTime();
    const known = this.#verified.get(token);
    if (known && now < known.expiresAtMs) return known;
    if (known) this.#verified.delete(token);
    const claims = await accessTokenClaims(ctx, token);
    if (claims) this.#remember(token, { ...claims, expiresAtMs: decodeJwt(token).exp! * 1000 });
    return claims;
  }

  #remember(token: string, verified: AccessClaims & { expiresAtMs: number }) {
    if (this.#verified.size >= this.maxEntries) this.#verified.delete(this.#verified.keys().next().value!);
    this.#verified.set(token, verified);
  }
}
