/**
 * End-to-end encryption of chat, with WebCrypto only (the same `crypto.subtle` in browsers and Bun).
 * Each person has an ECDH P-256 key pair, signed by an ECDSA P-256 signing key (identity); the server keeps
 * the public keys and a backup of the private keys sealed under a recovery key or chat passphrase that it
 * never receives (backup, recoveryKey). Two people derive the same AES-256-GCM key per chat (chatKey); each
 * message and picture is sealed with a random IV and bound to its chat and sender (messages, bytes). The
 * safety number lets them check that no one sits between them; the store keeps the private key per browser.
 * Forward secrecy (ratchet, shares, sessionReader, sessionEnvelope): messages are sealed under a sender's
 * hash ratchet whose sessions are shared under signed prekeys, so the identity key alone opens none.
 */
export { ARGON2_PARAMS, backupKeys, openBackup, sealBackup, sealBackupKeeping, type BackupSecret } from "./backup.ts";
export { createIdentity, verifyIdentity, type NewIdentity } from "./identity.ts";
export { formatRecoveryKey, newRecoveryKey, parseRecoveryKey, InvalidRecoveryKeyError } from "./recoveryKey.ts";
export { chatKey } from "./chatKey.ts";
export { decryptMessage, encryptMessage, type MessageContext } from "./messages.ts";
export { decryptBytes, encryptBytes, type DecryptedBytes } from "./bytes.ts";
export { keyFingerprint, safetyNumber } from "./safetyNumber.ts";
export { indexedDbKeyStore, memoryKeyStore, openKeyStore, type KeyStore } from "./keyStore.ts";
export {
  ChatCryptoError,
  DecryptionError,
  InvalidKeyBundleError,
  InvalidPublicKeyError,
  WrongPasswordError,
} from "./errors.ts";
