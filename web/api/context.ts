import { createContext, type RouterContextProvider } from "react-router";
import type { Api } from "./types.ts";

/** The loaders' way to reach the Api for this request (server) or this tab (browser). */
export const apiContext = createContext<Api>();

export function apiOf(context: Readonly<RouterContextProvider>): Api {
  return context.get(apiContext);
}
