import type { ReactNode } from "react";

/** What a page could not load, said in place of it (and read out at once). */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <p className="error-box" role="alert">
      {children}
    </p>
  );
}
