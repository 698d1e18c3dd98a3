import type { Message } from "../../../shared/api/chat.ts";
import type { Failure } from "../../chat/conversation.ts";
import { messageTime } from "./times.ts";
import { MessageStatus, type ReceiptStatus } from "./MessageStatus.tsx";

/**
 * A message as the screen holds it: as the server gave it, and once opened here its text (null: it did not
 * open) or its picture's blob: URL (null: it did not open), why it did not, and whether it came under a
 * changed key the person has not accepted. `pending` while it is still being sent.
 */
export type ShownMessage = Message & {
  text?: string | null;
  picture?: string | null;
  pending?: boolean;
  failure?: Failure;
  unverified?: boolean;
};

/** After "[Decryption Error]" (the specification's words): why, and what to do. */
export function failureText(failure: Failure | undefined, name: string): string {
  switch (failure) {
    case "before-my-keys":
      return "Sent before your current chat keys were made.";
    case "unverified-key":
      return `Sealed under a key for ${name} that this browser could not verify, so it may not be from them. Compare your safety number with ${name}.`;
    case "sender-reset":
      return `Sealed under a key ${name} had before they started over with new chat keys. Ask ${name} to send it again.`;
    default:
      return `It was changed on the way, or sealed for a key this device does not have. Ask ${name} to send it again.`;
  }
}

/** `status`: how far one's own sent message has got (receipts); none for theirs or one still sending. */
export function MessageBubble({
  message,
  mine,
  otherName,
  status,
}: {
  message: ShownMessage;
  mine: boolean;
  otherName: string;
  status?: ReceiptStatus;
}) {
  const failed = message.is_image ? message.picture === null : message.text === null;
  const classes = ["chat-message", mine ? "mine" : "", message.unverified ? "unverified" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={classes} aria-busy={message.pending || undefined}>
      <div className="chat-bubble">
        {failed ? (
          <>
            <span className="chat-decryption-error">[Decryption Error]</span>{" "}
            <span className="chat-decryption-why">{failureText(message.failure, otherName)}</span>
          </>
        ) : message.is_image ? (
          message.picture ? (
            <img src={message.picture} alt={mine ? "Picture you sent" : "Picture"} className="chat-picture" />
          ) : (
            <span className="muted">…</span>
          )
        ) : (
          <span className="chat-text">{message.text ?? "…"}</span>
        )}
        {message.unverified && !failed && (
          <span className="chat-unverified-mark">
            Not verified: sent under {otherName}'s new key, which you have not confirmed.
          </span>
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
