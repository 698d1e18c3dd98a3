import { useEffect, useState, useSyncExternalStore } from "react";
import { waitText } from "../../../shared/investors.ts";

/** Where the cooldown's end is kept (the specification's `futureTime`), so it survives a reload. */
const KEY = "futureTime";
const listeners = new Set<() => void>();

export function readFutureTime(): number | null {
  if (typeof localStorage === "undefined") return null;
  const value = Number(localStorage.getItem(KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Sets (or, with null, clears) the cooldown's end, and tells the button. */
export function writeFutureTime(until: number | null) {
  if (until === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, String(until));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The Bulk Email button. For 5 minutes after a bulk send it is disabled and reads "Time wait: m:ss",
 * counting down each second; the end time is in local storage, so a reload keeps it.
 */
export function BulkMailButton({ onClick }: { onClick: () => void }) {
  const until = useSyncExternalStore(subscribe, readFutureTime, () => null);
  const [now, setNow] = useState(() => Date.now());
  const waiting = until !== null && until > now;

  useEffect(() => {
    setNow(Date.now());
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  return (
    <button type="button" className="button" disabled={waiting} onClick={onClick}>
      {waiting ? `Time wait: ${waitText(until - now)}` : "Bulk Email"}
    </button>
  );
}
