import { useState } from "react";
import { useNavigate } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import * as sessions from "../../../shared/api/sessions.ts";
import { forgetLogin } from "../../auth/storedLogin.ts";
import { useShell } from "../../auth/guards.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { notify } from "../toast.ts";

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Are you sure you want to log out?" with No and Yes (Escape or No closes it). Yes ends the session on the
 * server (the refresh token is revoked and its cookie cleared), forgets it (and the chat key) in this
 * browser, closes the dialog and goes home.
 */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const navigate = useNavigate();
  const { user } = useShell();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await call(sessions.logout);
    } catch {
      setBusy(false);
      notify.error("Could not log out. Please try again.");
      return;
    }
    forgetLogin();
    // The chat key goes too: on a shared device the next person finds none (the next login unlocks it again).
    if (user)
      await import("../../chat/keys.ts").then(({ forgetChatKey }) => forgetChatKey(user.id)).catch(() => undefined);
    setBusy(false);
    onClose();
    await navigate("/", { defaultShouldRevalidate: true });
  }

  return (
    <ConfirmDialog
      open={open}
      question="Are you sure you want to log out?"
      confirm="Yes"
      cancel="No"
      tone="primary"
      busy={busy}
      onConfirm={logout}
      onCancel={onClose}
    />
  );
}
