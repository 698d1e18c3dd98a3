import { useEffect, useId, useState, type FormEvent } from "react";
import { addInvestor } from "../../../shared/api/investors.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import { useModalDialog } from "../../components/useModalDialog.ts";
import "../../components/FormDialog.css";

/** The add popup: Name, Email, Note. Without an e-mail it warns and sends nothing. */
export function AddInvestorDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const id = useId();
  const dialog = useModalDialog(open, () => dialog.current?.querySelector<HTMLInputElement>("input"));
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName("");
    setEmail("");
    setNote("");
  }, [open]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!email.trim()) {
      notify.warning("Please enter name and email");
      return;
    }
    setBusy(true);
    try {
      await call(addInvestor, { body: { name: name.trim(), email: email.trim(), note: note.trim() } });
      notify.success("Investor added successfully");
      onAdded();
    } catch {
      notify.error("Failed to add investor");
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className="form-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>Add Investor</h2>
      {/* noValidate: the panel's own warning speaks for an empty e-mail, as the specification has it. */}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`}>Note</label>
          <textarea id={`${id}-note`} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div className="form-dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            Add
          </button>
        </div>
      </form>
    </dialog>
  );
}
