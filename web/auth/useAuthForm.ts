import { useEffect, useRef, useState } from "react";
import { call } from "../api/http.ts";
import { googleSignIn, type SignInAnswer } from "../../shared/api/auth.ts";
import { notify, type ToastId } from "../components/toast.ts";

/**
 * What every form of the login and sign-up screens keeps: whether its call is under way and what went
 * wrong. A failure shows twice: beside the fields, where it stays, and as a toast. `onFail` lets a form
 * drop news of its own when a failure replaces it.
 */
export function useAuthForm({ onFail }: { onFail?: () => void } = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  /** This form's failure toasts still on screen: a new attempt, or passwords that now match, end them. */
  const failures = useRef<ToastId[]>([]);

  function dismissFailures() {
    notify.dismiss(failures.current.splice(0));
  }

  // The form goes when the screen moves on (signed up, verified, reset): what went wrong in it is over.
  useEffect(() => () => notify.dismiss(failures.current.splice(0)), []);

  function fail(message: string) {
    onFail?.();
    setMismatch(false);
    setError(message);
    dismissFailures();
    failures.current.push(notify.error(message));
  }

  /** "Passwords do not match": shown until the two fields match again (see `passwordsChanged`). */
  function failMismatch(message: string) {
    fail(message);
    setMismatch(true);
  }

  /** For the form's onChange: once the passwords match, their mismatch message and toast go. */
  function passwordsChanged(form: HTMLFormElement) {
    if (!mismatch) return;
    const fields = new FormData(form);
    if (fields.get("password") !== fields.get("confirmPassword")) return;
    setMismatch(false);
    setError(null);
    dismissFailures();
  }

  /**
   * Runs the form's call, busy meanwhile. Success moves the screen on, so the form stays busy; a failure
   * is shown (`failure` words it) and the form can be sent again. Earlier failures go as it starts.
   */
  async function run(call: () => Promise<void>, failure: (error: unknown) => string) {
    setBusy(true);
    setError(null);
    setMismatch(false);
    dismissFailures();
    try {
      await call();
    } catch (e) {
      fail(failure(e));
      setBusy(false);
    }
  }

  /** For Google's button: the ID token it hands back is checked by the server, which logs the person in. */
  const loginWithGoogle =
    (onLoggedIn: (answer: SignInAnswer) => Promise<void>) => async (credential: string | null) => {
      setError(null);
      dismissFailures();
      try {
        if (!credential) throw new Error("no credential");
        await onLoggedIn(await call(googleSignIn, { body: { code: credential } }));
      } catch {
        fail("Login failed with Google");
      }
    };

  return { busy, error, setError, fail, failMismatch, passwordsChanged, dismissFailures, run, loginWithGoogle };
}
