import { decodeJwt } from "jose";
import { accessTokenUser, type TokenKeys } from "../auth/tokens.ts";

/**
 * Access tokens already verified, with their user and expiry, so that each request does not check the same
 * signature again: verifying is most of the cost of a cached read. A token cannot be revoked before it
 * expires (the account's block or deletion is checked separately, on every request), so remembering the
 * outcome until `exp` answers exactly as verifying again would. Refused tokens are not remembered.
 */
export class AccessTokenCache {
  readonly #verified = new Map<string, { userId: number; expiresAtMs: number }>();

  constructor(private readonly maxEntries = 50_000) {}

  async userOf(ctx: TokenKeys, token: string): Promise<number | null> {
    const now = ctx.clock.now().getTime();
    const known = this.#verified.get(token);
    if (known && now < known.expiresAtMs) return known.userId;
    if (known) this.#verified.delete(token);
    const userId = await accessTokenUser(ctx, token);
    if (userId !== null) this.#remember(token, userId, decodeJwt(token).exp! * 1000);
    return userId;
  }

  #remember(token: string, userId: number, expiresAtMs: number) {
    if (this.#verified.size >= this.maxEntries) this.#verified.delete(this.#verified.keys().next().value!);
    this.#verified.set(token, { userId, expiresAtMs });
  }
}
