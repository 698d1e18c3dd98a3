import { readFileSync } from "node:fs";
import { z } from "zod";

let common: Set<string> | undefined;

/** The shipped list of common passwords, read on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** A new password: 8–128 characters and not one of the passwords attackers try first. */
export const NewPassword = z
  .string()
  .min(8, "Password must be at least 8 characters.")
  .max(128, "Password must be at most 128 characters.")
  .refine((password) => !isCommonPassword(password), "This password is too common. Please choose another one.");

/** argon2id at OWASP's recommended cost (19 MiB, 2 passes): strong, yet cheap enough for busy sign-ins. */
export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account's hash. Without a hash (no such account, or a Google-only one) it
 * checks against a throwaway hash anyway, so the answer takes as long as for a real account.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (hash) return Bun.password.verify(password, hash);
  dummyHash ??= hashPassword(crypto.randomUUID());
  await Bun.password.verify(password, await dummyHash);
  return false;
}
