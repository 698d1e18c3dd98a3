import { createPath, type Location, type Path } from "./path.ts";

/** The browser's session history as the router uses it; tests give the router one in memory. */
export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back, forward, or a fragment followed: the browser has already moved to `location`. */
  listen(moved: (location: Location) => void): void;
  /** The absolute URL of `path` on this site, as loaders' requests carry it. */
  url(path: Path): string;
}

/**
 * The window's history, each entry's state written as React Router writes it (`usr`, `key`, `idx`): `idx`
 * counts the entries this tab has pushed, which the play page reads to tell whether Back stays on the site.
 */
export function browserHistory(): History {
  const history = window.history;
  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, "");
  const write = (how: "pushState" | "replaceState", location: Location, idx: number) =>
    history[how]({ usr: location.state, key: location.key, idx }, "", createPath(location));
  return {
    get location() {
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: history.state?.usr ?? null, key: history.state?.key ?? "default" };
    },
    push: (location) => write("pushState", location, (history.state?.idx ?? 0) + 1),
    replace: (location) => write("replaceState", location, history.state?.idx ?? 0),
    go: (delta) => history.go(delta),
    listen(moved) {
      window.addEventListener("popstate", () => moved(this.location));
    },
    url: (path) => new URL(createPath(path), window.location.origin).href,
  };
}
