import { z } from "zod";

/**
 * The chat's key bundle as the browser sends it (`PUT /api/keys`) and the server checks it: declared once,
 * here. The events (events/chat.ts) build on its parts; the contract (shared/api/chat.ts) and the browser
 * take its type only, so zod stays out of the browser's bundle.
 */
export const base64url = (length: { min: number; max: number }) =>
  z
    .string()
    .min(length.min)
    .max(length.max)
    .regex(/^[A-Za-z0-9_-]+$/);
export const PublicKeyText = base64url({ min: 1, max: 200 });
export const SealedEnvelope = z
  .string()
  .min(1)
  // a backup holds the identity's two private keys and every session key (prekey) the person has had
  .max(65_536)
  .regex(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
/** A 16-byte salt, base64url. */
export const Salt = base64url({ min: 22, max: 22 });

/**
 * Argon2id's cost for a backup sealed under a chat passphrase (docs: "chat keys"): never under 64 MiB and
 * 3 passes, so a copied backup costs an attacker that much per guess; a ceiling, so an altered one cannot
 * freeze the browser.
 */
export const Argon2Params = z.object({
  memoryKiB: z.number().int().min(65_536).max(1_048_576),
  passes: z.number().int().min(3).max(16),
  parallelism: z.number().int().min(1).max(4),
});

/**
 * How the backup's secret is made from what the person holds: their recovery key (128 random bits, HKDF
 * only) or a chat passphrase (Argon2id first). Public: the browser needs them before it can prove anything.
 */
export const BackupParams = { kdf: z.enum(["recovery-key", "argon2id"]), salt: Salt, argon2: Argon2Params.optional() };
const argon2WhenArgon2id = [
  (p: { kdf: string; argon2?: unknown }) => (p.kdf === "argon2id") === (p.argon2 !== undefined),
  "argon2 is given exactly when kdf is argon2id",
] as const;

/**
 * The body of `PUT /api/keys` (web/chat/crypto/identity.ts, backup.ts): the ECDH public key that messages
 * are sealed for, the ECDSA signing key that vouches for it (`signature`), and the backup of both private
 * keys, sealed under a secret the server never receives, with the `verifier` that proves knowledge of it.
 */
export const KeyBundle = z.object({
  publicKey: PublicKeyText,
  signingKey: PublicKeyText,
  /** ECDSA P-256 / SHA-256, r‖s (64 bytes), base64url. */
  signature: base64url({ min: 86, max: 86 }),
  backup: z
    .object({
      ...BackupParams,
      wrapped: SealedEnvelope,
      /** 32 bytes from the backup secret (HKDF); the server keeps only its SHA-256. */
      verifier: base64url({ min: 43, max: 43 }),
    })
    .refine(...argon2WhenArgon2id),
});

export type KeyBundle = z.infer<typeof KeyBundle>;
/** How a backup's secret is derived. */
export type BackupParams = Pick<KeyBundle["backup"], "kdf" | "salt" | "argon2">;
