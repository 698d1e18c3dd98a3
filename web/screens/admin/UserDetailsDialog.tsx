import { useEffect, useId, useState } from "react";
import { userHistory, type AdminAction, type AdminUser } from "../../../shared/api/admin.ts";
import { call } from "../../api/http.ts";
import { useModalDialog } from "../../components/useModalDialog.ts";
import { desktopTime } from "./formats.ts";
import "../../components/FormDialog.css";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** What each recorded admin action says to a person. */
const actionWords: Record<string, string> = {
  UserEdited: "Edited the details",
  UserPromoted: "Made an admin",
  UserDemoted: "Removed from the admins",
  UserBlocked: "Blocked",
  UserUnblocked: "Unblocked",
  UserVerified: "Verified",
  UserUnverified: "Marked as not verified",
  UserDeleted: "Deleted",
};

/** An account's details popup: who they are, their flags as Yes/No, and what admins did to the account. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const titleId = useId();
  const dialog = useModalDialog(user !== null, () => dialog.current?.querySelector<HTMLButtonElement>("button"));
  const [history, setHistory] = useState<AdminAction[] | null>(null);

  useEffect(() => {
    setHistory(null);
    if (!user) return;
    let current = true;
    call(userHistory, { params: { id: user.id }, query: { limit: 20 } })
      .then((answer) => current && setHistory(answer.data))
      .catch(() => current && setHistory([]));
    return () => {
      current = false;
    };
  }, [user?.id]);

  return (
    <dialog ref={dialog} className="form-dialog admin-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>User details</h2>
      {user && (
        <>
          <dl className="dialog-details">
            <dt>ID</dt>
            <dd>{user.id}</dd>
            <dt>Name</dt>
            <dd>{user.name}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Admin</dt>
            <dd>{yesNo(user.is_admin)}</dd>
            <dt>Blocked</dt>
            <dd>{yesNo(user.is_blocked)}</dd>
            <dt>Verified</dt>
            <dd>{yesNo(user.is_verified)}</dd>
          </dl>
          <h3>History</h3>
          {history === null ? (
            <p className="muted">Loading history...</p>
          ) : history.length === 0 ? (
            <p className="muted">No admin has changed this account.</p>
          ) : (
            <ol className="admin-history">
              {history.map((a) => (
                <li key={a.id}>
                  <span>{actionWords[a.action] ?? a.action}</span>
                  {a.detail && <span className="muted"> ({Object.values(a.detail).join(", ")})</span>}
                  <span className="muted">
                    {" "}
                    by {a.admin.username ?? `#${a.admin.id}`}, {desktopTime(a.at)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <div className="form-dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
