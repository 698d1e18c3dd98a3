import { createContext as createReactContext, useContext } from "react";
import { createContext, type RouterContextProvider } from "../router/index.ts";
import type { Api } from "../../shared/api/endpoint.ts";

/** The loaders' way to reach the Api for this request (server) or this tab (browser). */
export const apiContext = createContext<Api>();

export function apiOf(context: Readonly<RouterContextProvider>): Api {
  return context.get(apiContext);
}

/** The same Api for components that load their own data while rendering (see Deferred). */
export const ApiProvider = createReactContext<Api | null>(null);

export function useApi(): Api {
  const api = useContext(ApiProvider);
  if (!api) throw new Error("ApiProvider is missing");
  return api;
}
