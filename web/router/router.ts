import { browserHistory, type History } from "./history.ts";
import { load, type Loaded } from "./load.ts";
import { matchRoutes } from "./match.ts";
import { createPath, encodedPath, resolveTo, type Location, type Path } from "./path.ts";
import { ErrorResponseImpl, RouterContextProvider } from "./responses.ts";
import { routesToLoad } from "./revalidation.ts";
import { dataRoutes, type DataRoute, type DataRouteMatch, type RouteDefinition } from "./routes.ts";

export type HistoryAction = "POP" | "PUSH" | "REPLACE";

/** `useNavigation()`: idle, or loading the data of the place it is going to. */
export type Navigation = { state: "idle"; location?: undefined } | { state: "loading"; location: Location };

export interface RouterState {
  historyAction: HistoryAction;
  location: Location;
  matches: DataRouteMatch[];
  loaderData: Record<string, unknown>;
  /** By the id of the route whose error boundary shows each. */
  errors: Record<string, unknown> | null;
  navigation: Navigation;
  revalidation: "idle" | "loading";
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted as React Router accepts it; scrolling is left to the browser, as it was with React Router. */
  preventScrollReset?: boolean;
  defaultShouldRevalidate?: boolean;
}

export interface HydrationState {
  loaderData?: Record<string, unknown>;
  errors?: Record<string, unknown> | null;
}

export interface RouterOptions {
  hydrationData?: HydrationState;
  /** The values of one navigation's loaders and middleware: asked anew for each navigation. */
  getContext?: () => RouterContextProvider;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  revalidate(): Promise<void>;
}

export const idle: Navigation = { state: "idle" };

interface Start {
  replace?: boolean;
  defaultShouldRevalidate?: boolean;
  /** `revalidate()` while nothing else loads: the address and the navigation state stay as they are. */
  inPlace?: boolean;
}

/** React Router's `createBrowserRouter`, for the subset of it this app uses. */
export function createBrowserRouter(routes: RouteDefinition[], options: RouterOptions = {}): Router {
  return createRouter(routes, browserHistory(), options);
}

/**
 * A data router over `history`: it starts from the server's data (`hydrationData`) and, on each navigation,
 * loads the new place's data before it shows it (and only then writes the address), as React Router's does.
 */
