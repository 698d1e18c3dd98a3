import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { authApi, type LoginAnswer } from "../../api/auth.ts";
import { notify } from "../../components/toast.ts";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { GoogleButton } from "../../auth/GoogleButton.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { refusalReason } from "../../auth/failure.ts";

interface SignInFormProps {
  /** Success of the step before (a password reset), shown until this form has news of its own. */
  notice: string | null;
  signupHref: string;
  onForgot: () => void;
  onLoggedIn: (answer: LoginAnswer) => Promise<void>;
}

/** E-mail or username and password, or Google; links to reset a password and to sign up. */
export function SignInForm({ notice, signupHref, onForgot, onLoggedIn }: SignInFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setError(message);
    notify.error(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await authApi.login({
        emailOrUsername: String(form.get("emailOrUsername")).trim(),
        password: String(form.get("password")),
      });
      await onLoggedIn(answer);
    } catch (e) {
      const reason = refusalReason(e);
      fail(reason === null ? "An error occurred during login. Please try again later." : `Login failed: ${reason}`);
      setBusy(false);
    }
  }

  async function google(credential: string | null) {
    setError(null);
    try {
      if (!credential) throw new Error("no credential");
      await onLoggedIn(await authApi.google(credential));
    } catch {
      fail("Login failed with Google");
    }
  }

  return (
    <>
      <FormMessage error={error} success={notice} />
      <form method="post" onSubmit={submit} aria-label="Sign in">
        <div className="field">
          <label htmlFor="signin-id">Email or username</label>
          <input id="signin-id" name="emailOrUsername" autoComplete="username" required autoCapitalize="none" spellCheck={false} />
        </div>
        <div className="field">
          <label htmlFor="signin-password">Password</label>
          <input id="signin-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <SubmitButton busy={busy}>{busy ? "Logging in…" : "Log in"}</SubmitButton>
      </form>
      <p className="auth-switch">
        Forgot your password?{" "}
        <button type="button" className="link-button" onClick={onForgot}>
          Reset it here
        </button>
      </p>
      <GoogleButton onCredential={google} />
      <p className="auth-switch">
        New to Virtual Worlds? <Link to={signupHref}>Sign Up</Link>
      </p>
    </>
  );
}
