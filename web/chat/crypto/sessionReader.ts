import { toBase64url } from "./base64url.ts";
import { messageKeyAt, type SessionHeader } from "./ratchet.ts";
import type { Id } from "./sealed.ts";
import { openShare, shareTarget } from "./shares.ts";

/**
 * How a reader finds a v2 message's key: the share sealed for them (the recipient's, or the sender's own
 * when they sent it), opened with their prekey of that id and a pair secret Z (of the identity keys this
 * browser accepts for the pair, current first), gives C0; the ratchet run forward to the index gives the
 * message key. C0 is remembered per session for the page's life, so a session's messages open it once.
 */
export interface ReaderKeys {
  me: Id;
  chatId: Id;
  /** The reader's prekey private key of this id, or null when they have none such. */
  prekey(id: string): Promise<CryptoKey | null>;
  /** The pair secrets Z to try, most likely first. */
  pairs(): AsyncIterable<Uint8Array<ArrayBuffer>>;
}

export function sessionReader(keys: ReaderKeys) {
  const firsts = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  async function firstChainKey(header: SessionHeader, senderId: Id): Promise<Uint8Array<ArrayBuffer>> {
    const share = String(senderId) === String(keys.me) ? header.toSender : header.toRecipient;
    const prekey = await keys.prekey(shareTarget(share));
    if (!prekey) throw new NoPrekeyError("No prekey of this device opens this share");
    const context = { chatId: keys.chatId, senderId, targetId: keys.me, sessionId: header.sessionId };
    for await (const pair of keys.pairs()) {
      try {
        return await openShare(share, prekey, pair, context);
      } catch {
        // another pair secret, perhaps
      }
    }
    throw new Error("No accepted identity key opens this share");
  }

  /** The key of the message this header names. Rejects when it cannot be found (NoPrekeyError, or another). */
  return function keyFor(senderId: Id) {
    return async (header: SessionHeader): Promise<CryptoKey> => {
      const slot = `${senderId}:${toBase64url(header.sessionId)}`;
      let first = firsts.get(slot);
      if (!first) {
        first = firstChainKey(header, senderId);
        firsts.set(slot, first);
        const pending = first;
        pending.catch(() => firsts.get(slot) === pending && firsts.delete(slot));
      }
      return messageKeyAt(await first, header.index);
    };
  };
}

/** The share is sealed for a prekey this device does not have (made after the backup it restored, or lost). */
export class NoPrekeyError extends Error {
  override name = "NoPrekeyError";
}
