import { SESSION_MAX_AGE_MS, SESSION_MAX_MESSAGES } from "../../../shared/chat.ts";
import type { Id } from "./sealed.ts";
import { sealShare } from "./shares.ts";

/**
 * The sender's hash ratchet (Megolm's idea, docs/chat.md "forward secrecy"): a session starts from 32
 * random bytes C0; message i is sealed under HKDF-SHA-256(C_i, empty salt, "vw-chat-ratchet:v2 message")
 * and the chain moves on, C_{i+1} = HKDF-SHA-256(C_i, empty salt, "vw-chat-ratchet:v2 chain"), the old
 * C_i forgotten. HKDF does not run backwards, so whoever takes a sender's session mid-way reads none of the
 * messages before. A session ends after SESSION_MAX_MESSAGES messages or SESSION_MAX_AGE_MS.
 */
const CHAIN = new TextEncoder().encode("vw-chat-ratchet:v2 chain");
const MESSAGE = new TextEncoder().encode("vw-chat-ratchet:v2 message");

async function hkdf(ikm: Uint8Array<ArrayBuffer>, info: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const base = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info },
    base,
    256,
  );
  return new Uint8Array(bits);
}

/** C_{i+1} from C_i. */
export function nextChainKey(chain: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return hkdf(chain, CHAIN);
}

/** The AES-256-GCM key of the message sealed under chain key C_i (non-extractable). */
export async function messageKey(chain: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", await hkdf(chain, MESSAGE), "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** The key of message `index` of a session, from its first chain key C0 (a reader holds C0 from a share). */
export async function messageKeyAt(first: Uint8Array<ArrayBuffer>, index: number): Promise<CryptoKey> {
  if (!Number.isInteger(index) || index < 0 || index >= SESSION_MAX_MESSAGES)
    throw new RangeError("No such message in a session");
  let chain = first;
  for (let i = 0; i < index; i++) chain = await nextChainKey(chain);
  return messageKey(chain);
}

/** What a session's messages carry: its id, the message's index, and C0 sealed for each of the two people. */
export interface SessionHeader {
  sessionId: Uint8Array<ArrayBuffer>;
  index: number;
  toRecipient: Uint8Array<ArrayBuffer>;
  toSender: Uint8Array<ArrayBuffer>;
}

/**
 * One sending session of this browser in one chat, kept in memory only: a reload, 100 messages, a week, or
 * a change of either person's keys starts another. Only the current chain key is held.
 */
export class OutboundSession {
  /** A promise, so that messages sealed at once each take their own step of the chain, in order. */
  private chain: Promise<Uint8Array<ArrayBuffer>>;
  private index = 0;

  constructor(
    first: Uint8Array<ArrayBuffer>,
    readonly sessionId: Uint8Array<ArrayBuffer>,
    private readonly shares: { toRecipient: Uint8Array<ArrayBuffer>; toSender: Uint8Array<ArrayBuffer> },
    /** What the shares were sealed for: the session is for these keys only. */
    readonly sealedFor: string,
    readonly startedAt: number,
  ) {
    this.chain = Promise.resolve(first);
  }

  /** Whether the next message needs a new session: used up, too old, or sealed for other keys. */
  spent(now: number, sealedFor: string): boolean {
    return (
      this.index >= SESSION_MAX_MESSAGES || now - this.startedAt >= SESSION_MAX_AGE_MS || sealedFor !== this.sealedFor
    );
  }

  /** The next message's key and header; the chain moves on, and only the newest chain key is kept. */
  async next(): Promise<{ key: CryptoKey; header: SessionHeader }> {
    if (this.index >= SESSION_MAX_MESSAGES) throw new RangeError("This session is used up");
    const index = this.index++;
    const current = this.chain;
    this.chain = current.then(nextChainKey);
    return { key: await messageKey(await current), header: { sessionId: this.sessionId, index, ...this.shares } };
  }
}

/** Who a new session is between, and the keys its two shares are sealed for. */
export interface SessionParties {
  chatId: Id;
  senderId: Id;
  recipientId: Id;
  /** Z: the ECDH of the sender's identity key and the recipient's (shares.ts). */
  pair: Uint8Array<ArrayBuffer>;
  recipientPrekey: string;
  senderPrekey: string;
}

/** A new session: 16 random bytes of id, 32 of C0, and C0 sealed for the recipient's and the sender's prekey. */
export async function startSession(parties: SessionParties, now: number): Promise<OutboundSession> {
  const sessionId = crypto.getRandomValues(new Uint8Array(16));
  const first = crypto.getRandomValues(new Uint8Array(32));
  const { chatId, senderId, recipientId, pair } = parties;
  const [toRecipient, toSender] = await Promise.all([
    sealShare(first, parties.recipientPrekey, pair, { chatId, senderId, targetId: recipientId, sessionId }),
    sealShare(first, parties.senderPrekey, pair, { chatId, senderId, targetId: senderId, sessionId }),
  ]);
  return new OutboundSession(first, sessionId, { toRecipient, toSender }, sealedFor(parties), now);
}

/** The keys a session is sealed for, as one text: another prekey or identity means another session. */
export function sealedFor(parties: Pick<SessionParties, "recipientPrekey" | "senderPrekey" | "chatId">): string {
  return `${parties.chatId}\n${parties.recipientPrekey}\n${parties.senderPrekey}`;
}

/**
 * The sending sessions of one page, one per chat: `next` gives the key and header of the next message,
 * starting a new session when the one before is spent. Calls for one chat run one after another, so no
 * two messages take the same step. `now` is injected for the tests of rotation.
 */
export function outboundSessions(now: () => number = Date.now) {
  const sessions = new Map<string, OutboundSession>();
  const queues = new Map<string, Promise<unknown>>();
  return function next(parties: SessionParties): Promise<{ key: CryptoKey; header: SessionHeader }> {
    const slot = `${parties.senderId}:${parties.chatId}`;
    const step = async () => {
      let session = sessions.get(slot);
      if (!session || session.spent(now(), sealedFor(parties))) {
        session = await startSession(parties, now());
        sessions.set(slot, session);
      }
      return session.next();
    };
    const result = (queues.get(slot) ?? Promise.resolve()).then(step, step);
    queues.set(
      slot,
      result.catch(() => undefined),
    );
    return result;
  };
}
