import { useConnection, type ConnectionState } from "../api/connection.ts";
import "./ConnectionBanner.css";

const said: Record<ConnectionState, string> = {
  online: "",
  offline: "You're offline. We'll reconnect when we can.",
  unreachable: "Can't reach Virtual Worlds. Retrying…",
};

/**
 * A quiet line while the page cannot reach the server, gone when it can. The live region is always in the
 * page (empty while connected), so screen readers hear the change, politely, as it happens.
 */
export function ConnectionBanner() {
  const state = useConnection();
  return (
    <div
      className={state === "online" ? "connection-banner" : "connection-banner shown"}
      role="status"
      aria-live="polite"
    >
      {said[state]}
    </div>
  );
}
