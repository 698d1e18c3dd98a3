import { useEffect, useId, useState } from "react";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import {
  endOtherSessions,
  endSession,
  listSessions,
  type Reauthentication,
  type SessionView,
} from "../../../shared/api/sessions.ts";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { Field } from "../../components/Field.tsx";
import { notify } from "../../components/toast.ts";

type Loaded =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "loaded"; sessions: SessionView[]; reauthentication: Reauthentication };

/**
 * Where the person is signed in: each session's device, coarse place and last use, this device marked, and
 * a way to end any other one, or all of them at once, once the password is typed again (a Google account:
 * after a recent sign-in). Loaded in the browser, not with the page: the page is cached rendered (src/cache/http),
 * and the sessions change with every sign-in anywhere.
 */
export function SessionsList() {
  const passwordId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [busy, setBusy] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setLoaded({ state: "loading" });
    try {
      setLoaded({ state: "loaded", ...(await call(listSessions)) });
    } catch {
      setLoaded({ state: "failed" });
    }
  }

  useEffect(() => {
    void load();
  }, []);

  if (loaded.state === "loading")
    return (
      <p className="muted" role="status">
        Loading your sessions...
      </p>
    );
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

  const { sessions, reauthentication } = loaded;
  const others = sessions.filter((s) => !s.current);
  const needsPassword = reauthentication === "password";

  /** Ends one session or all others; the server's own words when it refuses (wrong password, sign in again). */
  async function ending(which: string, run: (body: { password?: string }) => Promise<string>, failure: string) {
    if (needsPassword && !password) {
      setError("Please enter your password to end sessions.");
      return document.getElementById(passwordId)?.focus();
    }
    setBusy(which);
    setError(null);
    try {
      notify.success(await run(needsPassword ? { password } : {}));
      setPassword("");
      setBusy(null);
      await load();
    } catch (e) {
      const reason =
        e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 404 ? e.message : failure;
      setError(reason);
      notify.error(reason);
      setBusy(null);
      if (e instanceof ApiError && e.status === 404) await load();
    }
  }

  const end = (session: SessionView) =>
    ending(
      session.id,
      async (body) => {
        await call(endSession, { params: { id: session.id }, body });
        return "The session has ended.";
      },
      "Could not end the session. Please try again.",
    );

  const endOthers = () =>
    ending(
      "others",
      async (body) => {
        const { ended } = await call(endOtherSessions, { query: { others: "1" }, body });
        return ended === 1 ? "1 other session has ended." : `${ended} other sessions have ended.`;
      },
      "Could not end the other sessions. Please try again.",
    );

  return (
    <div className="sessions-list">
      {others.length > 0 && needsPassword && (
        <div className="settings-form">
          <Field
            id={passwordId}
            label="Your password"
            hint="Needed to end a session."
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      )}
      {others.length > 0 && !needsPassword && (
        <p className="muted">Ending a session needs a sign-in on this device in the last ten minutes.</p>
      )}
      {error && (
        <p className="settings-error" role="alert">
          {error}
        </p>
      )}
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
                aria-label={`End session on ${session.device ?? "Unknown device"}`}
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
        <button
          type="button"
          className="button"
          onClick={endOthers}
          disabled={busy !== null}
          aria-busy={busy === "others"}
        >
          {busy === "others" ? "Signing out..." : "Sign out all other sessions"}
        </button>
      )}
    </div>
  );
}
