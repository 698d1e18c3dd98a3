import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { authApi } from "../../api/auth.ts";
import { forgetLogin } from "../../auth/session.ts";
import { notify } from "../toast.ts";

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Are you sure you want to log out?" as a modal dialog (focus moves in and is held there, Escape or No
 * closes it). Yes ends the session on the server (the refresh token is revoked and its cookie cleared),
 * forgets it in this browser, closes the dialog and goes home.
 */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  async function logout() {
    setBusy(true);
    try {
      await authApi.logout();
    } catch {
      setBusy(false);
      notify.error("Could not log out. Please try again.");
      return;
    }
    forgetLogin();
    setBusy(false);
    onClose();
    await navigate("/", { defaultShouldRevalidate: true });
  }

  return (
    <dialog ref={dialog} className="logout-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Are you sure you want to log out?</h2>
      <div className="logout-dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          No
        </button>
        <button type="button" className="button primary" onClick={logout} disabled={busy}>
          Yes
        </button>
      </div>
    </dialog>
  );
}
