import type { FormEvent } from "react";
import { call } from "../../api/http.ts";
import { forgotPassword } from "../../../shared/api/auth.ts";
import { notify } from "../../components/toast.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { useAuthForm } from "../../auth/useAuthForm.ts";
import { refusal } from "../../auth/failure.ts";

interface ForgotFormProps {
  onRemembered: () => void;
  onSent: (sent: string) => void;
}

/** Asks for a reset link by e-mail; once it is sent, the screen moves on to entering the new password. */
export function ForgotForm({ onRemembered, onSent }: ForgotFormProps) {
  const { busy, error, run } = useAuthForm();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailOrUsername = String(new FormData(event.currentTarget).get("emailOrUsername")).trim();
    void run(
      async () => {
        await call(forgotPassword, { body: { emailOrUsername } });
        const sent = "Password reset link sent to your email!";
        notify.success(sent);
        onSent(sent);
      },
      refusal("Failed to send reset link", "An error occurred. Please try again later..."),
    );
  }

  return (
    <>
      <FormMessage error={error} />
      <form method="post" onSubmit={submit} aria-label="Forgot password">
        <Field
          id="forgot-id"
          label="Email or username"
          name="emailOrUsername"
          autoComplete="username"
          required
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitButton busy={busy} className="auth-submit">
          {busy ? "Sending…" : "Send reset link"}
        </SubmitButton>
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
