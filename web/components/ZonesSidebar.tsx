import { useEffect, useId, useState } from "react";
import { PathLink } from "./PathLink.tsx";
import { builtinZones, zonesMatching, zonesTitle } from "../../shared/zones.ts";
import { listZones } from "../../shared/api/zones.ts";
import { call } from "../api/http.ts";
import { listen, type ChannelEvent } from "../realtime/channel.ts";
import "./ZonesSidebar.css";

interface SidebarZone {
  name: string;
  path: string;
}

/**
 * Desktop only (hidden at 768 px or less): the zones beside the feed (the built-in ones, then the created
 * ones the visitor may enter), a box that filters them by name as one types, and the way to create a zone.
 */
export function ZonesSidebar() {
  const [query, setQuery] = useState("");
  const titleId = useId();
  const created = useEnterableCreatedZones();
  const zones = zonesMatching<SidebarZone>(query, [...builtinZones, ...created]);
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
      <PathLink to="/create-zones" className="button primary zones-sidebar-create">
        Create Zones
      </PathLink>
      {zones.length === 0 ? (
        <p className="muted zones-sidebar-none" role="status">
          No zones match “{query.trim()}”.
        </p>
      ) : (
        <ul className="zones-sidebar-list">
          {zones.map((zone) => (
            <li key={zone.path}>
              <PathLink to={zone.path}>
                <span className="zones-sidebar-dot" aria-hidden="true" />
                {zone.name}
              </PathLink>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/**
 * The created zones the visitor may enter, asked for once the page is in the browser (the feed's own
 * loading does not wait for them) and again when their access changes or a friend opens one.
 */
function useEnterableCreatedZones(): SidebarZone[] {
  const [zones, setZones] = useState<SidebarZone[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      call(listZones).then(
        (all) =>
          live &&
          setZones(all.filter((zone) => !zone.builtin && zone.mayEnter).map(({ name, path }) => ({ name, path }))),
        () => undefined,
      );
    void load();
    const reloadOn: ChannelEvent[] = ["zone-access", "zone-opened", "open"];
    const stops = reloadOn.map((event) => listen(event, () => void load()));
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, []);
  return zones;
}
