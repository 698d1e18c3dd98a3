import { useEffect, useState } from "react";
import { call } from "../../api/http.ts";
import { endOtherSessions, endSession, listSessions, type SessionView } from "../../../shared/api/sessions.ts";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { notify } from "../../components/toast.ts";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; sessions: SessionView[] };

/**
 * Where the person is signed in: each session's device, coarse place and last use, this device marked, and
 * a way to end any other one, or all of them at once. Loaded in the browser, not with the page: the page is
 * kept rendered (src/pages), and the sessions change with every sign-in anywhere.
 */
export function SessionsList() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [busy, setBusy] = useState<string | null>(null);

  async function load() {
    setLoaded({ state: "loading" });
    try {
      setLoaded({ state: "loaded", sessions: (await call(listSessions)).sessions });
    } catch {
      setLoaded({ state: "failed" });
    }
  }

  useEffect(() => {
    void load();
  }, []);

  if (loaded.state === "loading") return <p className="muted" role="status">Loading your sessions...</p>;
  if (loaded.state === "failed") {
    return (
      <div className="sessions-list">
        <p className="settings-error" role="alert">
          Could not load your sessions.
        </p>
        <button type="button" className="button" onClick={load}>
          Try again
        </button>
      </div>
    );
  }

  const { sessions } = loaded;
  const others = sessions.filter((s) => !s.current);

  async function end(session: SessionView) {
    setBusy(session.id);
    try {
      await call(endSession, { params: { id: session.id } });
      notify.success("The session has ended.");
    } catch {
      notify.error("Could not end the session. Please try again.");
    }
    setBusy(null);
    await load();
  }

  async function endOthers() {
    setBusy("others");
    try {
      const { ended } = await call(endOtherSessions, { query: { others: "1" } });
      notify.success(ended === 1 ? "1 other session has ended." : `${ended} other sessions have ended.`);
    } catch {
      notify.error("Could not end the other sessions. Please try again.");
    }
    setBusy(null);
    await load();
  }

  return (
    <div className="sessions-list">
      <ul className="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="session" data-current={session.current || undefined}>
            <div className="session-what">
              <strong>{session.device ?? "Unknown device"}</strong>
              {session.current && <span className="session-this">This device</span>}
              <span className="muted">
                {session.place ?? "Unknown place"} · last used <RelativeTime at={session.lastUsedAt} />
              </span>
            </div>
            {!session.current && (
              <button
                type="button"
                className="button"
                onClick={() => end(session)}
                disabled={busy !== null}
                aria-busy={busy === session.id}
                aria-label={`End the session on ${session.device ?? "an unknown device"}`}
              >
                {busy === session.id ? "Ending..." : "End session"}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="settings-empty">You are signed in on this device only.</p>
      ) : (
        <button type="button" className="button" onClick={endOthers} disabled={busy !== null} aria-busy={busy === "others"}>
          {busy === "others" ? "Signing out..." : "Sign out all other sessions"}
        </button>
      )}
    </div>
  );
}
