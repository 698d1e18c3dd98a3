import { data, type RouteObject } from "react-router";
import { Root, RootErrorBoundary, rootLoader } from "./root.tsx";
import { HomePage } from "./screens/landing/HomePage.tsx";
import { lazyRoute } from "./lazy.ts";

/** The one route table, used by server rendering and by the browser alike. */
export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: rootLoader,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { index: true, Component: HomePage },
      { path: "about", ...lazyRoute("screens/info/AboutPage", () => import("./screens/info/AboutPage.tsx")) },
      {
        path: "*",
        loader: () => {
          throw data("Not found", { status: 404 });
        },
      },
    ],
  },
];
