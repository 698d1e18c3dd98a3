import { useId, useState } from "react";
import { Link } from "react-router";
import { builtinZones, zonesMatching, zonesTitle } from "../../shared/zones.ts";
import "./ZonesSidebar.css";

/**
 * Desktop only (hidden at 768 px or less): the zones beside the feed, a box that filters them by name as
 * one types, and the way to create a zone.
 */
export function ZonesSidebar() {
  const [query, setQuery] = useState("");
  const titleId = useId();
  const zones = zonesMatching(query, builtinZones);
  return (
    <aside className="zones-sidebar" aria-labelledby={titleId}>
      <h2 id={titleId}>{zonesTitle}</h2>
      <input
        type="search"
        className="zones-sidebar-search"
        placeholder="Search zones..."
        aria-label="Search zones"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <Link to="/create-zones" className="button primary zones-sidebar-create">
        Create Zones
      </Link>
      {zones.length === 0 ? (
        <p className="muted zones-sidebar-none" role="status">
          No zones match “{query.trim()}”.
        </p>
      ) : (
        <ul className="zones-sidebar-list">
          {zones.map((zone) => (
            <li key={zone.slug}>
              <Link to={zone.path}>
                <span className="zones-sidebar-dot" aria-hidden="true" />
                {zone.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
