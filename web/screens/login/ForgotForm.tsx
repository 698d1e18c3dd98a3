import { useState, type FormEvent } from "react";
import { authApi } from "../../api/auth.ts";
import { notify } from "../../components/toast.ts";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { refusalReason } from "../../auth/failure.ts";

interface ForgotFormProps {
  onRemembered: () => void;
  onSent: (sent: string) => void;
}

/** Asks for a reset link by e-mail; once it is sent, the screen moves on to entering the new password. */
export function ForgotForm({ onRemembered, onSent }: ForgotFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailOrUsername = String(new FormData(event.currentTarget).get("emailOrUsername")).trim();
    setBusy(true);
    setError(null);
    try {
      await authApi.forgot(emailOrUsername);
      const sent = "Password reset link sent to your email!";
      notify.success(sent);
      onSent(sent);
    } catch (e) {
      const reason = refusalReason(e);
      const message = reason === null ? "An error occurred. Please try again later..." : `Failed to send reset link: ${reason}`;
      setError(message);
      notify.error(message);
      setBusy(false);
    }
  }

  return (
    <>
      <FormMessage error={error} />
      <form method="post" onSubmit={submit} aria-label="Forgot password">
        <div className="field">
          <label htmlFor="forgot-id">Email or username</label>
          <input id="forgot-id" name="emailOrUsername" autoComplete="username" required autoCapitalize="none" spellCheck={false} />
        </div>
        <SubmitButton busy={busy}>{busy ? "Sending…" : "Send reset link"}</SubmitButton>
      </form>
      <p className="auth-switch">
        Know it after all?{" "}
        <button type="button" className="link-button" onClick={onRemembered}>
          Remembered
        </button>
      </p>
    </>
  );
}
