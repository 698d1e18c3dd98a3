import { useEffect, useState } from "react";
import type { OwnKeys } from "../../../shared/api/chat.ts";
import { askForApproval } from "../../chat/deviceLink.ts";
import { restoreWithSecret } from "../../chat/keys.ts";

type Phase =
  | { phase: "waiting" }
  | { phase: "code"; code: string }
  | { phase: "opening" }
  | { phase: "declined" }
  | { phase: "failed" };

/**
 * The new device's side of an approval: it waits for a set-up device to answer, shows the code both
 * screens must show, and sets itself up with what the other device sends once the person says they match.
 */
export function ApproveFromDevice({
  userId,
  keys,
  onReady,
  onCancel,
}: {
  userId: number;
  keys: OwnKeys;
  onReady: (key: CryptoKey) => void;
  onCancel: () => void;
}) {
  const [state, setState] = useState<Phase>({ phase: "waiting" });

  useEffect(() => {
    const stop = askForApproval(userId, {
      onCode: (code) => setState({ phase: "code", code }),
      onDeclined: () => setState({ phase: "declined" }),
      onSecret: (secret) => {
        stop();
        setState({ phase: "opening" });
        restoreWithSecret(userId, keys, secret).then(onReady, () => setState({ phase: "failed" }));
      },
    });
    return stop;
  }, [userId, keys, onReady]);

  return (
    <section className="chat-device-link" aria-label="Approve from another device">
      <h3>Approve from another device</h3>
      {state.phase === "waiting" && (
        <p role="status">
          On a device where your chat is already set up, open Chat: it will ask you to approve this device. Waiting...
        </p>
      )}
      {state.phase === "code" && (
        <>
          <p>Check that your other device shows the same code, then approve this device there:</p>
          <code className="chat-link-code" aria-label="Approval code">
            {state.code}
          </code>
        </>
      )}
      {state.phase === "opening" && <p role="status">Approved: setting up chat on this device...</p>}
      {state.phase === "declined" && (
        <p role="alert">Your other device declined. Try again, or use your recovery key.</p>
      )}
      {state.phase === "failed" && (
        <p role="alert">Could not set up chat from your other device. Try again, or use your recovery key.</p>
      )}
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
