import { useEffect } from "react";
import { call } from "../api/http.ts";
import { deliveredChat } from "../../shared/api/chat.ts";
import { listen } from "../realtime/channel.ts";

/**
 * Delivery receipts (README "Chat"): this browser tells the server which messages it has received, so their
 * sender sees them delivered. Said once per chat and message in a tab (the server records nothing it knew
 * already, so other tabs saying it too cost one request each); a request that fails is forgotten, so the next
 * chance says it again.
 */
const said = new Map<string, number>();

export function acknowledgeDelivery(me: number, chatId: number, upTo: number): void {
  const key = `${me}:${chatId}`;
  if ((said.get(key) ?? 0) >= upTo) return;
  said.set(key, upTo);
  call(deliveredChat, { body: { chat_id: chatId, up_to_id: upTo } }).catch(() => {
    if (said.get(key) === upTo) said.delete(key);
  });
}

/**
 * Wherever the person is (the navigation mounts it), a message from someone else that reaches this tab live
 * is received: told at once.
 */
export function useDeliveryReceipts(me: number): void {
  useEffect(
    () =>
      listen("new-message", (message) => {
        if (message.sender_id !== me) acknowledgeDelivery(me, message.chatID, message.id);
      }),
    [me],
  );
}
