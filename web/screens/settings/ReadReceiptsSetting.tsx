import { call } from "../../api/http.ts";
import { chatSettings, putChatSettings } from "../../../shared/api/chat.ts";
import { ServerToggle } from "./ServerToggle.tsx";

/**
 * "Send read receipts", on by default and kept on the server (it decides who is told). Off works both ways,
 * as in WhatsApp and Signal: nobody sees when one has read, and one sees nobody's reads; delivery is still shown.
 */
export function ReadReceiptsSetting() {
  return (
    <ServerToggle
      id="read-receipts-explained"
      label="Send read receipts"
      explanation="When this is off, the people you chat with do not see when you have read their messages, and you do not see when they have read yours. Both of you still see when a message has been delivered."
      settings="chat settings"
      changeFailed="Could not change read receipts."
      load={async () => (await call(chatSettings)).read_receipts}
      save={async (wanted) => (await call(putChatSettings, { body: { read_receipts: wanted } })).read_receipts}
    />
  );
}
