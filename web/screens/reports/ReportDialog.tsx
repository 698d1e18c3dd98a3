import { useId, useState, type FormEvent } from "react";
import { call } from "../../api/http.ts";
import { fileReport } from "../../../shared/api/reports.ts";
import {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
  type ReportTargetKind,
} from "../../../shared/moderation.ts";
import { useModalDialog } from "../../components/useModalDialog.ts";
import { ApiError } from "../../api/apiError.ts";
import { notify } from "../../components/toast.ts";
import "../../components/FormDialog.css";
import "./Report.css";

/** A chat message the reporter may attach: its id and the text this browser decrypted. */
export interface ChoosableMessage {
  id: number;
  text: string;
  from: string;
}

interface ReportDialogProps {
  open: boolean;
  target: { kind: ReportTargetKind; id: number };
  /** What is reported, as the title says it: "this post", "@ann"… */
  label: string;
  /** A chat's messages to choose from; their text goes to the moderators. */
  messages?: ChoosableMessage[];
  onClose: () => void;
}

/**
 * Report something: a reason, a note, and for a chat the messages to attach. The chat is end-to-end
 * encrypted, so the server cannot read it: this browser sends the text of the chosen messages, and says so.
 */
export function ReportDialog({ open, target, label, messages, onClose }: ReportDialogProps) {
  const titleId = useId();
  const noteId = useId();
  const dialog = useModalDialog(open, () => dialog.current?.querySelector<HTMLInputElement>("input"));
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isChat = messages !== undefined;

  function toggle(id: number) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) return setError("Choose a reason.");
    if (isChat && chosen.size === 0) return setError("Choose the messages to attach.");
    setSending(true);
    setError(null);
    try {
      const attached = messages?.filter((m) => chosen.has(m.id)).map(({ id, text }) => ({ id, text }));
      const answer = await call(fileReport, {
        body: { target, reason, note, ...(attached ? { messages: attached } : {}) },
      });
      notify.success(answer.message);
      setReason(null);
      setNote("");
      setChosen(new Set());
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status !== 0
          ? failure.message
          : "Could not send the report. Please try again.",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <dialog ref={dialog} className="form-dialog report-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Report {label}</h2>
      <form onSubmit={submit} aria-label={`Report ${label}`}>
        <fieldset className="report-reasons">
          <legend>Why are you reporting it?</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />{" "}
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        {target.kind === "zone_message" && (
          <p className="report-notice">Moderators will read this line as the server recorded it.</p>
        )}
        {isChat && (
          <fieldset className="report-reasons">
            <legend>Messages to attach</legend>
            <p className="report-notice">Moderators will read the messages you attach.</p>
            {messages.length === 0 ? (
              <p className="muted">No messages to attach.</p>
            ) : (
              <ul className="report-messages">
                {messages.map((m) => (
                  <li key={m.id}>
                    <label>
                      <input type="checkbox" checked={chosen.has(m.id)} onChange={() => toggle(m.id)} /> {m.from}:{" "}
                      {m.text}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={noteId}>Anything moderators should know (optional)</label>
          <textarea id={noteId} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        {error && (
          <p role="alert" className="moderation-error">
            {error}
          </p>
        )}
        <div className="form-dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={sending}>
            {sending ? "Sending…" : "Send report"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
