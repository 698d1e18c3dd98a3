import { useEffect, useState } from "react";
import { call } from "../../api/http.ts";
import { chatDetails, type ChatDetails, type ReceiptNews } from "../../../shared/api/chat.ts";
import { listen } from "../../realtime/channel.ts";
import type { ReceiptStatus } from "./MessageStatus.tsx";

/** How far the other person has received and read one's messages: every id up to each is that far. */
export interface Receipts {
  delivered: number;
  read: number;
}

/**
 * The other person's receipts in this chat: as the chat details gave them, then raised live by `delivered`
 * and `read` from them, and asked again after the realtime stream reconnects (what it missed meanwhile).
 * They only ever move forward.
 */
export function useReceipts(chatId: number, me: number, details: ChatDetails): Receipts {
  const other = details.other_user_id;
  const [receipts, setReceipts] = useState<Receipts>({ delivered: details.delivered_up_to, read: details.read_up_to });

  useEffect(() => {
    const raise = (seen: Partial<Receipts>) =>
      setReceipts((current) => ({
        delivered: Math.max(current.delivered, seen.delivered ?? 0),
        read: Math.max(current.read, seen.read ?? 0),
      }));
    const heard = (kind: keyof Receipts) => (receipt: ReceiptNews) => {
      if (receipt.chatID === chatId && receipt.userId === other) raise({ [kind]: receipt.upTo });
    };
    const stops = [
      listen("delivered", heard("delivered")),
      listen("read", heard("read")),
      listen("open", () => {
        call(chatDetails, { params: { chatID: chatId, userId: me }, query: { limit: 1 } }).then(
          (fresh) => raise({ delivered: fresh.delivered_up_to, read: fresh.read_up_to }),
          () => undefined,
        );
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [chatId, me, other]);

  return receipts;
}

/** One's own message as far as it has got: read implies delivered. */
export function receiptStatus(messageId: number, { delivered, read }: Receipts): ReceiptStatus {
  if (messageId <= read) return "read";
  if (messageId <= delivered) return "delivered";
  return "sent";
}
