import { useEffect, useState } from "react";
import { call } from "../../api/http.ts";
import { postSettings, putPostSettings } from "../../../shared/api/posts.ts";
import { notify } from "../../components/toast.ts";

/** "Remind me to add alt text", off by default and kept on the server, so every device of the person follows it. */
export function AltTextReminderSetting() {
  const [on, setOn] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    call(postSettings).then(
      (settings) => live && setOn(settings.alt_text_reminder),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed) {
    return (
      <p className="settings-error" role="alert">
        Could not load your posting settings. Reload the page to try again.
      </p>
    );
  }
  if (on === null) return <p className="muted">Loading posting settings...</p>;

  async function change(wanted: boolean) {
    setBusy(true);
    setOn(wanted);
    try {
      setOn((await call(putPostSettings, { body: { alt_text_reminder: wanted } })).alt_text_reminder);
    } catch {
      setOn(!wanted);
      notify.error("Could not change the alt text reminder. Please try again.");
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
          aria-describedby="alt-text-reminder-explained"
        />
        Remind me to add alt text
      </label>
      <p id="alt-text-reminder-explained" className="muted">
        When you post a picture without a description, you are reminded once before it is posted. Screen readers read
        the description to people who cannot see the picture.
      </p>
    </div>
  );
}
