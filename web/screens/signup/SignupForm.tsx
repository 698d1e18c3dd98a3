import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { authApi, type LoginAnswer } from "../../api/auth.ts";
import { notify } from "../../components/toast.ts";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { GoogleButton } from "../../auth/GoogleButton.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { failureText } from "../../auth/failure.ts";

export interface Registration {
  name: string;
  username: string;
  email: string;
  password: string;
}

interface SignupFormProps {
  /** What was typed before, when coming back from the code step to change it. */
  previous: Registration | null;
  loginHref: string;
  onRegistered: (registration: Registration) => void;
  onLoggedIn: (answer: LoginAnswer) => Promise<void>;
}

/** Name, Virtual Worlds ID, e-mail and the password twice (compared before anything is sent), or Google. */
export function SignupForm({ previous, loginHref, onRegistered, onLoggedIn }: SignupFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setError(message);
    notify.error(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const registration: Registration = {
      name: String(form.get("name")).trim(),
      username: String(form.get("username")).trim(),
      email: String(form.get("email")).trim(),
      password: String(form.get("password")),
    };
    if (registration.password !== String(form.get("confirmPassword"))) return fail("Passwords do not match");
    setBusy(true);
    setError(null);
    try {
      await authApi.register(registration);
      onRegistered(registration);
    } catch (e) {
      fail(`Registration failed: ${failureText(e)}`);
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
      <FormMessage error={error} />
      <form method="post" onSubmit={submit} aria-label="Sign up">
        <div className="field">
          <label htmlFor="signup-name">Name</label>
          <input id="signup-name" name="name" autoComplete="name" required maxLength={100} defaultValue={previous?.name} />
        </div>
        <div className="field">
          <label htmlFor="signup-username">Virtual Worlds ID</label>
          <input
            id="signup-username"
            name="username"
            autoComplete="username"
            required
            minLength={3}
            maxLength={30}
            pattern="[A-Za-z0-9_.]{3,30}"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby="signup-username-hint"
            defaultValue={previous?.username}
          />
          <p id="signup-username-hint" className="field-hint">
            Your handle: 3 to 30 letters, digits, _ or .
          </p>
        </div>
        <div className="field">
          <label htmlFor="signup-email">Email</label>
          <input id="signup-email" name="email" type="email" autoComplete="email" required defaultValue={previous?.email} />
        </div>
        <div className="field">
          <label htmlFor="signup-password">Password</label>
          <input
            id="signup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            aria-describedby="signup-password-hint"
          />
          <p id="signup-password-hint" className="field-hint">
            At least 8 characters.
          </p>
        </div>
        <div className="field">
          <label htmlFor="signup-confirm">Confirm password</label>
          <input id="signup-confirm" name="confirmPassword" type="password" autoComplete="new-password" required />
        </div>
        <SubmitButton busy={busy}>{busy ? "Signing up…" : "Sign Up"}</SubmitButton>
      </form>
      <GoogleButton onCredential={google} />
      <p className="auth-switch">
        Already have an account? <Link to={loginHref}>Log in</Link>
      </p>
    </>
  );
}
