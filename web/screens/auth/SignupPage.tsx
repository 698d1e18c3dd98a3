import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "../../router/index.ts";
import type { SignInAnswer } from "../../../shared/api/auth.ts";
import { AuthLayout } from "../../auth/AuthLayout.tsx";
import { useFinishLogin } from "../../auth/useFinishLogin.ts";
import { withNext } from "../../auth/guards.ts";
import { safeNext } from "../../auth/safeNext.ts";
import { SignupForm, type Registration } from "./SignupForm.tsx";
import { OtpForm } from "./OtpForm.tsx";

/**
 * /signup: the registration form, then (once the server has mailed a code) the code step; a verified code
 * logs the person in and goes home (or back to where a guard sent them from).
 */
export function Component() {
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [step, setStep] = useState<"form" | "code">("form");
  const finishLogin = useFinishLogin();
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    if (switched.current && step === "form") heading.current?.focus();
    switched.current = true;
  }, [step]);

  const loggedIn = (answer: SignInAnswer) => finishLogin(answer, next);
  return (
    <AuthLayout>
      <title>Sign up · Virtual Worlds</title>
      {step === "code" && registration ? (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Check your e-mail
          </h1>
          <p className="auth-intro">
            We sent a 6-digit code to <strong>{registration.email}</strong>. Enter it to finish signing up.
          </p>
          <OtpForm registration={registration} onVerified={loggedIn} onChangeDetails={() => setStep("form")} />
        </>
      ) : (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Create your account
          </h1>
          <p className="auth-intro">Join Virtual Worlds: games, flicks, chat and 3D zones with your friends.</p>
          <SignupForm
            previous={registration}
            loginHref={withNext("/login", next)}
            onRegistered={(r) => {
              setRegistration(r);
              setStep("code");
            }}
            onLoggedIn={loggedIn}
          />
        </>
      )}
    </AuthLayout>
  );
}
