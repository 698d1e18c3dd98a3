import type { FormEvent } from "react";
import { call } from "../../api/http.ts";
import { resetPassword } from "../../../shared/api/auth.ts";
import { notify } from "../../components/toast.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { NewPasswordFields } from "../../auth/NewPasswordFields.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { useAuthForm } from "../../auth/useAuthForm.ts";
import { refusal } from "../../auth/failure.ts";

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
  const { busy, error, failMismatch, passwordsChanged, run } = useAuthForm();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    if (password !== String(form.get("confirmPassword"))) return failMismatch("Passwords do not match!");
    void run(
      async () => {
        await call(resetPassword, { body: { token: String(form.get("token")).trim(), password } });
        const done = "Password reset successfully!";
        notify.success(done);
        onDone(done);
      },
      refusal("Password reset failed", "An error occurred. Please try again later..."),
    );
  }

  return (
    <>
      <FormMessage error={error} success={notice} />
      <form
        method="post"
        onSubmit={submit}
        onChange={(e) => passwordsChanged(e.currentTarget)}
        aria-label="Reset password"
      >
        <Field
          id="reset-token"
          label="Reset token"
          name="token"
          defaultValue={token}
          required
          autoComplete="off"
          spellCheck={false}
          hint="Open the link in the e-mail we sent you, or paste the token from it here."
        />
        <NewPasswordFields idPrefix="reset" label="New password" />
        <SubmitButton busy={busy} className="auth-submit">
          {busy ? "Saving…" : "Reset password"}
        </SubmitButton>
      </form>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onBack}>
          Back to sign in
        </button>
      </p>
    </>
  );
}
