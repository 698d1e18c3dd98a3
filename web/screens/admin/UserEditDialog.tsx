import { useEffect, useId, useState, type FormEvent } from "react";
import { editUser, type AdminUser, type UserEdit } from "../../../shared/api/admin.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import { useModalDialog } from "../../components/useModalDialog.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import "../../components/FormDialog.css";

interface UserEditDialogProps {
  user: AdminUser | null;
  /** The admin's own account: their admin, blocked and verified flags are not theirs to change. */
  self: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const editOf = (u: AdminUser): UserEdit => ({
  name: u.name,
  email: u.email,
  username: u.username,
  is_admin: u.is_admin,
  is_blocked: u.is_blocked,
  is_verified: u.is_verified,
});

/**
 * The edit popup: name, username and the three flags. Changing the block asks first ("...block this
 * user?" or "...unblock this user?"); cancelling that aborts the save and leaves the popup open.
 */
export function UserEditDialog({ user, self, onClose, onSaved }: UserEditDialogProps) {
  const titleId = useId();
  const dialog = useModalDialog(user !== null, () => dialog.current?.querySelector<HTMLInputElement>("input"));
  const [edit, setEdit] = useState<UserEdit | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setEdit(user ? editOf(user) : null);
    setConfirming(false);
  }, [user]);

  const change = (values: Partial<UserEdit>) => setEdit((current) => current && { ...current, ...values });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!user || !edit) return;
    if (edit.is_blocked !== user.is_blocked) setConfirming(true);
    else void save();
  }

  async function save() {
    if (!user || !edit) return;
    setConfirming(false);
    setBusy(true);
    try {
      await call(editUser, { params: { id: user.id }, body: edit });
      notify.success("User updated successfully");
      onSaved();
    } catch {
      notify.error("Failed to update user");
    } finally {
      setBusy(false);
    }
  }

  // The confirmation is the popup's sibling, not its child: a dialog's close must not reach the popup's onClose.
  return (
    <>
      <dialog ref={dialog} className="form-dialog admin-dialog" aria-labelledby={titleId} onClose={onClose}>
        <h2 id={titleId}>Edit user</h2>
        {edit && (
          <form onSubmit={submit}>
            <div className="field">
              <label htmlFor={`${titleId}-name`}>Name</label>
              <input
                id={`${titleId}-name`}
                required
                maxLength={100}
                value={edit.name}
                onChange={(e) => change({ name: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${titleId}-username`}>Username</label>
              <input
                id={`${titleId}-username`}
                required
                pattern="[A-Za-z0-9_.]{3,30}"
                title="3–30 letters, digits, _ or ."
                value={edit.username}
                onChange={(e) => change({ username: e.target.value })}
              />
            </div>
            <fieldset className="admin-flags" disabled={self}>
              <legend className="visually-hidden">Flags</legend>
              <label>
                <input
                  type="checkbox"
                  checked={edit.is_admin}
                  onChange={(e) => change({ is_admin: e.target.checked })}
                />{" "}
                Admin
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={edit.is_blocked}
                  onChange={(e) => change({ is_blocked: e.target.checked })}
                />{" "}
                Blocked
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={edit.is_verified}
                  onChange={(e) => change({ is_verified: e.target.checked })}
                />{" "}
                Verified
              </label>
            </fieldset>
            {self && <p className="field-hint">Another admin must change your own flags.</p>}
            <div className="form-dialog-actions">
              <button type="button" className="button" onClick={onClose}>
                Close
              </button>
              <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
                Save
              </button>
            </div>
          </form>
        )}
      </dialog>
      <ConfirmDialog
        open={confirming}
        question={
          edit?.is_blocked ? "Are you sure you want to block this user?" : "Are you sure you want to unblock this user?"
        }
        confirm={edit?.is_blocked ? "Block" : "Unblock"}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
