import { useState, type FormEvent } from "react";
import { call } from "../../api/http.ts";
import { register, verify, type SignInAnswer } from "../../../shared/api/auth.ts";
import { notify } from "../../components/toast.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import type { Registration } from "./SignupForm.tsx";
import { useAuthForm } from "../../auth/useAuthForm.ts";
import { failureText } from "../../auth/failure.ts";

interface OtpFormProps {
  registration: Registration;
  onVerified: (answer: SignInAnswer) => Promise<void>;
  onChangeDetails: () => void;
}

/**
 * The 6-digit code from the e-mail. A right code logs the person in; "Send a new code" repeats the
 * registration, which the server answers by mailing the pending sign-up's code again (a new one once it
 * has expired).
 */
export function OtpForm({ registration, onVerified, onChangeDetails }: OtpFormProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, setError, fail, dismissFailures, run } = useAuthForm({ onFail: () => setNotice(null) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get("otp")).trim();
    void run(
      async () => {
        const answer = await call(verify, { body: { email: registration.email, otp } });
        notify.success("OTP Verified Successfully!");
        await onVerified(answer);
      },
      (e) => `OTP verification failed: ${failureText(e)}`,
    );
  }

  async function resend() {
    setError(null);
    dismissFailures();
    try {
      await call(register, { body: registration });
      setNotice(`We sent the code to ${registration.email} again.`);
      notify.info("We sent you the code again.");
    } catch (e) {
      fail(`Registration failed: ${failureText(e)}`);
    }
  }

  return (
    <>
      <FormMessage error={error} success={notice} />
      <form method="post" onSubmit={submit} aria-label="Verify your e-mail">
        <Field
          id="otp"
          label="Verification code"
          name="otp"
          className="otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          minLength={6}
          maxLength={6}
          required
          autoFocus
          hint="The 6-digit code in the e-mail. It is valid for 10 minutes."
        />
        <SubmitButton busy={busy} className="auth-submit">
          {busy ? "Checking…" : "Verify"}
        </SubmitButton>
      </form>
      <p className="auth-switch">
        No e-mail?{" "}
        <button type="button" className="link-button" onClick={resend}>
          Send a new code
        </button>{" "}
        ·{" "}
        <button type="button" className="link-button" onClick={onChangeDetails}>
          Change your details
        </button>
      </p>
    </>
  );
}
