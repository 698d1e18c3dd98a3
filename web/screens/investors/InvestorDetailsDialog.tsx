import { useId } from "react";
import type { Investor } from "../../../shared/api/investors.ts";
import { useModalDialog } from "../../components/useModalDialog.ts";
import "../../components/FormDialog.css";

/** The investor's details: Status is Engaged or Looking (reviewed or not), Sent is Sent or Hold. */
export function InvestorDetailsDialog({ investor, onClose }: { investor: Investor | null; onClose: () => void }) {
  const id = useId();
  const dialog = useModalDialog(investor !== null, () => dialog.current?.querySelector<HTMLButtonElement>("button"));
  return (
    <dialog ref={dialog} className="form-dialog" aria-labelledby={id} onClose={onClose}>
      <h2 id={id}>Investor details</h2>
      {investor && (
        <dl className="dialog-details">
          <dt>ID</dt>
          <dd>{investor.id}</dd>
          <dt>Name</dt>
          <dd>{investor.name}</dd>
          <dt>Email</dt>
          <dd>{investor.email}</dd>
          <dt>Note</dt>
          <dd>{investor.note}</dd>
          <dt>Status</dt>
          <dd>{investor.action ? "Engaged" : "Looking"}</dd>
          <dt>Sent</dt>
          <dd>{investor.status ? "Sent" : "Hold"}</dd>
          <dt>CreatedAt</dt>
          <dd>{new Date(investor.createdAt).toLocaleDateString("en-US")}</dd>
          <dt>CreatedBy</dt>
          <dd>{investor.creator_username ?? investor.creator}</dd>
        </dl>
      )}
      <div className="form-dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
