import { useEffect, useState } from "react";
import { pushState, pushSupported, registerPush, unregisterPush, type PushState } from "../../push/registration.ts";
import { notify } from "../../components/toast.ts";

/** What each state offers: a line that explains it, and the control that moves on from it. */
const states: Record<
  PushState,
  { explanation: string; action?: { label: string; busy: string; run: () => Promise<PushState> } }
> = {
  "prompt required": {
    explanation: "Allow notifications to hear about new messages while Virtual Worlds is closed.",
    action: { label: "Allow notifications", busy: "Asking...", run: registerPush },
  },
  "granted but not registered": {
    explanation: "Notifications are allowed, but this device does not receive them yet.",
    action: { label: "Register this device", busy: "Registering...", run: registerPush },
  },
  "granted and registered": {
    explanation: "This device receives notifications. They name who wrote, never what.",
    action: { label: "Unregister this device", busy: "Unregistering...", run: unregisterPush },
  },
  denied: {
    explanation:
      "Notifications are blocked for this site. Allow them in your browser's site settings, then reload this page.",
  },
};

/**
 * The push registration of this browser (section 2's four states) and the control to move between them.
 * Permission is asked only from the button: browsers ignore or refuse a prompt no one asked for.
 */
export function PushSettings() {
  const [state, setState] = useState<PushState | "unsupported" | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return setState("unsupported");
    pushState().then(setState, () => setState("unsupported"));
  }, []);

  if (state === null) return <p className="muted">Checking notifications...</p>;
  if (state === "unsupported") {
    return (
      <p className="settings-empty">
        Push notifications are not supported in this browser. Supported browsers: Chrome, Firefox, Edge, Opera.
      </p>
    );
  }
  const { explanation, action } = states[state];

  async function move() {
    if (!action) return;
    setBusy(true);
    try {
      setState(await action.run());
    } catch {
      notify.error("Could not change notifications on this device. Please try again.");
      setState(await pushState().catch(() => state));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="push-settings">
      <p className="push-state">
        Registration state: <strong>{state}</strong>
      </p>
      <p className="muted">{explanation}</p>
      {action && (
        <button type="button" className="button" onClick={move} disabled={busy} aria-busy={busy}>
          {busy ? action.busy : action.label}
        </button>
      )}
    </div>
  );
}