export function createRouter(
  definitions: RouteDefinition[],
  history: History,
  { hydrationData, getContext }: RouterOptions = {},
): Router {
  const routes = dataRoutes(definitions);
  const initial = placeOf(routes, history.location);
  let state: RouterState = {
    historyAction: "POP",
    location: history.location,
    matches: initial.matches,
    loaderData: hydrationData?.loaderData ?? {},
    errors: hydrationData?.errors ?? initial.errors,
    navigation: idle,
    revalidation: "idle",
  };
  const listeners = new Set<(state: RouterState) => void>();
  // The navigation under way: a newer one aborts it, its loaders' requests with it.
  let pending: { controller: AbortController; action: HistoryAction; location: Location } | null = null;
  let revalidationDue = false;
  // `navigate(-1)` and `revalidate()` promises: kept until a navigation completes.
  let waiting: (() => void)[] = [];

  function update(changes: Partial<RouterState>) {
    state = { ...state, ...changes };
    listeners.forEach((listener) => listener(state));
  }

  async function start(action: HistoryAction, location: Location, how: Start = {}): Promise<void> {
    pending?.controller.abort();
    const controller = new AbortController();
    pending = { controller, action, location };
    const { matches, errors } = placeOf(routes, location);
    if (!revalidationDue && onlyTheHashMoved(state.location, location))
      return complete(action, location, matches, null, how);
    const shouldLoad = routesToLoad(state, location, matches, {
      revalidate: revalidationDue,
      defaultShouldRevalidate: how.defaultShouldRevalidate,
    });
    if (errors || (!shouldLoad.includes(true) && !matches.some((m) => m.route.middleware?.length))) {
      return complete(action, location, matches, { loaderData: {}, errors, answered: new Set() }, how);
    }
    if (!how.inPlace) update({ navigation: { state: "loading", location } });
    const request = new Request(history.url({ ...location, hash: "" }), { signal: controller.signal });
    const loaded = await load(matches, shouldLoad, request, getContext?.() ?? new RouterContextProvider());
    if (controller.signal.aborted) return;
    if ("redirect" in loaded) return follow(loaded.redirect, how.replace === true);
    complete(action, location, matches, loaded, how);
  }

  /** A loader's or a guard's redirect: a path of this site (guards keep `next` on it), loaded in its turn. */
  function follow(response: Response, replace: boolean): Promise<void> {
    const url = new URL(response.headers.get("Location")!, history.url(state.location));
    return start(replace ? "REPLACE" : "PUSH", {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: newKey(),
    });
  }

  /** The place shown, with what was loaded for it (nothing, when only the hash moved), and the address written. */
  function complete(
    action: HistoryAction,
    location: Location,
    matches: DataRouteMatch[],
    loaded: Loaded | null,
    how: Start,
  ) {
    pending = null;
    revalidationDue = false;
    if (!how.inPlace && action === "PUSH") history.push(location);
    if (!how.inPlace && action === "REPLACE") history.replace(location);
    const data = loaded && { loaderData: mergeLoaderData(state.loaderData, loaded, matches), errors: loaded.errors };
    const settled = waiting;
    waiting = [];
    update({ ...data, matches, historyAction: action, location, navigation: idle, revalidation: "idle" });
    settled.forEach((resolve) => resolve());
  }

  function nextCompletion(): Promise<void> {
    return new Promise((resolve) => waiting.push(resolve));
  }

  history.listen((location) => void start("POP", location));

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === "number") {
        const done = nextCompletion();
        history.go(to);
        return done;
      }
      const path = encodedPath(createPath(resolveTo(to, state.location.pathname)));
      const location = { ...path, state: options.state ?? null, key: newKey() };
      await start(options.replace ? "REPLACE" : "PUSH", location, options);
    },
    revalidate() {
      const done = nextCompletion();
      revalidationDue = true;
      update({ revalidation: "loading" });
      // During a navigation, that navigation starts again and loads everything; otherwise this place reloads.
      if (pending) void start(pending.action, pending.location);
      else void start(state.historyAction, state.location, { inPlace: true });
      return done;
    },
  };
}

/** The matches of `location`; none matching is a 404 shown by the root's error boundary, as React Router does. */
export function placeOf(
  routes: DataRoute[],
  location: Path,
): { matches: DataRouteMatch[]; errors: Record<string, unknown> | null } {
  const matches = matchRoutes(routes, location);
  if (matches) return { matches, errors: null };
  const root = routes[0]!;
  const notFound = new ErrorResponseImpl(
    404,
    "Not Found",
    new Error(`No route matches URL "${location.pathname}"`),
    true,
  );
  return { matches: [{ route: root, params: {}, pathname: "", pathnameBase: "" }], errors: { [root.id]: notFound } };
}

/** React Router's rule for a move within the page: same path and search, and a hash that is new or kept. */
function onlyTheHashMoved(from: Path, to: Path): boolean {
  if (from.pathname !== to.pathname || from.search !== to.search) return false;
  return from.hash === "" ? to.hash !== "" : from.hash === to.hash || to.hash !== "";
}

/**
 * The new data, and the earlier data of the routes that stay without loading again (down to the route
 * whose error boundary now shows an error); routes no longer matched lose theirs.
 */
function mergeLoaderData(
  before: Record<string, unknown>,
  { loaderData, answered, errors }: Loaded,
  matches: DataRouteMatch[],
): Record<string, unknown> {
  const merged = { ...loaderData };
  for (const { route } of matches) {
    if (!answered.has(route.id) && Object.hasOwn(before, route.id) && route.loader) merged[route.id] = before[route.id];
    if (errors && Object.hasOwn(errors, route.id)) break;
  }
  return merged;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
