import { useEffect, useId, useRef, useState } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { listZones, type Zone } from "../../../shared/api/zones.ts";
import { zonesMatching, zonesTitle } from "../../../shared/zones.ts";
import { apiOf } from "../../api/context.ts";
import { useMoreZones } from "./useMoreZones.ts";
import "./ZonesPage.css";

export async function loader({ context }: LoaderFunctionArgs): Promise<Zone[]> {
  return apiOf(context).call(listZones);
}

/**
 * /zones: every zone the visitor may enter, built-in and created, filtered by name; the way to create one.
 * The built-in ones and one's own come whole; others' zones a page at a time ("More zones").
 */
export function Component() {
  const { zones, state, loadMore } = useMoreZones(useLoaderData<typeof loader>());
  const [query, setQuery] = useState("");
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const shown = zonesMatching(query, zones);
  // Keyboard users go on from the first zone the page added, where their reading left off (once it is drawn).
  const [focusPath, setFocusPath] = useState<string | null>(null);
  useEffect(() => {
    if (!focusPath) return;
    list.current?.querySelector<HTMLAnchorElement>(`a[href="${CSS.escape(focusPath)}"]`)?.focus();
    setFocusPath(null);
  }, [focusPath]);
  async function showMore() {
    const [firstAdded] = await loadMore();
    if (firstAdded) setFocusPath(firstAdded.path);
  }
  return (
    <main id="main" className="page zones-page">
      <title>{`${zonesTitle} · Virtual Worlds`}</title>
      <header className="zones-page-header">
        <h1>{zonesTitle}</h1>
        <input
          type="search"
          className="zones-page-search"
          placeholder="Search zones..."
          aria-label="Search zones"
          aria-controls={listId}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Link to="/create-zones" className="button primary">
          Create Zones
        </Link>
      </header>
      {shown.length === 0 && (
        <p className="muted" role="status">
          No zones match “{query.trim()}”.
        </p>
      )}
      <ul id={listId} ref={list} className="zones-grid">
        {shown.map((zone) => (
          <li key={zone.path}>
            <Link to={zone.path} className="zone-card">
              <span className={`zone-card-picture zone-picture-${zone.scene}`} aria-hidden="true" />
              <span className="zone-card-name">{zone.name}</span>
              <span className="zone-card-about muted">
                {zone.builtin
                  ? "Built-in world"
                  : `${capitalised(zone.mode)} · by ${zone.owner ?? "someone"}${zone.mayEnter ? "" : " · ask to enter"}`}
              </span>
              {zone.people > 0 && (
                <span className="zone-card-people">
                  {zone.people === 1 ? "1 person inside" : `${zone.people} people inside`}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <div className="zones-page-more">
        {state === "idle" && (
          <button type="button" className="button" onClick={showMore}>
            More zones
          </button>
        )}
        {state === "loading" && <p role="status">Loading more zones...</p>}
        {state === "failed" && (
          <p role="alert">
            Could not load more zones.{" "}
            <button type="button" className="button" onClick={showMore}>
              Try again
            </button>
          </p>
        )}
      </div>
    </main>
  );
}

const capitalised = (word: string) => word.slice(0, 1).toUpperCase() + word.slice(1);
