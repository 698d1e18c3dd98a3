import { expect, test } from "bun:test";
import { argon2id } from "hash-wasm";
import {
  backupKeysOf,
  chatKeyNode,
  newKeysNode,
  openBackupNode,
  openMessageNode,
  recoveryKeyBytes,
  recoveryKeyText,
  safetyHalfNode,
  sealMessageNode,
  verifyIdentityNode,
} from "../../../tests/chat-crypto-node.ts";
import { ARGON2_PARAMS, backupKeys, openBackup, sealBackup } from "./backup.ts";
import { chatKey } from "./chatKey.ts";
import { createIdentity, verifyIdentity } from "./identity.ts";
import { decryptMessage, encryptMessage } from "./messages.ts";
import { formatRecoveryKey, newRecoveryKey, parseRecoveryKey } from "./recoveryKey.ts";
import { safetyNumber } from "./safetyNumber.ts";

/**
 * The browser module (WebCrypto) against the second implementation in tests/chat-crypto-node.ts (Node's
 * own crypto, written from the documented format): keys, backups, signatures, messages and safety numbers
 * made by one open with the other, in both directions.
 */
const userId = 41;

test("a backup the browser seals under a recovery key opens in Node with the key as the person saved it", async () => {
  const identity = await createIdentity(userId);
  const recovery = newRecoveryKey();
  const bundle = await sealBackup(identity, userId, { kind: "recovery-key", key: recovery });
  const saved = formatRecoveryKey(recovery);
  expect(saved).toMatch(/^([A-Z2-7]{4} ){6}[A-Z2-7]{4}$/);
  expect(recoveryKeyText(Buffer.from(recovery))).toBe(saved);

  const secret = recoveryKeyBytes(saved);
  expect(backupKeysOf(secret, bundle.backup.salt).verifier).toBe(bundle.backup.verifier);
  const keys = openBackupNode(bundle.backup.wrapped, secret, bundle.backup.salt, { userId, ...bundle });
  expect(verifyIdentityNode(userId, bundle)).toBe(true);
  expect(verifyIdentityNode(userId + 1, bundle)).toBe(false);

  // Node's private key is the browser's: a message sealed by the browser for a contact opens in Node.
  const contact = newKeysNode(7);
  const chatId = 12;
  const browserKey = await chatKey(identity.ecdh.privateKey, contact.bundle.publicKey, chatId);
  const envelope = await encryptMessage(browserKey, "from the browser", { chatId, senderId: userId });
  expect(openMessageNode(chatKeyNode(contact.ecdhPrivate, bundle.publicKey, chatId), envelope, chatId, userId)).toBe(
    "from the browser",
  );
  // And the private key Node took out of the backup is the one: it reads what the contact sealed.
  const reply = sealMessageNode(
    chatKeyNode(contact.ecdhPrivate, bundle.publicKey, chatId),
    "from the contact",
    chatId,
    7,
  );
  expect(openMessageNode(chatKeyNode(keys.ecdh, contact.bundle.publicKey, chatId), reply, chatId, 7)).toBe(
    "from the contact",
  );
  expect(await decryptMessage(browserKey, reply, { chatId, senderId: 7 })).toBe("from the contact");
});

test("keys and a backup Node makes open in the browser module, and its messages read there", async () => {
  const made = newKeysNode(userId);
  expect(await verifyIdentity(userId, made.bundle)).toBe(true);
  const { wrapKey, verifier } = await backupKeys(
    { kind: "recovery-key", key: parseRecoveryKey(made.recoveryKey.toLowerCase()) },
    made.bundle.backup,
  );
  expect(verifier).toBe(made.bundle.backup.verifier);
  const { privateKey } = await openBackup(made.bundle.backup.wrapped, wrapKey, { userId, ...made.bundle });

  const other = newKeysNode(8);
  const chatId = 13;
  const envelope = sealMessageNode(
    chatKeyNode(other.ecdhPrivate, made.bundle.publicKey, chatId),
    "from Node",
    chatId,
    8,
  );
  expect(
    await decryptMessage(await chatKey(privateKey, other.bundle.publicKey, chatId), envelope, { chatId, senderId: 8 }),
  ).toBe("from Node");
});

test("a signature the browser makes is refused once anything it covers changes", async () => {
  const identity = await createIdentity(userId);
  const other = await createIdentity(userId);
  const signed = { publicKey: identity.publicKey, signingKey: identity.signingKey, signature: identity.signature };
  expect(await verifyIdentity(userId, signed)).toBe(true);
  expect(await verifyIdentity(userId, { ...signed, publicKey: other.publicKey })).toBe(false);
  expect(await verifyIdentity(userId, { ...signed, signingKey: other.signingKey })).toBe(false);
  expect(await verifyIdentity(userId, { ...signed, signature: null })).toBe(false);
  expect(verifyIdentityNode(userId, { ...signed, publicKey: other.publicKey })).toBe(false);
});

test("the safety number is the same from both implementations", async () => {
  const [a, b] = [newKeysNode(1), newKeysNode(2)];
  const expected = [safetyHalfNode(a.bundle.signingKey), safetyHalfNode(b.bundle.signingKey)].sort().join(" ");
  expect(await safetyNumber(a.bundle.signingKey, b.bundle.signingKey)).toBe(expected);
});

test("a passphrase backup uses Argon2id with at least 64 MiB and 3 passes, and opens from the documented derivation", async () => {
  expect(ARGON2_PARAMS.memoryKiB).toBeGreaterThanOrEqual(65_536);
  expect(ARGON2_PARAMS.passes).toBeGreaterThanOrEqual(3);
  const identity = await createIdentity(userId);
  const passphrase = "correct horse battery staple, for chat";
  const bundle = await sealBackup(identity, userId, { kind: "passphrase", passphrase });
  expect(bundle.backup).toMatchObject({ kdf: "argon2id", argon2: { memoryKiB: 65_536, passes: 3, parallelism: 1 } });
  const secret = Buffer.from(
    await argon2id({
      password: passphrase,
      salt: Buffer.from(bundle.backup.salt, "base64url"),
      memorySize: 65_536,
      iterations: 3,
      parallelism: 1,
      hashLength: 32,
      outputType: "binary",
    }),
  );
  expect(() => openBackupNode(bundle.backup.wrapped, secret, bundle.backup.salt, { userId, ...bundle })).not.toThrow();
  expect(() =>
    openBackupNode(bundle.backup.wrapped, Buffer.from(passphrase), bundle.backup.salt, { userId, ...bundle }),
  ).toThrow();
  // A backup that asks for less is refused before any work.
  const cheap = { ...bundle.backup, argon2: { memoryKiB: 1024, passes: 1, parallelism: 1 } };
  await expect(backupKeys({ kind: "passphrase", passphrase }, cheap)).rejects.toThrow();
}, 60_000);

test("a recovery key with a typo is caught by its check byte; case, spaces and dashes do not matter", () => {
  const key = newRecoveryKey();
  const text = formatRecoveryKey(key);
  expect(parseRecoveryKey(text.toLowerCase().replace(/ /g, "-"))).toEqual(key);
  const typo = (text[0] === "A" ? "B" : "A") + text.slice(1);
  expect(() => parseRecoveryKey(typo)).toThrow();
  expect(() => parseRecoveryKey("too short")).toThrow();
});
