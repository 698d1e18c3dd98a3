/**
 * The browser's router: what the browser build (src/build.ts) loads for `react-router` and
 * `react-router/dom`, so the screens keep their imports and their types while the server renders with
 * React Router itself. It implements the part of React Router's API the web code uses, and behaves as
 * React Router does there (docs/architecture.md, "How a request flows"); anything else is missing on purpose, and the
 * build fails on an import of it.
 */
export { createBrowserRouter } from "./router.ts";
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
export { createContext, data, ErrorResponseImpl as UNSAFE_ErrorResponseImpl, isRouteErrorResponse, redirect, RouterContextProvider } from "./responses.ts";
