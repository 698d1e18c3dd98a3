import type { PageQuery, UserEndpoint } from "./endpoint.ts";
import type { BackupParams, KeyBundle } from "../chat-keys.ts";

export type { BackupParams, KeyBundle };

/**
 * One-to-one chats (API.md "Chat"). A `userId` in a path names the caller and must be theirs (else 403);
 * a chat is seen only by its two people (404 to anyone else). Message contents are sealed in the browser:
 * the server stores and relays envelopes it cannot open (shared/chat.ts).
 */

/** A chat in the caller's list (section 3), most recently active first. */
export interface ChatListItem {
  chat_id: number;
  created_at: string;
  updated_at: string;
  /** The other person. */
  chatter_id: number;
  /** The last message's envelope, or the URL of a sealed picture; null before the first message. */
  last_message: string | null;
  /** Its id (null before the first message): what the list's browser has received, for delivery receipts. */
  last_message_id: number | null;
  unread_count: number;
  username: string;
  profile: string | null;
}

/** Someone found by the chat list's search box. */
export interface ChatUser {
  id: number;
  username: string;
  profile: string | null;
}

export interface Message {
  id: number;
  /** The sealed text (`v1.<iv>.<ciphertext>`), or the URL of the sealed picture when `is_image`. */
  content: string;
  sender_id: number;
  is_image: boolean;
  created_at: string;
}

export interface ChatDetails {
  /** A page of the history, newest first. */
  messages: Message[];
  /** The other person's display name. */
  user: string;
  other_user_id: number;
  /** The other person's username (for their profile's address). */
  username: string;
  /** When the other person was last seen active, or null when never. */
  lastActive: string | null;
  /** Whether the other person has the product open now. */
  status: boolean;
  profile: string | null;
  /** One of the two blocked the other: nothing can be sent either way, and the other's presence is not shown. */
  closed: boolean;
  /** The caller blocked the other (they may lift it here); false when only the other blocked the caller. */
  blocked: boolean;
  /**
   * Receipts of the caller's messages: each one up to `delivered_up_to` has reached a browser of the other
   * person, each one up to `read_up_to` they have read. `read_up_to` is 0 while the caller has read receipts
   * off (one who does not send them sees none); reads the other made with theirs off are never in it.
   */
  delivered_up_to: number;
  read_up_to: number;
}

/** The caller's chat settings. */
export interface ChatSettings {
  /** Whether the other person is told when the caller has read their messages (and the caller sees theirs). */
  read_receipts: boolean;
}

/** Someone's public keys: the ECDH key messages are sealed for, and the signing key that signed it. */
export interface PublicKeys {
  publicKey: string;
  signingKey: string;
  /** ECDSA P-256/SHA-256 (r‖s) by `signingKey` over ["vw-chat-identity:v2", userId, publicKey, signingKey]. */
  signature: string;
  /**
   * Their current session key (prekey), which shares of message sessions are sealed for, with its
   * signature by `signingKey` over ["vw-chat-prekey:v2", userId, prekey, signingKey]; null before they have
   * one (a browser then seals as before, v1: docs/chat.md "forward secrecy").
   */
  prekey: { publicKey: string; signature: string; published_at: string } | null;
}

/** The body of `PUT /api/keys/prekey`: a new session key, signed by the caller's current signing key. */
export interface PrekeyBody {
  prekey: string;
  signature: string;
}

/**
 * The caller's own keys: public keys and the backup's parameters, never the backup itself (that only for a
 * proof of its secret). `backup` null: keys of the first design, which the browser replaces.
 */
export interface OwnKeys extends PublicKeys {
  backup: BackupParams | null;
  published_at: string;
}

export interface PublicKeyHistory {
  /** Every public key the person has had, oldest first, with its signing key and when it was published. */
  keys: { publicKey: string; signingKey: string | null; signature: string | null; published_at: string }[];
}

export const chatList: UserEndpoint<{ params: { userId: number }; answer: ChatListItem[] }> = {
  method: "GET",
  path: "/api/chat/:userId",
  access: "user",
};

export const findChatUser: UserEndpoint<{ params: { username: string }; answer: ChatUser }> = {
  method: "GET",
  path: "/api/chat/search/:username",
  access: "user",
};

/** Starts the pair's chat, or finds the one they have: the same pair always gets the same chat. */
export const createChat: UserEndpoint<{ body: { user_1_id: number; user_2_id: number }; answer: { id: number } }> = {
  method: "POST",
  path: "/api/chat/create",
  access: "user",
};

export const chatDetails: UserEndpoint<{
  params: { chatID: number; userId: number };
  query: PageQuery;
  answer: ChatDetails;
}> = {
  method: "GET",
  path: "/api/chat-details/:chatID/:userId",
  access: "user",
};

export const sendMessage: UserEndpoint<{
  body: { content: string; sender_id: number; chat_id: number };
  answer: { id: number; created_at: string };
}> = {
  method: "POST",
  path: "/api/chat/send-message",
  access: "user",
};

/** `media` is the picture sealed in the browser (web/chat/crypto/bytes.ts): opaque bytes to the server. */
export const sendMedia: UserEndpoint<{
  query: { chat_id: number };
  body: { media: Blob };
  answer: { id: number; content: string };
}> = {
  method: "POST",
  path: "/api/chat/send-media",
  access: "user",
  body: "multipart",
};

