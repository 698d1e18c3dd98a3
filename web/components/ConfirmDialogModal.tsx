import { useId } from "react";
import { useModalDialog } from "./useModalDialog.ts";
import "./ConfirmDialog.css";

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  /** The button that goes ahead, named for what it does ("Delete"), or as the specification words it ("Yes"). */
  confirm: string;
  /** The button that backs out. */
  cancel?: string;
  /** Red for destroying something; the view's main action otherwise (logging out destroys nothing). */
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question as a modal dialog: focus starts on Cancel, so Enter never destroys by accident. */
export function ConfirmDialogModal({
  open,
  question,
  confirm,
  cancel = "Cancel",
  tone = "danger",
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const dialog = useModalDialog(open, () => dialog.current?.querySelector<HTMLButtonElement>("button"));
  // The close event also follows our own close() after a confirm, a task later: only a close while the owner
  // still has the question open (Escape) is a cancel, or confirming would be undone by its own closing.
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={open ? onCancel : undefined}>
      <h2 id={titleId}>{question}</h2>
      <div className="confirm-dialog-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {cancel}
        </button>
        <button type="button" className={`button ${tone}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
