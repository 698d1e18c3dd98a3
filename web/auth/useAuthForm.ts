import { useState } from "react";
import { call } from "../api/http.ts";
import { googleSignIn, type SignInAnswer } from "../../shared/api/auth.ts";
import { notify } from "../components/toast.ts";

/**
 * What every form of the login and sign-up screens keeps: whether its call is under way and what went
 * wrong. A failure shows twice: beside the fields, where it stays, and as a toast. `onFail` lets a form
 * drop news of its own when a failure replaces it.
 */
export function useAuthForm({ onFail }: { onFail?: () => void } = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    onFail?.();
    setError(message);
    notify.error(message);
  }

  /**
   * Runs the form's call, busy meanwhile. Success moves the screen on, so the form stays busy; a failure
   * is shown (`failure` words it) and the form can be sent again.
   */
  async function run(call: () => Promise<void>, failure: (error: unknown) => string) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      fail(failure(e));
      setBusy(false);
    }
  }

  /** For Google's button: the ID token it hands back is checked by the server, which logs the person in. */
  const loginWithGoogle = (onLoggedIn: (answer: SignInAnswer) => Promise<void>) => async (credential: string | null) => {
    setError(null);
    try {
      if (!credential) throw new Error("no credential");
      await onLoggedIn(await call(googleSignIn, { body: { code: credential } }));
    } catch {
      fail("Login failed with Google");
    }
  };

  return { busy, error, setError, fail, run, loginWithGoogle };
}
