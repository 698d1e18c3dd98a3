import { load } from "./load.ts";
import type { Location } from "./path.ts";
import { isRouteErrorResponse, type RouterContextProvider } from "./responses.ts";
import { routesToLoad } from "./revalidation.ts";
import { idle, placeOf, type Router, type RouterState } from "./router.ts";
import { dataRoutes, type RouteDefinition } from "./routes.ts";

/** A page the server renders: its status, and a router that stays on it for `RouterProvider`. */
export interface ServerPage {
  status: number;
  /** The place, the matched routes, their data and errors: what the browser's router starts from. */
  state: RouterState;
  router: Router;
}

/**
 * The same router on the server: a request's place matched, its middleware and loaders run as the browser
 * runs them on arriving somewhere (load.ts), and the result rendered by the same `RouterProvider`, so the
 * browser hydrates its own markup. A redirect (a guard's, a loader's) comes back as the Response it is.
 */
export function createServerRouter(definitions: RouteDefinition[]) {
  const routes = dataRoutes(definitions);
  return async function query(request: Request, context: RouterContextProvider): Promise<Response | ServerPage> {
    const url = new URL(request.url);
    const location: Location = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: "default",
    };
    const { matches, errors } = placeOf(routes, location);
    // Loaded as the browser loads a place it has no data for: every route with a loader, middleware or chunk.
    const arriving = { location, matches: [], loaderData: {} };
    const loaded = errors
      ? { loaderData: {}, errors }
      : await load(matches, routesToLoad(arriving, location, matches, { revalidate: false }), request, context);
    if ("redirect" in loaded) return loaded.redirect;
    const state: RouterState = {
      historyAction: "POP",
      location,
      matches,
      loaderData: loaded.loaderData,
      errors: loaded.errors,
      navigation: idle,
      revalidation: "idle",
    };
    return { status: statusOf(loaded.errors), state, router: staticRouter(state) };
  };
}

/** React Router's status for a page: the first error's (500 for one that is not an error answer), else 200. */
function statusOf(errors: Record<string, unknown> | null): number {
  const first = errors ? Object.values(errors)[0] : undefined;
  if (first === undefined) return 200;
  return isRouteErrorResponse(first) ? first.status : 500;
}

/** A router that never moves: nothing is clicked on the server. */
function staticRouter(state: RouterState): Router {
  const still = () => Promise.reject(new Error("The server's router does not navigate"));
  return { state, subscribe: () => () => {}, navigate: still, revalidate: still };
}
