import { useState, type FormEvent } from "react";
import { useLoadOnce } from "../../api/useLoadOnce.ts";
import { call } from "../../api/http.ts";
import { notificationSettings, putNotificationSettings } from "../../../shared/api/notifications.ts";
import { KIND_LABELS, NOTIFICATION_KINDS, type NotificationSettings } from "../../../shared/notifications.ts";
import { notify } from "../../components/toast.ts";

/** The browser's own time zone: quiet hours are kept in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * Per kind of notification, whether it shows in the notifications page and whether it comes by push (both
 * off: not at all), and quiet hours in the person's time zone, when no push is sent. Kept on the server
 * (the page and the pushes follow it), fetched by the page itself as the chat setting is.
 */
export function NotificationChoices() {
  const { value: settings, failed, set: setSettings } = useLoadOnce(() => call(notificationSettings));
  const [busy, setBusy] = useState(false);

  if (failed) {
    return (
      <p className="settings-error" role="alert">
        Could not load your notification choices. Reload the page to try again.
      </p>
    );
  }
  if (!settings) return <p className="muted">Loading notification choices...</p>;

  const choose = (kind: (typeof NOTIFICATION_KINDS)[number], way: "page" | "push", on: boolean) =>
    setSettings({ ...settings, kinds: { ...settings.kinds, [kind]: { ...settings.kinds[kind], [way]: on } } });
  const quiet = settings.quiet;
  const setQuiet = (change: Partial<NonNullable<NotificationSettings["quiet"]>> | null) =>
    setSettings({
      ...settings,
      quiet: change === null ? null : { from: "22:00", to: "07:00", timeZone: browserTimeZone(), ...quiet, ...change },
    });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      setSettings(await call(putNotificationSettings, { body: settings! }));
      notify.success("Notification choices saved.");
    } catch {
      notify.error("Could not save your notification choices. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="notification-choices" onSubmit={(e) => void save(e)} aria-label="Notification choices">
      <table className="notification-kinds">
        <caption className="visually-hidden">How each kind of notification reaches you</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">In the page</th>
            <th scope="col">By push</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{KIND_LABELS[kind]}</th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${KIND_LABELS[kind]} in the page`}
                  checked={settings.kinds[kind].page}
                  onChange={(e) => choose(kind, "page", e.target.checked)}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${KIND_LABELS[kind]} by push`}
                  checked={settings.kinds[kind].push}
                  onChange={(e) => choose(kind, "push", e.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="notification-quiet">
        <legend>Quiet hours</legend>
        <label className="receipts-setting-toggle">
          <input type="checkbox" checked={quiet !== null} onChange={(e) => setQuiet(e.target.checked ? {} : null)} />
          No push between
        </label>
        <span className="notification-quiet-times">
          <input
            type="time"
            aria-label="Quiet from"
            value={quiet?.from ?? "22:00"}
            disabled={quiet === null}
            required
            onChange={(e) => setQuiet({ from: e.target.value })}
          />
          <span>and</span>
          <input
            type="time"
            aria-label="Quiet until"
            value={quiet?.to ?? "07:00"}
            disabled={quiet === null}
            required
            onChange={(e) => setQuiet({ to: e.target.value })}
          />
        </span>
        <p className="muted">Your time zone: {quiet?.timeZone ?? browserTimeZone()}</p>
      </fieldset>
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? "Saving..." : "Save notification choices"}
      </button>
    </form>
  );
}
