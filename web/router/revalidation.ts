import type { Path } from "./path.ts";
import type { DataRouteMatch } from "./routes.ts";

interface Loaded {
  location: Path;
  matches: DataRouteMatch[];
  loaderData: Record<string, unknown>;
}

interface Reasons {
  /** A revalidation is due (`revalidate()`): every loader runs again. */
  revalidate: boolean;
  /** The navigation's own say for routes that stay (`navigate(to, { defaultShouldRevalidate })`). */
  defaultShouldRevalidate?: boolean;
}

/**
 * Which of `matches` (the routes of `next`) run their loader, as React Router decides. A lazy route, or a
 * route new at its level or without data, always does. A route that stays does when the navigation says
 * so, when a revalidation is due, when the address stays the same (following a link to the page itself)
 * or its search changes, or when the route now matches another part of the path.
 */
export function routesToLoad(current: Loaded, next: Path, matches: DataRouteMatch[], reasons: Reasons): boolean[] {
  const samePlace = current.location.pathname + current.location.search === next.pathname + next.search;
  const searchChanged = current.location.search !== next.search;
  return matches.map((match, index) => {
    const { route } = match;
    if (route.lazy) return true;
    if (!route.loader && !route.middleware?.length) return false;
    const before = current.matches[index];
    if (!before || before.route.id !== route.id || !Object.hasOwn(current.loaderData, route.id)) return true;
    return (
      reasons.defaultShouldRevalidate ?? (reasons.revalidate || samePlace || searchChanged || movedOn(before, match))
    );
  });
}

/** The same route matching another part of the address: another path, or another rest under a splat. */
function movedOn(before: DataRouteMatch, after: DataRouteMatch): boolean {
  return (
    before.pathname !== after.pathname ||
    (before.route.path?.endsWith("*") === true && before.params["*"] !== after.params["*"])
  );
}
