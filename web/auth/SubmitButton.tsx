import type { ReactNode } from "react";
import { useHydrated } from "./useHydrated.ts";

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Added to `button primary` (the sign-in forms' full-width `auth-submit`). */
  className?: string;
}

/** The form's main action: waits for hydration (so nothing is posted to the page itself) and for the call. */
export function SubmitButton({ busy, children, className }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className ? `button primary ${className}` : "button primary"}
      disabled={!hydrated || busy}
      aria-busy={busy}
    >
      {children}
    </button>
  );
}
