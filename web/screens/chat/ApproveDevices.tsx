import { useEffect, useState } from "react";
import { watchForApprovals, type ApprovalRequest } from "../../chat/deviceLink.ts";

type Shown =
  | { phase: "asked"; request: ApprovalRequest }
  | { phase: "comparing"; request: ApprovalRequest }
  | { phase: "code"; request: ApprovalRequest; code: string }
  | { phase: "approved" }
  | { phase: "failed" };

/**
 * A set-up device's side of an approval: "Approve this device?" when another device of the person's asks,
 * the code to compare with the one it shows, and the backup secret sent, sealed for it, only once the
 * person says the codes match.
 */
export function ApproveDevices({ userId }: { userId: number }) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(
    () => watchForApprovals(userId, (request) => setShown((current) => current ?? { phase: "asked", request })),
    [userId],
  );

  if (!shown) return null;
  const close = () => setShown(null);

  async function compare(request: ApprovalRequest) {
    setShown({ phase: "comparing", request });
    try {
      setShown({ phase: "code", request, code: await request.compare() });
    } catch {
      setShown({ phase: "failed" });
    }
  }

  async function answer(request: ApprovalRequest, match: boolean) {
    try {
      if (match) {
        await request.approve();
        setShown({ phase: "approved" });
      } else {
        await request.decline();
        close();
      }
    } catch {
      setShown({ phase: "failed" });
    }
  }

  return (
    <section className="panel chat-device-link" role="alertdialog" aria-label="Approve this device?">
      <h2>Approve this device?</h2>
      {shown.phase === "asked" && (
        <>
          <p>
            Another device signed in to your account asks to read your chats. Approve it only if it is yours and in
            front of you.
          </p>
          <div className="chat-recovery-actions">
            <button type="button" className="button primary" onClick={() => void compare(shown.request)}>
              Compare codes
            </button>
            <button type="button" className="button" onClick={() => void shown.request.decline().finally(close)}>
              Ignore
            </button>
          </div>
        </>
      )}
      {shown.phase === "comparing" && <p role="status">Waiting for the other device...</p>}
      {shown.phase === "code" && (
        <>
          <p>Does the other device show this code?</p>
          <code className="chat-link-code" aria-label="Approval code">
            {shown.code}
          </code>
          <div className="chat-recovery-actions">
            <button type="button" className="button primary" onClick={() => void answer(shown.request, true)}>
              They match
            </button>
            <button type="button" className="button" onClick={() => void answer(shown.request, false)}>
              They differ
            </button>
          </div>
        </>
      )}
      {shown.phase === "approved" && <p role="status">Approved: your other device can read your chats now.</p>}
      {shown.phase === "failed" && (
        <p role="alert">The approval did not go through. Try again from the other device.</p>
      )}
      {(shown.phase === "approved" || shown.phase === "failed") && (
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      )}
    </section>
  );
}
