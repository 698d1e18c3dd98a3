import { useEffect, useState } from "react";
import { call } from "../../api/http.ts";
import { blockLists, type BlockLists } from "../../../shared/api/blocks.ts";
import type { UserSummary } from "../../../shared/api/users.ts";
import { PathLink } from "../../components/PathLink.tsx";
import { useBlockChange } from "./useBlockChange.ts";
import "./Blocks.css";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; lists: BlockLists };

/**
 * Settings' "Blocked and muted": whom the person blocked and muted, each undoable here. Loaded in the browser,
 * not with the page, which is cached rendered (src/cache/http).
 */
export function BlockedList() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [busy, setBusy] = useState<string | null>(null);
  const changeBlock = useBlockChange();

  async function load() {
    setLoaded({ state: "loading" });
    try {
      setLoaded({ state: "loaded", lists: await call(blockLists) });
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
        Loading...
      </p>
    );
  if (loaded.state === "failed")
    return (
      <div>
        <p className="settings-error" role="alert">
          Could not load whom you blocked and muted.
        </p>
        <button type="button" className="button" onClick={load}>
          Try again
        </button>
      </div>
    );

  async function undo(what: "unblock" | "unmute", person: UserSummary) {
    setBusy(`${what}:${person.id}`);
    if (await changeBlock(what, person.username)) await load();
    setBusy(null);
  }

  const list = (title: string, people: UserSummary[], what: "unblock" | "unmute", none: string) => (
    <div className="blocked-group">
      <h3>{title}</h3>
      {people.length === 0 ? (
        <p className="muted">{none}</p>
      ) : (
        <ul className="blocked-list" aria-label={title}>
          {people.map((person) => (
            <li key={person.id}>
              <PathLink to={`/user/${encodeURIComponent(person.username)}`}>@{person.username}</PathLink>
              <button
                type="button"
                className="button small"
                disabled={busy !== null}
                aria-label={`${what === "unblock" ? "Unblock" : "Unmute"} @${person.username}`}
                onClick={() => undo(what, person)}
              >
                {what === "unblock" ? "Unblock" : "Unmute"}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <div className="blocked-lists">
      {list("Blocked", loaded.lists.blocked, "unblock", "You have not blocked anyone.")}
      {list("Muted", loaded.lists.muted, "unmute", "You have not muted anyone.")}
    </div>
  );
}
