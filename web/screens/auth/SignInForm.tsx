import type { FormEvent } from "react";
import { Link, useNavigate } from "../../router/index.ts";
import { ApiError } from "../../api/apiError.ts";
import { call } from "../../api/http.ts";
import { login, type SignInAnswer } from "../../../shared/api/auth.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { GoogleButton } from "../../auth/GoogleButton.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { useAuthForm } from "../../auth/useAuthForm.ts";
import { refusal } from "../../auth/failure.ts";
import { rememberLogin } from "../../auth/storedLogin.ts";

interface SignInFormProps {
  /** Success of the step before (a password reset), shown until this form has news of its own. */
  notice: string | null;
  signupHref: string;
  onForgot: () => void;
  onLoggedIn: (answer: SignInAnswer) => Promise<void>;
}

/**
 * E-mail or username and password, or Google. The password just typed also unlocks the person's chat key in
 * this browser (or makes their first one) before going on (web/chat/keys.ts). Links to reset a password
 * and to sign up.
 */
export function SignInForm({ notice, signupHref, onForgot, onLoggedIn }: SignInFormProps) {
  const { busy, error, run, loginWithGoogle } = useAuthForm();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = {
      emailOrUsername: String(form.get("emailOrUsername")).trim(),
      password: String(form.get("password")),
    };
    void run(
      async () => {
        const answer = await call(login, { body: credentials }).catch((failure: unknown) => {
          // A suspended person is told why and may appeal on a page of its own, instead of a bare refusal.
          // The page is leaving: the call never settles, so no "Login failed" flashes up meanwhile.
          if (!(failure instanceof ApiError && failure.suspension)) throw failure;
          void navigate(`/appeal?token=${encodeURIComponent(failure.suspension.appeal_token)}`);
          return new Promise<never>(() => {});
        });
        // The password opens no chat key (docs "chat keys"): the chat sets its keys up on its own screen.
        rememberLogin(answer.user, answer.token);
        await onLoggedIn(answer);
      },
      refusal("Login failed", "An error occurred during login. Please try again later."),
    );
  }

  return (
    <>
      <FormMessage error={error} success={notice} />
      <form method="post" onSubmit={submit} aria-label="Sign in">
        <Field
          id="signin-id"
          label="Email or username"
          name="emailOrUsername"
          autoComplete="username"
          required
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field
          id="signin-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={busy} className="auth-submit">
          {busy ? "Logging in…" : "Log in"}
        </SubmitButton>
      </form>
      <p className="auth-switch">
        Forgot your password?{" "}
        <button type="button" className="link-button" onClick={onForgot}>
          Reset it here
        </button>
      </p>
      <GoogleButton onCredential={loginWithGoogle(onLoggedIn)} />
      <p className="auth-switch">
        New to Virtual Worlds? <Link to={signupHref}>Sign Up</Link>
      </p>
    </>
  );
}
