import { useEffect, useRef } from "react";
import { call } from "../../api/http.ts";
import { readChat } from "../../../shared/api/chat.ts";

/**
 * The chat is read up to the other person's last message once the page is in view: a tab left open behind
 * others reads nothing (it would tell the sender "Read" of what nobody has seen) until it comes forward.
 * Each message is said read once per tab.
 */
export function useReadWhenSeen(chatId: number, lastFromOther: number | undefined): void {
  const said = useRef(0);
  useEffect(() => {
    if (lastFromOther === undefined) return;
    const read = () => {
      if (document.visibilityState !== "visible" || lastFromOther <= said.current) return;
      said.current = lastFromOther;
      call(readChat, { body: { chat_id: chatId } }).catch(() => {
        said.current = 0;
      });
    };
    read();
    document.addEventListener("visibilitychange", read);
    return () => document.removeEventListener("visibilitychange", read);
  }, [lastFromOther, chatId]);
}
