import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "../../router/index.ts";
import { AuthLayout } from "../../auth/AuthLayout.tsx";
import { useFinishLogin } from "../../auth/useFinishLogin.ts";
import { withNext } from "../../auth/guards.ts";
import { safeNext } from "../../auth/safeNext.ts";
import { SignInForm } from "./SignInForm.tsx";
import { ForgotForm } from "./ForgotForm.tsx";
import { ResetForm } from "./ResetForm.tsx";

type Mode = "signIn" | "forgot" | "reset";

const headings: Record<Mode, { title: string; intro: string }> = {
  signIn: { title: "Welcome back", intro: "Log in to play, watch and chat with your friends." },
  forgot: {
    title: "Forgot your password?",
    intro: "Tell us your e-mail or username and we will mail you a reset link.",
  },
  reset: { title: "Choose a new password", intro: "Use the token from the e-mail and pick a new password." },
};

/**
 * /login in three modes: sign in; forgot password ("Reset it here"; "Remembered" goes back); reset password
 * (after the link is sent, or straight away from the mailed link /login?reset=<token>). A successful login
 * goes to `next` when it is a path on this site, otherwise home.
 */
export function Component() {
  const [params] = useSearchParams();
  const resetToken = params.get("reset") ?? "";
  const next = safeNext(params.get("next"));
  const [mode, setMode] = useState<Mode>(resetToken ? "reset" : "signIn");
  // What the last step achieved, kept beside the next form after its toast has gone.
  const [notice, setNotice] = useState<string | null>(null);
  const finishLogin = useFinishLogin();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // On a change of mode (not on arrival), move focus to the new heading so it is read out.
  useEffect(() => {
    if (switched.current) heading.current?.focus();
    switched.current = true;
  }, [mode]);

  function switchTo(to: Mode, achieved: string | null = null) {
    setNotice(achieved);
    setMode(to);
  }

  function backToSignIn(achieved: string | null = null) {
    switchTo("signIn", achieved);
    // A used reset link must not reopen the reset form on reload.
    if (resetToken) void navigate(withNext("/login", next), { replace: true });
  }

  const { title, intro } = headings[mode];
  return (
    <AuthLayout>
      <title>{mode === "signIn" ? "Log in · Virtual Worlds" : "Reset your password · Virtual Worlds"}</title>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="auth-intro">{intro}</p>
      {mode === "signIn" && (
        <SignInForm
          notice={notice}
          signupHref={withNext("/signup", next)}
          onForgot={() => switchTo("forgot")}
          onLoggedIn={(answer) => finishLogin(answer, next)}
        />
      )}
      {mode === "forgot" && (
        <ForgotForm onRemembered={() => switchTo("signIn")} onSent={(sent) => switchTo("reset", sent)} />
      )}
      {mode === "reset" && (
        <ResetForm
          notice={notice}
          token={resetToken}
          onBack={() => backToSignIn()}
          onDone={(done) => backToSignIn(done)}
        />
      )}
    </AuthLayout>
  );
}
