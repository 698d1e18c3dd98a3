import { call } from "../api/http.ts";
import { keyHistory, keysOf, type PublicKeys } from "../../shared/api/chat.ts";
import { chatKey, decryptBytes, decryptMessage, encryptBytes, encryptMessage, verifyIdentity } from "./crypto/index.ts";
import { decryptSessionBytes, encryptSessionBytes, isSessionPicture } from "./crypto/bytes.ts";
import { decryptSessionMessage, encryptSessionMessage } from "./crypto/messages.ts";
import { outboundSessions, type SessionHeader } from "./crypto/ratchet.ts";
import { isV2Envelope } from "./crypto/sessionEnvelope.ts";
import { sessionReader } from "./crypto/sessionReader.ts";
import { pairSecret } from "./crypto/shares.ts";
import { ownSessionKeys, verifyPrekey, type OwnSessionKeys } from "./sessionKeys.ts";
import { shownSigningKeys, trustOf, type Trust } from "./trust.ts";

/**
 * One chat as this browser reads and writes it: the chat's key (from my private key and the other person's
 * current public key, once its signature checks), and, for older messages, the keys of their earlier public
 * keys — only those signed by a signing key this browser has shown the person. A key the server slipped
 * into the history opens nothing: its message shows why instead (docs "chat keys").
 */
export interface Conversation {
  chatId: number;
  me: number;
  other: number;
  theirs: PublicKeys;
  /** How their current signing key stands here: messages under a changed one are marked until accepted. */
  trust: Trust;
  /** The text of a sealed message, or why it does not open. */
  open(envelope: string, senderId: number, sentAt: string): Promise<Opened<string>>;
  /** A sealed picture as a blob: URL, or why it does not open (a picture a page may not show counts as not opening). */
  openPicture(url: string, senderId: number, sentAt: string): Promise<Opened<string>>;
  seal(text: string): Promise<string>;
  sealPicture(file: Blob): Promise<Blob>;
}

/**
 * Why a message does not open, for "[Decryption Error]" to say: sent before the reader's current keys
 * (they started over, or set up this device with new keys), sent under a key of the sender's that was
 * replaced and cannot be vouched for, under a key that could not be verified, or unknown.
 */
export type Failure = "before-my-keys" | "unverified-key" | "sender-reset" | "unknown";

export type Opened<T> = { value: T; unverified: boolean } | { failure: Failure };

/** Public keys by person, for this tab's lifetime: a chat list asks for each chat's once. */
const publicKeys = new Map<number, Promise<PublicKeys & { published_at?: string }>>();

/** Someone's public keys, as the server says (checked by openConversation before use). */
export function publicKeysOf(userId: number, fresh = false): Promise<PublicKeys & { published_at?: string }> {
  let keys = publicKeys.get(userId);
  if (!keys || fresh) {
    keys = call(keysOf, { params: { userId } }).then((answer) =>
      answer.publicKey === null ? Promise.reject(new Error("No chat key yet.")) : (answer as PublicKeys),
    );
    publicKeys.set(userId, keys);
    keys.catch(() => publicKeys.get(userId) === keys && publicKeys.delete(userId));
  }
  return keys;
}

/** The other person's keys could not be vouched for by their own signature: nothing is sealed for them. */
export class UnsignedKeyError extends Error {
  override name = "UnsignedKeyError";
}

/** This page's sending sessions (web/chat/crypto/ratchet.ts): in memory only, so a reload starts new ones. */
const nextSessionKey = outboundSessions();

