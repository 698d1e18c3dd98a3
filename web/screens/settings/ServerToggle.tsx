import { useState, type ReactNode } from "react";
import { useLoadOnce } from "../../api/useLoadOnce.ts";
import { notify } from "../../components/toast.ts";

export interface ServerToggleProps {
  /** The element id of its explanation. */
  id: string;
  label: string;
  explanation: ReactNode;
  /** What is loaded, as the loading and failure texts name it ("chat settings"). */
  settings: string;
  /** The toast when a change is refused ("Could not change read receipts."). */
  changeFailed: string;
  load: () => Promise<boolean>;
  /** Sends the wanted state; resolves to the state the server kept. */
  save: (wanted: boolean) => Promise<boolean>;
}

/**
 * One on/off choice kept on the server: loaded when shown, changed at once, and put back (with a toast)
 * when the server refuses, so the box never shows a state the server does not hold.
 */
export function ServerToggle({ id, label, explanation, settings, changeFailed, load, save }: ServerToggleProps) {
  const { value: on, failed, set: setOn } = useLoadOnce(load);
  const [busy, setBusy] = useState(false);

  if (failed) {
    return (
      <p className="settings-error" role="alert">
        Could not load your {settings}. Reload the page to try again.
      </p>
    );
  }
  if (on === null) return <p className="muted">Loading {settings}...</p>;

  async function change(wanted: boolean) {
    setBusy(true);
    setOn(wanted);
    try {
      setOn(await save(wanted));
    } catch {
      setOn(!wanted);
      notify.error(`${changeFailed} Please try again.`);
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
          aria-describedby={id}
        />
        {label}
      </label>
      <p id={id} className="muted">
        {explanation}
      </p>
    </div>
  );
}
