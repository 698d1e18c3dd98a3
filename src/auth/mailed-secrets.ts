import { createHmac } from "node:crypto";

/**
 * The sign-up code and the reset link's token are mailed by a reactor, after the event is committed — maybe
 * by another process, maybe after a restart. The log must never hold them in clear, and their keyed hashes
 * (what the projections check) cannot be turned back into them. So each is *derived*: the event records a
 * random id, and the value is an HMAC under the server's secret of its purpose and that id. The command
 * derives it to record the keyed hash; the reactor derives it again to mail it. Reading the log gives the
 * id and the hash, neither of which yields the value without the secret — the same secret that signs the
 * access tokens, whose holder could sign in as anyone anyway.
 */

/** A fresh random id for a mailed secret: 128 bits, base64url. */
export function mailedSecretId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url");
}

function derive(serverSecret: string, purpose: string, id: string): Buffer {
  return createHmac("sha256", serverSecret).update(`mailed:${purpose}\0${id}`).digest();
}

/** The 6-digit sign-up code of `codeId`. 48 bits of the HMAC modulo a million: uniform to within 1 in 10^8. */
export function registrationCode(serverSecret: string, codeId: string): string {
  return String(derive(serverSecret, "registration-code", codeId).readUIntBE(0, 6) % 1_000_000).padStart(6, "0");
}

/** The reset link's token of `tokenId`: 192 bits as base64url, like a random token. */
export function passwordResetToken(serverSecret: string, tokenId: string): string {
  return derive(serverSecret, "password-reset", tokenId).subarray(0, 24).toString("base64url");
}
