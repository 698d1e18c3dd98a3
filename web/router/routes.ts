import type { ComponentType } from "react";
import type { Params, RouteMatch } from "./match.ts";
import type { RouterContextProvider } from "./responses.ts";

export interface DataFunctionArgs {
  request: Request;
  params: Params;
  context: RouterContextProvider;
}

export type Loader = (args: DataFunctionArgs) => unknown;
/** Runs around the loaders of a navigation; `next` runs the rest (called for it when a middleware does not). */
export type Middleware = (args: DataFunctionArgs, next: () => Promise<unknown>) => unknown;

/** The parts of React Router's route objects this router reads. */
export interface RouteDefinition {
  id?: string;
  path?: string;
  index?: boolean;
  children?: RouteDefinition[];
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  loader?: Loader;
  middleware?: Middleware[];
  /** The rest of the route, from its own chunk: resolved before its loader runs and before it renders. */
  lazy?: () => Promise<Partial<RouteDefinition>>;
  handle?: unknown;
}

export interface DataRoute extends RouteDefinition {
  id: string;
  children?: DataRoute[];
}

export type DataRouteMatch = RouteMatch<DataRoute>;

/**
 * The table as the router keeps it: copies, each with its id, which is the route's own or its position
 * (`0-6-1`), as React Router numbers them, so the server's hydration data finds every route.
 */
export function dataRoutes(routes: readonly RouteDefinition[], parentPath: string[] = []): DataRoute[] {
  return routes.map((route, index) => {
    const treePath = [...parentPath, String(index)];
    const children = route.children && dataRoutes(route.children, treePath);
    return { ...route, id: route.id ?? treePath.join("-"), children };
  });
}

const resolving = new WeakMap<DataRoute, Promise<void>>();

/** A lazy route's chunk, loaded once however many navigations ask: its properties join the route. */
export function resolveLazy(route: DataRoute): Promise<void> {
  if (!route.lazy) return Promise.resolve();
  let resolved = resolving.get(route);
  if (!resolved) {
    resolved = route.lazy().then(
      (loaded) => void Object.assign(route, loaded, { lazy: undefined }),
      (error) => {
        // A chunk that failed to arrive (the network) is asked for again by the next navigation.
        resolving.delete(route);
        throw error;
      },
    );
    resolving.set(route, resolved);
  }
  return resolved;
}

/** The deepest route at or above `index` with an error boundary: where an error there is shown. */
export function boundaryOf(matches: DataRouteMatch[], index: number): DataRouteMatch {
  for (let i = index; i >= 0; i--) if (matches[i]!.route.ErrorBoundary) return matches[i]!;
  return matches[0]!;
}
