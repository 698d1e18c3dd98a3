import type { FormEvent } from "react";
import { Link } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { register, type SignInAnswer } from "../../../shared/api/auth.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage } from "../../auth/FormMessage.tsx";
import { NewPasswordFields } from "../../auth/NewPasswordFields.tsx";
import { GoogleButton } from "../../auth/GoogleButton.tsx";
import { SubmitButton } from "../../auth/SubmitButton.tsx";
import { useAuthForm } from "../../auth/useAuthForm.ts";
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
  onLoggedIn: (answer: SignInAnswer) => Promise<void>;
}

/** Name, Virtual Worlds ID, e-mail and the password twice (compared before anything is sent), or Google. */
export function SignupForm({ previous, loginHref, onRegistered, onLoggedIn }: SignupFormProps) {
  const { busy, error, failMismatch, passwordsChanged, run, loginWithGoogle } = useAuthForm();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const registration: Registration = {
      name: String(form.get("name")).trim(),
      username: String(form.get("username")).trim(),
      email: String(form.get("email")).trim(),
      password: String(form.get("password")),
    };
    if (registration.password !== String(form.get("confirmPassword"))) return failMismatch("Passwords do not match");
    void run(
      async () => {
        await call(register, { body: registration });
        onRegistered(registration);
      },
      (e) => `Registration failed: ${failureText(e)}`,
    );
  }

  return (
    <>
      <FormMessage error={error} />
      <form method="post" onSubmit={submit} onChange={(e) => passwordsChanged(e.currentTarget)} aria-label="Sign up">
        <Field
          id="signup-name"
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={previous?.name}
        />
        <Field
          id="signup-username"
          label="Virtual Worlds ID"
          name="username"
          autoComplete="username"
          required
          minLength={3}
          maxLength={30}
          pattern="[A-Za-z0-9_.]{3,30}"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={previous?.username}
          hint="Your handle: 3 to 30 letters, digits, _ or ."
        />
        <Field
          id="signup-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={previous?.email}
        />
        <NewPasswordFields idPrefix="signup" label="Password" />
        <SubmitButton busy={busy} className="auth-submit">
          {busy ? "Signing up…" : "Sign Up"}
        </SubmitButton>
      </form>
      <GoogleButton onCredential={loginWithGoogle(onLoggedIn)} />
      <p className="auth-switch">
        Already have an account? <Link to={loginHref}>Log in</Link>
      </p>
    </>
  );
}
