import { createContext, type ReactNode } from "react";
import type { Router, RouterState } from "./router.ts";
import type { DataRouteMatch } from "./routes.ts";

export const RouterInstance = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);

/** The route being rendered: its match, the matches down to it, and what its `<Outlet />` shows. */
export interface RouteContextValue {
  match?: DataRouteMatch;
  matches: DataRouteMatch[];
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({ matches: [], outlet: null });

/** The error an error boundary shows (what `useRouteError` returns there). */
export const RouteErrorContext = createContext<unknown>(undefined);
