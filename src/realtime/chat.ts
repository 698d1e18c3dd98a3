import type { StoredEvent } from "../../events/index.ts";
import { chatPartnersOf } from "../../projections/chat.queries.ts";
import type { Delivery, PresenceAudience } from "./channels/delivery.ts";

/**
 * Chat on the users' channels (API.md "Realtime channel"). A message reaches the recipient as `new-message`
 * with their new `unread` total, and the sender's own other devices as `new-message` too; a read reaches
 * the other person as `read {chatID, userId, upTo}` (if both send read receipts) and the reader's devices as
 * their new `unread` total; a browser's receipt of messages reaches the sender as `delivered {chatID,
 * userId, upTo}`; a new key pair reaches
 * everyone who has a chat with its owner as `key-changed {userId, publicKey}`. The events carry what
 * these need (the sender's name, the totals), so this decides from the event alone. Contents stay sealed.
 */
export function chatRoute(event: StoredEvent): Delivery[] {
  switch (event.type) {
    case "ChatMessageSent":
    case "ChatMediaSent": {
      const { chatId, messageId, from, to, senderName, unreadTotal } = event.data;
      const isImage = event.type === "ChatMediaSent";
      const message = {
        message: isImage ? event.data.media.url : event.data.content,
        sendername: senderName,
        chatID: chatId,
        id: messageId,
        sender_id: from,
        is_image: isImage,
        created_at: event.at,
      };
      return [
        { userId: to, event: "new-message", data: message },
        { userId: to, event: "unread", data: { total: unreadTotal } },
        { userId: from, event: "new-message", data: message },
      ];
    }
    case "ChatKeyPublished": {
      // The public key only (it is public): the wrapped private key is the owner's alone.
      const { userId, publicKey, partners = [] } = event.data;
      return partners.map((partner) => ({ userId: partner, event: "key-changed", data: { userId, publicKey } }));
    }
    case "ChatMessagesRead": {
      // A read receipt only when both send them (absent: recorded when every read was told).
      const { chatId, reader, other, upTo, unreadTotal, receipt = true } = event.data;
      const told: Delivery[] = receipt
        ? [{ userId: other, event: "read", data: { chatID: chatId, userId: reader, upTo } }]
        : [];
      return [...told, { userId: reader, event: "unread", data: { total: unreadTotal } }];
    }
    case "ChatMessagesDelivered": {
      const { chatId, recipient, sender, upTo } = event.data;
      return [{ userId: sender, event: "delivered", data: { chatID: chatId, userId: recipient, upTo } }];
    }
    default:
      return [];
  }
}

/** The people one has chats with hear when one comes online or goes offline (the chat header's status). */
export const chatAudience: PresenceAudience = (db, userId) => chatPartnersOf(db, userId);
