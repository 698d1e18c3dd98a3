import { useState, type ReactNode } from "react";
import "./Report.css";

/** Media a moderator marked sensitive stays behind a cover until the reader asks to see it. */
export function SensitiveMedia({ sensitive, children }: { sensitive: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (!sensitive || shown) return <>{children}</>;
  return (
    <button type="button" className="sensitive-cover" onClick={() => setShown(true)}>
      Sensitive media. Show it
    </button>
  );
}
