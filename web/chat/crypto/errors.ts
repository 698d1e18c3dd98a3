/**
 * What can go wrong in end-to-end encryption, one class per thing a screen reacts to differently. Each
 * keeps the underlying WebCrypto error as `cause` for the console; none says more than its message.
 */
export class ChatCryptoError extends Error {
  override name = "ChatCryptoError";
}

/**
 * The recovery key or chat passphrase does not open the key backup. AES-GCM cannot tell this apart from a
 * backup made for another account or altered on the way, so those land here too.
 */
export class WrongPasswordError extends ChatCryptoError {
  override name = "WrongPasswordError";
}

/** The key bundle is not one this code may unlock: malformed, or too cheap (or too costly) to derive. */
export class InvalidKeyBundleError extends ChatCryptoError {
  override name = "InvalidKeyBundleError";
}

/** Someone's public key is not a P-256 point in SPKI, base64url. */
export class InvalidPublicKeyError extends ChatCryptoError {
  override name = "InvalidPublicKeyError";
}

/**
 * A message or picture does not decrypt with this chat's key for this chat and sender: altered, moved from
 * another chat, attributed to the other person, or sealed under a key that has since changed.
 */
export class DecryptionError extends ChatCryptoError {
  override name = "DecryptionError";
}
