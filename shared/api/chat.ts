import type { PageQuery, UserEndpoint } from "./endpoint.ts";

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

/** The key bundle of `PUT /api/keys` (web/chat/crypto/keyBundle.ts). */
export interface KeyBundle {
  publicKey: string;
  wrappedPrivateKey: string;
  salt: string;
  iterations: number;
}

/**
 * The caller's own bundle, with `reset`: the password was reset since the bundle was made, so it no longer
 * opens with the password and the browser makes a new key pair.
 */
export interface OwnKeyBundle extends KeyBundle {
  reset: boolean;
}

export interface PublicKeyHistory {
  /** Every public key the person has had, oldest first, with when it was published. */
  keys: { publicKey: string; published_at: string }[];
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

export const chatDetails: UserEndpoint<{ params: { chatID: number; userId: number }; query: PageQuery; answer: ChatDetails }> = {
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
export const sendMedia: UserEndpoint<{ query: { chat_id: number }; body: { media: Blob }; answer: { id: number; content: string } }> = {
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

export const putKeys: UserEndpoint<{ body: KeyBundle; answer: OwnKeyBundle }> = {
  method: "PUT",
  path: "/api/keys",
  access: "user",
};

/** `{publicKey}` of anyone; the caller's own bundle in full. 404 when they have none yet. */
/**
 * Someone's public key; the caller's own bundle in full. Asked of oneself before one has a key, the answer
 * is `{publicKey: null}` (a first sign-in asks it every time: that is not an error); of another, 404.
 */
export const keysOf: UserEndpoint<{ params: { userId: number }; answer: { publicKey: string } | OwnKeyBundle | { publicKey: null } }> = {
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
