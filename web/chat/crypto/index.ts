/**
 * End-to-end encryption of chat, with WebCrypto only (the same `crypto.subtle` in browsers and Bun).
 * Each person has an ECDH P-256 key pair; the server keeps the public key and the private key wrapped under
 * the person's password (keyBundle). Two people derive the same AES-256-GCM key per chat (chatKey); each
 * message and picture is sealed with a random IV and bound to its chat and sender (messages, bytes). The
 * safety number lets them check that no one sits between them; the store keeps the private key per browser.
 */
export { createKeyBundle, rewrapKeyBundle, unlockKeyBundle, type KeyBundle, type NewKeyBundle } from "./keyBundle.ts";
export { chatKey } from "./chatKey.ts";
export { decryptMessage, encryptMessage, type MessageContext } from "./messages.ts";
export { decryptBytes, encryptBytes, type DecryptedBytes } from "./bytes.ts";
export { keyFingerprint, safetyNumber } from "./safetyNumber.ts";
export { indexedDbKeyStore, memoryKeyStore, openKeyStore, type KeyStore } from "./keyStore.ts";
export { MIN_ITERATIONS } from "./passwordKey.ts";
export { ChatCryptoError, DecryptionError, InvalidKeyBundleError, InvalidPublicKeyError, WrongPasswordError } from "./errors.ts";