export async function openConversation(
  me: number,
  privateKey: CryptoKey,
  other: number,
  chatId: number,
  fresh = false,
): Promise<Conversation> {
  const [theirs, mine] = await Promise.all([publicKeysOf(other, fresh), publicKeysOf(me)]);
  if (!(await verifyIdentity(other, theirs)))
    throw new UnsignedKeyError("Their key is not signed by their signing key");
  const trust = trustOf(me, other, theirs.signingKey);
  const current = await chatKey(privateKey, theirs.publicKey, chatId);
  const myKeysSince = mine.published_at ?? "";
  let older: Promise<AcceptedHistory> | undefined;
  const olderKeys = () => (older ??= historyKeys(me, other, privateKey, chatId, theirs.publicKey));
  const noSessionKeys: OwnSessionKeys = { prekeys: new Map(), current: null };
  const own = ownSessionKeys(me).catch(() => noSessionKeys);
  let reloaded: Promise<OwnSessionKeys> | undefined;
  const reader = sessionReader({
    me,
    chatId,
    async prekey(id) {
      const known = (await own).prekeys.get(id);
      if (known) return known;
      // made by another device since this page loaded them: once per conversation, load them again
      reloaded ??= ownSessionKeys(me, true).catch(() => noSessionKeys);
      return (await reloaded).prekeys.get(id) ?? null;
    },
    async *pairs() {
      yield await pairSecret(privateKey, theirs.publicKey);
      for (const publicKey of (await olderKeys()).publicKeys) yield await pairSecret(privateKey, publicKey);
    },
  });
  const unverifiedFrom = (senderId: number) =>
    senderId === other && (trust === "changed" || trust === "verified-changed");

  /** Why a message opened with none of the keys this browser accepts. */
  async function why(senderId: number, sentAt: string): Promise<Failure> {
    const history = await olderKeys();
    if (sentAt < myKeysSince) return "before-my-keys";
    if (history.refused > 0) return "unverified-key";
    if (senderId === other && sentAt < history.theirsSince) return "sender-reset";
    return "unknown";
  }

  /** v1: the current key, else an earlier one vouched for, newest first; else why not. */
  async function withAcceptedKey<T>(
    attempt: (key: CryptoKey) => Promise<T>,
    senderId: number,
    sentAt: string,
  ): Promise<Opened<T>> {
    try {
      return { value: await attempt(current), unverified: unverifiedFrom(senderId) };
    } catch {
      for (const key of (await olderKeys()).keys) {
        try {
          return { value: await attempt(key), unverified: false };
        } catch {
          // the next one, perhaps
        }
      }
      return { failure: await why(senderId, sentAt) };
    }
  }

  /** v2: the share for me, opened with my prekey and an accepted pair secret, then the ratchet; else why not. */
  async function withSession<T>(
    attempt: (keyFor: (header: SessionHeader) => Promise<CryptoKey>) => Promise<T>,
    senderId: number,
    sentAt: string,
  ): Promise<Opened<T>> {
    try {
      return { value: await attempt(reader(senderId)), unverified: unverifiedFrom(senderId) };
    } catch {
      return { failure: await why(senderId, sentAt) };
    }
  }

  /**
   * The next message's session key, or null to seal as before (v1) while either person has no session key
   * yet (a browser from before forward secrecy, or a device without the backup secret): their prekey must
   * carry their signing key's signature, as their identity key does.
   */
  async function sessionKey(): Promise<{ key: CryptoKey; header: SessionHeader } | null> {
    const ownKeys = await own;
    // Their newest keys as this tab last asked (before each send): a prekey published since this opened
    // counts, when it belongs to the same identity.
    const latest = await publicKeysOf(other).catch(() => theirs);
    const sameIdentity = latest.publicKey === theirs.publicKey && latest.signingKey === theirs.signingKey;
    const prekey = sameIdentity ? latest.prekey : theirs.prekey;
    if (!ownKeys.current || !prekey || !(await verifyPrekey(other, theirs.signingKey, prekey))) return null;
    return nextSessionKey({
      chatId,
      senderId: me,
      recipientId: other,
      pair: await pairSecret(privateKey, theirs.publicKey),
      recipientPrekey: prekey.publicKey,
      senderPrekey: ownKeys.current,
    });
  }

  return {
    chatId,
    me,
    other,
    theirs,
    trust,
    open: (envelope, senderId, sentAt) =>
      isV2Envelope(envelope)
        ? withSession((keyFor) => decryptSessionMessage(envelope, keyFor, { chatId, senderId }), senderId, sentAt)
        : withAcceptedKey((key) => decryptMessage(key, envelope, { chatId, senderId }), senderId, sentAt),
    async openPicture(url, senderId, sentAt) {
      const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
      if (!response?.ok) return { failure: "unknown" };
      const sealed = new Uint8Array(await response.arrayBuffer());
      const context = { chatId, senderId };
      const opened = isSessionPicture(sealed)
        ? await withSession((keyFor) => decryptSessionBytes(sealed, keyFor, context), senderId, sentAt)
        : await withAcceptedKey((key) => decryptBytes(key, sealed, context), senderId, sentAt);
      if ("failure" in opened) return opened;
      // The type is the sender's word: only pictures a page may show, never an SVG (its scripts would run here).
      if (!/^image\/(jpeg|png|gif|webp|avif|bmp)$/.test(opened.value.type)) return { failure: "unknown" };
      return {
        value: URL.createObjectURL(new Blob([opened.value.bytes], { type: opened.value.type })),
        unverified: opened.unverified,
      };
    },
    async seal(text) {
      const session = await sessionKey();
      const context = { chatId, senderId: me };
      return session
        ? encryptSessionMessage(session.key, session.header, text, context)
        : encryptMessage(current, text, context);
    },
    async sealPicture(file) {
      const session = await sessionKey();
      const bytes = await file.arrayBuffer();
      const type = file.type || "application/octet-stream";
      const context = { chatId, senderId: me };
      const sealed = session
        ? await encryptSessionBytes(session.key, session.header, bytes, type, context)
        : await encryptBytes(current, bytes, type, context);
      return new Blob([sealed], { type: "application/octet-stream" });
    },
  };
}

interface AcceptedHistory {
  keys: CryptoKey[];
  publicKeys: string[];
  refused: number;
  theirsSince: string;
}

/**
 * The chat keys of the other person's earlier public keys that this browser may use: each signed, by a
 * signing key it has shown the person (the first one seen, or one they accepted). How many were refused,
 * and since when their current key is theirs, say why a message that opens with none of them failed.
 */
async function historyKeys(
  me: number,
  other: number,
  privateKey: CryptoKey,
  chatId: number,
  currentKey: string,
): Promise<AcceptedHistory> {
  const { keys } = await call(keyHistory, { params: { userId: other } }).catch(() => ({ keys: [] as never[] }));
  const shown = new Set(shownSigningKeys(me, other));
  const accepted: CryptoKey[] = [];
  const publicKeys: string[] = [];
  let refused = 0;
  for (const entry of [...keys].reverse()) {
    if (entry.publicKey === currentKey) continue;
    const vouched = entry.signingKey !== null && shown.has(entry.signingKey) && (await verifyIdentity(other, entry));
    if (!vouched) {
      refused += 1;
      continue;
    }
    const key = await chatKey(privateKey, entry.publicKey, chatId).catch(() => null);
    if (key) accepted.push(key);
    publicKeys.push(entry.publicKey);
  }
  const theirsSince = keys.find((k) => k.publicKey === currentKey)?.published_at ?? "";
  return { keys: accepted, publicKeys, refused, theirsSince };
}