/** Answers 204; the other person gets a `typing` event. */
export const typing: UserEndpoint<{ body: { chat_id: number }; answer: null }> = {
  method: "POST",
  path: "/api/chat/typing",
  access: "user",
};

/**
 * Answers 204; the caller's unread count of the chat goes to 0 and the other person gets a `read` event if
 * both send read receipts (and `delivered` if no browser of the caller had said so yet).
 */
export const readChat: UserEndpoint<{ body: { chat_id: number }; answer: null }> = {
  method: "POST",
  path: "/api/chat/read",
  access: "user",
};

/**
 * Answers 204: a browser of the caller has received the chat's messages up to `up_to_id` (capped at the
 * chat's last message); the other person gets a `delivered` event when that is further than before.
 */
export const deliveredChat: UserEndpoint<{ body: { chat_id: number; up_to_id: number }; answer: null }> = {
  method: "POST",
  path: "/api/chat/delivered",
  access: "user",
};

export const chatSettings: UserEndpoint<{ answer: ChatSettings }> = {
  method: "GET",
  path: "/api/chat-settings",
  access: "user",
};

export const putChatSettings: UserEndpoint<{ body: ChatSettings; answer: ChatSettings }> = {
  method: "PUT",
  path: "/api/chat-settings",
  access: "user",
};

/** The navigation's badge before the realtime channel's first `unread` event (an addition to API.md). */
export const unreadCount: UserEndpoint<{ params: { userId: number }; answer: { total: number } }> = {
  method: "GET",
  path: "/api/chat-unread/:userId",
  access: "user",
};

/**
 * New keys, or a new backup of the same. Replacing a key pair (starting over) needs `password` (or, for an
 * account without one, a sign-in on this device in the last 10 minutes): 400 `password_required` /
 * `wrong_password`, 403 `reauthentication_required`. A new backup of the same keys needs the current
 * backup's verifier, `currentVerifier` (403 `backup_proof_required`, or as POST /api/keys/backup).
 */
export const putKeys: UserEndpoint<{
  body: KeyBundle & { password?: string; currentVerifier?: string };
  answer: OwnKeys;
}> = {
  method: "PUT",
  path: "/api/keys",
  access: "user",
};

/**
 * Someone's public keys; the caller's own with the backup's parameters. Asked of oneself before one has a
 * key, the answer is `{publicKey: null}` (a first chat asks it: that is not an error); of another, 404.
 */
export const keysOf: UserEndpoint<{ params: { userId: number }; answer: PublicKeys | OwnKeys | { publicKey: null } }> =
  {
    method: "GET",
    path: "/api/keys/:userId",
    access: "user",
  };

/** Every public key someone has had (an addition to API.md): older messages open with the key of their time. */
export const keyHistory: UserEndpoint<{ params: { userId: number }; answer: PublicKeyHistory }> = {
  method: "GET",
  path: "/api/keys/:userId/history",
  access: "user",
};

/**
 * The caller's key backup, for a proof of its secret (the verifier): 403 `wrong_backup_secret` when it does
 * not match (counted), 429 past CHAT_BACKUP_MAX_FAILURES wrong proofs in 24 hours, 404 when there is none.
 */
export const keyBackup: UserEndpoint<{ body: { verifier: string }; answer: { wrapped: string } }> = {
  method: "POST",
  path: "/api/keys/backup",
  access: "user",
};

/**
 * A new session key (prekey) for the caller, signed by their current signing key (else 400): its private key
 * must already be in the backup. Answers the caller's keys.
 */
export const putPrekey: UserEndpoint<{ body: PrekeyBody; answer: OwnKeys }> = {
  method: "PUT",
  path: "/api/keys/prekey",
  access: "user",
};

/** One step of approving a new device from a set-up one (web/chat/deviceLink.ts), relayed to the caller's own devices. */
export interface DeviceLinkStep {
  /** 16 random bytes, base64url, made by the new device: which approval this step belongs to. */
  requestId: string;
  step: "request" | "answer" | "reveal" | "approve" | "decline";
  /** The step's data (a commitment, a public key, the sealed secret), base64url or an envelope. */
  payload: string;
}

/**
 * Answers 204; the caller's devices get a `device-link` event with the step. A signal, not an event: the
 * server keeps nothing of it, and sees only public keys, a commitment and a sealed secret it cannot open.
 */
export const deviceLink: UserEndpoint<{ body: DeviceLinkStep; answer: null }> = {
  method: "POST",
  path: "/api/keys/device-link",
  access: "user",
};

/** Realtime `new-message`, to the recipient and the sender's own devices (API.md "Realtime channel"): still sealed. */
export interface NewMessageNews {
  message: string;
  sendername: string;
  chatID: number;
  id: number;
  sender_id: number;
  is_image: boolean;
  created_at: string;
}

/** Realtime `delivered` and `read`, to the sender: `userId`'s browser received, or they read, up to `upTo`. */
export interface ReceiptNews {
  chatID: number;
  userId: number;
  upTo: number;
}

/** Realtime `typing`, to the other person of the chat. */
export interface TypingNews {
  chatID: number;
  userId: number;
}

/** Realtime `key-changed`, to everyone with a chat with `userId`: they have a new key pair (docs/chat.md). */
export interface KeyChangedNews {
  userId: number;
  publicKey: string;
}

/** Realtime `unread`, to the person's own devices: their unread total now. */
export interface UnreadNews {
  total: number;
}
