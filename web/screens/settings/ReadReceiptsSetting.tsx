import { useEffect, useState } from "react";
import { call } from "../../api/http.ts";
import { chatSettings, putChatSettings } from "../../../shared/api/chat.ts";
import { notify } from "../../components/toast.ts";

/**
 * "Send read receipts", on by default and kept on the server (it decides who is told). Off works both ways,
 * as in WhatsApp and Signal: nobody sees when one has read, and one sees nobody's reads; delivery is still shown.
 */
export function ReadReceiptsSetting() {
  const [on, setOn] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    call(chatSettings).then(
      (settings) => live && setOn(settings.read_receipts),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed) {
    return (
      <p className="settings-error" role="alert">
        Could not load your chat settings. Reload the page to try again.
      </p>
    );
  }
  if (on === null) return <p className="muted">Loading chat settings...</p>;

  async function change(wanted: boolean) {
    setBusy(true);
    setOn(wanted);
    try {
      setOn((await call(putChatSettings, { body: { read_receipts: wanted } })).read_receipts);
    } catch {
      setOn(!wanted);
      notify.error("Could not change read receipts. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="receipts-setting">
      <label className="receipts-setting-toggle">
        <input
          type="checkbox"
          checked={on}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
          aria-describedby="read-receipts-explained"
        />
        Send read receipts
      </label>
      <p id="read-receipts-explained" className="muted">
        When this is off, the people you chat with do not see when you have read their messages, and you do not see when
        they have read yours. Both of you still see when a message has been delivered.
      </p>
    </div>
  );
}
