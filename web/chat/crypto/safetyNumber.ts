import { toBase64url } from "./base64url.ts";
import { canonicalPublicKey } from "./publicKey.ts";

/**
 * The number two people compare (aloud, or side by side) to know no one sits between them: 60 digits in
 * 12 groups of 5, the same on both sides. Each person's key gives 30 digits; the two halves are put in
 * sorted order, so the number does not depend on who computes it, and a changed key changes its half.
 * (Signal's layout; finding another key with the same half takes about 2^100 tries.)
 */
export async function safetyNumber(publicKeyA: string, publicKeyB: string): Promise<string> {
  const halves = await Promise.all([halfOf(publicKeyA), halfOf(publicKeyB)]);
  return halves.sort().join(" ");
}

/**
 * A short, stable name of one public key (SHA-256 of its SPKI, base64url): remember it per contact and
 * compare, to warn when their key has changed.
 */
export async function keyFingerprint(publicKey: string): Promise<string> {
  const spki = await canonicalPublicKey(publicKey);
  return toBase64url(await crypto.subtle.digest("SHA-256", spki));
}

/** 30 digits of one key: six 5-byte chunks of SHA-512 over a label and the SPKI, each taken mod 100000. */
async function halfOf(publicKey: string): Promise<string> {
  const spki = await canonicalPublicKey(publicKey);
  const label = new TextEncoder().encode("vw-safety-number:v1\n");
  const input = new Uint8Array(label.length + spki.length);
  input.set(label);
  input.set(spki, label.length);
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-512", input));
  const groups: string[] = [];
  for (let i = 0; i < 30; i += 5) {
    let chunk = 0;
    for (let j = 0; j < 5; j++) chunk = chunk * 256 + hash[i + j]!;
    groups.push(String(chunk % 100000).padStart(5, "0"));
  }
  return groups.join(" ");
}
