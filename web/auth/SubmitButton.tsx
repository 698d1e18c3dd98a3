import type { ReactNode } from "react";
import { useHydrated } from "./useHydrated.ts";

/** The form's main action: waits for hydration (so nothing is posted to the page itself) and for the call. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button primary auth-submit" disabled={!hydrated || busy} aria-busy={busy}>
      {children}
    </button>
  );
}
