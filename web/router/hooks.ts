import { useCallback, useContext, useMemo } from "react";
import { RouteContext, RouteErrorContext, RouterInstance, RouterStateContext } from "./contexts.ts";
import type { Location } from "./path.ts";
import type { DataWithResponseInit } from "./responses.ts";
import type { NavigateOptions, Navigation, Router, RouterState } from "./router.ts";

export function useRouter(): Router {
  const router = useContext(RouterInstance);
  if (!router) throw new Error("This needs the router (RouterProvider)");
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error("This needs the router (RouterProvider)");
  return state;
}

function useRouteId(): string {
  const { match } = useContext(RouteContext);
  if (!match) throw new Error("This needs a route");
  return match.route.id;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigation(): Navigation {
  return useRouterState().navigation;
}

/** The dynamic segments of the whole match (a layout sees its children's too, as with React Router). */
export function useParams(): Record<string, string | undefined> {
  return useContext(RouteContext).match?.params ?? {};
}

/**
 * What a loader gave, its promise settled and `data(value)` unwrapped: `useLoaderData<typeof loader>()`
 * types it as React Router's does.
 */
export type LoaderValue<T> = T extends (...args: never[]) => infer R ? Unwrapped<Awaited<R>> : T;
type Unwrapped<V> = V extends DataWithResponseInit<infer D> ? D : V;

export function useLoaderData<T = unknown>(): LoaderValue<T> {
  const id = useRouteId();
  return useRouterState().loaderData[id] as LoaderValue<T>;
}

export function useRouteLoaderData<T = unknown>(routeId: string): LoaderValue<T> | undefined {
  return useRouterState().loaderData[routeId] as LoaderValue<T> | undefined;
}

export function useRouteError(): unknown {
  const shown = useContext(RouteErrorContext);
  const { errors } = useRouterState();
  const id = useRouteId();
  return shown !== undefined ? shown : errors?.[id];
}

export function useMatches() {
  const { matches, loaderData } = useRouterState();
  return useMemo(
    () =>
      matches.map(({ route, pathname, params }) => ({
        id: route.id,
        pathname,
        params,
        loaderData: loaderData[route.id],
        handle: route.handle,
      })),
    [matches, loaderData],
  );
}

/** `navigate(to, options)` or `navigate(-1)`; the promise settles once the new place is shown. */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

export function useRevalidator() {
  const router = useRouter();
  const { revalidation } = useRouterState();
  const revalidate = useCallback(() => router.revalidate(), [router]);
  return useMemo(() => ({ revalidate, state: revalidation }), [revalidate, revalidation]);
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The address's search, and a way to change it (a navigation to the same path with the new search). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => Promise<void>] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => navigate("?" + new URLSearchParams(next), options),
    [navigate],
  );
  return [params, setParams];
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}
