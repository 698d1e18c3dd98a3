/**
 * The project's router, the one the screens import, in the browser and on the server alike. It implements
 * the part of React Router's data-router API the web code uses, under React Router's names, and behaves as
 * React Router does there (docs/architecture.md; held to it by parity.test.ts, on the server too,
 * match.test.ts and render.test.tsx, which run React Router itself beside it). Anything else is missing on
 * purpose: an import of it fails the typecheck and the build. It is its own because React Router's data
 * router weighed 29 KB gzip of the 100 a first load may (docs/architecture.md, "Why not React Router").
 */
export { createBrowserRouter, type HydrationState, type Router, type RouterState } from "./router.ts";
export { RouterProvider } from "./RouterProvider.tsx";
export { matchRoutes } from "./match.ts";
export { Link, NavLink } from "./Link.tsx";
export {
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from "./hooks.ts";
export {
  createContext,
  data,
  ErrorResponseImpl,
  isRouteErrorResponse,
  redirect,
  RouterContextProvider,
} from "./responses.ts";
/** React Router's names for a loader's arguments and a middleware, which the screens use. */
export type {
  DataFunctionArgs as LoaderFunctionArgs,
  Middleware as MiddlewareFunction,
  RouteDefinition,
} from "./routes.ts";
