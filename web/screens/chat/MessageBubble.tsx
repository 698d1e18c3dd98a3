import type { Message } from "../../../shared/api/chat.ts";
import { messageTime } from "./times.ts";
import { MessageStatus, type ReceiptStatus } from "./MessageStatus.tsx";

/**
 * A message as the screen holds it: as the server gave it, and once opened here its text (null: it did not
 * open) or its picture's blob: URL (null: it did not open). `pending` while it is still being sent.
 */
export type ShownMessage = Message & { text?: string | null; picture?: string | null; pending?: boolean };

/** `status`: how far one's own sent message has got (receipts); none for theirs or one still sending. */
export function MessageBubble({ message, mine, status }: { message: ShownMessage; mine: boolean; status?: ReceiptStatus }) {
  const failed = message.is_image ? message.picture === null : message.text === null;
  return (
    <li className={mine ? "chat-message mine" : "chat-message"} aria-busy={message.pending || undefined}>
      <div className="chat-bubble">
        {failed ? (
          <span className="chat-decryption-error">[Decryption Error]</span>
        ) : message.is_image ? (
          message.picture ? <img src={message.picture} alt={mine ? "Picture you sent" : "Picture"} className="chat-picture" /> : <span className="muted">…</span>
        ) : (
          <span className="chat-text">{message.text ?? "…"}</span>
        )}
      </div>
      <div className="chat-meta">
        <time dateTime={message.created_at} className="chat-time">
          {message.pending ? "Sending..." : messageTime(message.created_at, Date.now())}
        </time>
        {status && <MessageStatus status={status} />}
      </div>
    </li>
  );
}
