import { decodeJwt } from "jose";
import { LRUCache } from "lru-cache";
import { accessTokenClaims, type AccessClaims, type TokenKeys } from "../auth/tokens.ts";

/**
 * Access tokens already verified, with their user, session and expiry, so that each request does not check
 * the same signature again: verifying is most of the cost of a cached read. The signature cannot change, so
 * caching the outcome until `exp` answers exactly as verifying again would; whether the session and the
 * account still stand is checked separately, on every request (src/http/authenticate.ts). Refused tokens
 * are not cached.
 */
export class AccessTokenCache {
  /** The least recently used go first. */
  readonly #verified: LRUCache<string, AccessClaims & { expiresAtMs: number }>;

  constructor(maxEntries = 50_000) {
    this.#verified = new LRUCache({ max: maxEntries });
  }

  async claimsOf(ctx: TokenKeys, token: string): Promise<AccessClaims | null> {
    const now = ctx.clock.now().getTime();
    const known = this.#verified.get(token);
    if (known && now < known.expiresAtMs) return known;
    if (known) this.#verified.delete(token);
    const claims = await accessTokenClaims(ctx, token);
    if (claims) this.#verified.set(token, { ...claims, expiresAtMs: decodeJwt(token).exp! * 1000 });
    return claims;
  }
}
