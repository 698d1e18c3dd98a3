import { useState, type FormEvent } from "react";
import { authApi } from "../../api/auth.ts";
import { notify } from "../../components/toast.ts";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { refusalReason } from "../../auth/failure.ts";

interface ResetFormProps {
  /** Success of the step before (the link was sent), shown until this form has news of its own. */
  notice: string | null;
  /** From the mailed link (/login?reset=…), or empty when the person pastes it. */
  token: string;
  onBack: () => void;
  onDone: (done: string) => void;
}

/** The reset token and the new password twice; the passwords are compared before anything is sent. */
export function ResetForm({ notice, token, onBack, onDone }: ResetFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setError(message);
    notify.error(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    if (password !== String(form.get("confirmPassword"))) return fail("Passwords do not match!");
    setBusy(true);
    setError(null);
    try {
      await authApi.reset({ token: String(form.get("token")).trim(), password });
      const done = "Password reset successfully!";
      notify.success(done);
      onDone(done);
    } catch (e) {
      const reason = refusalReason(e);
      fail(reason === null ? "An error occurred. Please try again later..." : `Password reset failed: ${reason}`);
      setBusy(false);
    }
  }

  return (
    <>
      <FormMessage error={error} success={notice} />
      <form method="post" onSubmit={submit} aria-label="Reset password">
        <div className="field">
          <label htmlFor="reset-token">Reset token</label>
          <input id="reset-token" name="token" defaultValue={token} required autoComplete="off" spellCheck={false} aria-describedby="reset-token-hint" />
          <p id="reset-token-hint" className="field-hint">
            Open the link in the e-mail we sent you, or paste the token from it here.
          </p>
        </div>
        <div className="field">
          <label htmlFor="reset-password">New password</label>
          <input id="reset-password" name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} aria-describedby="reset-password-hint" />
          <p id="reset-password-hint" className="field-hint">
            At least 8 characters.
          </p>
        </div>
        <div className="field">
          <label htmlFor="reset-confirm">Confirm password</label>
          <input id="reset-confirm" name="confirmPassword" type="password" autoComplete="new-password" required />
        </div>
        <SubmitButton busy={busy}>{busy ? "Saving…" : "Reset password"}</SubmitButton>
      </form>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onBack}>
          Back to sign in
        </button>
      </p>
    </>
  );
}
