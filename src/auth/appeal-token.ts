import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../config.ts";

/**
 * What lets a person appeal a moderation action without a session: a suspended person cannot sign in, yet
 * must read why and appeal. The token names the action and the account and is signed with a key derived
 * from the server's secret; it is handed out only to who knows the password (the sign-in refusal) or reads
 * the person's mail (the action's e-mail). It allows one thing: reading that action and appealing it once.
 */
export function appealToken(config: Pick<Config, "jwtSecret">, actionId: number, accountId: number): string {
  return `${actionId}.${accountId}.${signature(config, actionId, accountId)}`;
}

/** The action and account a token names, or undefined for anything not made by `appealToken`. */
export function appealTokenClaims(
  config: Pick<Config, "jwtSecret">,
  token: string,
): { actionId: number; accountId: number } | undefined {
  const match = /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const actionId = Number(match[1]);
  const accountId = Number(match[2]);
  const expected = Buffer.from(signature(config, actionId, accountId));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { actionId, accountId } : undefined;
}

function signature(config: Pick<Config, "jwtSecret">, actionId: number, accountId: number): string {
  const key = createHmac("sha256", config.jwtSecret).update("appeal-token-key").digest();
  return createHmac("sha256", key).update(`${actionId}:${accountId}`).digest("base64url");
}
