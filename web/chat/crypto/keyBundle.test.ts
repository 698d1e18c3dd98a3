import { beforeAll, describe, expect, spyOn, test } from "bun:test";
import { fromBase64url, toBase64url } from "./base64url.ts";
import { chatKey } from "./chatKey.ts";
import { ChatCryptoError, InvalidKeyBundleError, WrongPasswordError } from "./errors.ts";
import { createKeyBundle, rewrapKeyBundle, sealKeyBundle, unlockKeyBundle, type KeyBundle, type NewKeyBundle } from "./keyBundle.ts";
import { decryptMessage, encryptMessage } from "./messages.ts";
import { ECDH_P256 } from "./publicKey.ts";
import { person } from "./testing.ts";

// Real cost (600,000 PBKDF2 iterations) throughout: each derivation takes a moment, so the bundles are made
// once here and every test reads them.
const password = "correct horse battery staple";
const newPassword = "Tr0ub4dor&3 — but longer";
const alice = 7;
let created: NewKeyBundle;
let rewrapped: KeyBundle;

beforeAll(async () => {
  created = await createKeyBundle(password, alice);
  rewrapped = await rewrapKeyBundle(created.bundle, password, newPassword, alice);
});

/** Proof that two private keys are the same: what one side's chat key seals, the other side's opens. */
async function sameKeyPair(privateKey: CryptoKey, publicKey: string, expected: CryptoKey) {
  const bob = await person();
  const sealed = await encryptMessage(await chatKey(bob.privateKey, publicKey, 1), "ping", { chatId: 1, senderId: 2 });
  expect(await decryptMessage(await chatKey(privateKey, bob.publicKey, 1), sealed, { chatId: 1, senderId: 2 })).toBe("ping");
  expect(await decryptMessage(await chatKey(expected, bob.publicKey, 1), sealed, { chatId: 1, senderId: 2 })).toBe("ping");
}

describe("createKeyBundle", () => {
  test("the bundle is the body of PUT /api/keys: a public key, a wrapped private key, a salt, 600,000 iterations", () => {
    const { bundle } = created;
    expect(Object.keys(bundle).sort()).toEqual(["iterations", "publicKey", "salt", "wrappedPrivateKey"]);
    expect(bundle.iterations).toBe(600_000);
    expect(fromBase64url(bundle.salt)).toHaveLength(16);
    expect(bundle.wrappedPrivateKey).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    // SPKI of an uncompressed P-256 point.
    expect(fromBase64url(bundle.publicKey)).toHaveLength(91);
  });

  test("the private key it returns is a non-extractable ECDH P-256 key", async () => {
    const { privateKey } = created;
    expect(privateKey.type).toBe("private");
    expect(privateKey.extractable).toBe(false);
    expect(privateKey.algorithm).toEqual(ECDH_P256 as KeyAlgorithm);
    expect(privateKey.usages).toEqual(["deriveBits"]);
    await expect(crypto.subtle.exportKey("pkcs8", privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey("jwk", privateKey)).rejects.toThrow();
  });

  test("the bundle holds no plain private key material", async () => {
    // A known key pair, so its secret scalar d can be searched for in every form.
    const pair = (await crypto.subtle.generateKey(ECDH_P256, true, ["deriveBits"])) as CryptoKeyPair;
    const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
    const { bundle } = await sealKeyBundle(pair, password, alice);
    const text = JSON.stringify(bundle);
    const secret = Buffer.from(fromBase64url(d!));
    expect(text).not.toContain(d!);
    expect(text.toLowerCase()).not.toContain(secret.toString("hex"));
    expect(text).not.toContain(secret.toString("base64").replace(/=+$/, ""));
    const binaryParts = [bundle.publicKey, bundle.salt, ...bundle.wrappedPrivateKey.split(".").slice(1)];
    for (const part of binaryParts) {
      expect(Buffer.from(fromBase64url(part)).includes(secret)).toBe(false);
      expect(Buffer.from(fromBase64url(part)).includes(pkcs8)).toBe(false);
    }
  });
});

describe("unlockKeyBundle", () => {
  test("the right password gives back the same key pair, non-extractable", async () => {
    const privateKey = await unlockKeyBundle(created.bundle, password, alice);
    expect(privateKey.extractable).toBe(false);
    await sameKeyPair(privateKey, created.bundle.publicKey, created.privateKey);
  });

  test("a wrong password fails with WrongPasswordError", async () => {
    const attempt = unlockKeyBundle(created.bundle, "correct horse battery stapler", alice);
    await expect(attempt).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(attempt).rejects.toBeInstanceOf(ChatCryptoError);
  });

  test("one person's bundle cannot be passed off as another's", async () => {
    await expect(unlockKeyBundle(created.bundle, password, 8)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  test("the private key cannot be paired with another public key", async () => {
    const other = await person();
    await expect(unlockKeyBundle({ ...created.bundle, publicKey: other.publicKey }, password, alice)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  test("fewer than 600,000 iterations are refused before any key is derived", async () => {
    const derive = spyOn(crypto.subtle, "deriveKey");
    try {
      await expect(unlockKeyBundle({ ...created.bundle, iterations: 599_999 }, password, alice)).rejects.toBeInstanceOf(InvalidKeyBundleError);
      await expect(unlockKeyBundle({ ...created.bundle, iterations: 1000 }, password, alice)).rejects.toBeInstanceOf(InvalidKeyBundleError);
      await expect(rewrapKeyBundle({ ...created.bundle, iterations: 1 }, password, newPassword, alice)).rejects.toBeInstanceOf(InvalidKeyBundleError);
      expect(derive).not.toHaveBeenCalled();
    } finally {
      derive.mockRestore();
    }
  });

  test("malformed bundles are refused as such", async () => {
    const malformed: KeyBundle[] = [
      { ...created.bundle, iterations: 1e12 },
      { ...created.bundle, iterations: Number.NaN },
      { ...created.bundle, iterations: "600000" as unknown as number },
      { ...created.bundle, salt: toBase64url(new Uint8Array(8)) },
      { ...created.bundle, salt: "not base64url!" },
      { ...created.bundle, wrappedPrivateKey: created.bundle.wrappedPrivateKey.replace(/^v1/, "v0") },
      { ...created.bundle, wrappedPrivateKey: null as unknown as string },
      { ...created.bundle, publicKey: "AAAA" },
    ];
    for (const bundle of malformed) {
      await expect(unlockKeyBundle(bundle, password, alice)).rejects.toBeInstanceOf(InvalidKeyBundleError);
    }
  });
});

describe("rewrapKeyBundle", () => {
  test("the new password opens the same key pair, under a new salt", async () => {
    expect(rewrapped.publicKey).toBe(created.bundle.publicKey);
    expect(rewrapped.salt).not.toBe(created.bundle.salt);
    expect(rewrapped.wrappedPrivateKey).not.toBe(created.bundle.wrappedPrivateKey);
    expect(rewrapped.iterations).toBe(600_000);
    const privateKey = await unlockKeyBundle(rewrapped, newPassword, alice);
    await sameKeyPair(privateKey, rewrapped.publicKey, created.privateKey);
  });

  test("the old password no longer opens the new bundle", async () => {
    await expect(unlockKeyBundle(rewrapped, password, alice)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  test("a wrong old password cannot re-wrap", async () => {
    await expect(rewrapKeyBundle(created.bundle, "guess", newPassword, alice)).rejects.toBeInstanceOf(WrongPasswordError);
  });
});
