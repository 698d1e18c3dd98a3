import type { AuthLimits } from "../config.ts";

/**
 * Guessing one account's password from ever new addresses. The per-pair limit stops each address after
 * its failures, so an attacker with many addresses (a botnet, an IPv6 block) would still get one guess per
 * address. Past `threshold` failures of the account from anywhere within the window, an address that has
 * never signed in to the account must wait before its guess: `base` after the newest failure, doubling
 * with each further one, up to `max`. An address the account has signed in from (its owner's, once) never
 * waits, so the attack cannot lock the owner out from home; from a new place the owner waits at most `max`,
 * or resets the password by mail.
 */
export function slowdownMs(
  failures: number,
  limits: Pick<AuthLimits, "loginSlowdownAfter" | "loginSlowdownBaseMs" | "loginSlowdownMaxMs">,
): number {
  if (failures < limits.loginSlowdownAfter) return 0;
  const doublings = Math.min(failures - limits.loginSlowdownAfter, 30);
  return Math.min(limits.loginSlowdownMaxMs, limits.loginSlowdownBaseMs * 2 ** doublings);
}
