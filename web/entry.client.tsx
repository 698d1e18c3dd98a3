import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  createBrowserRouter,
  ErrorResponseImpl,
  matchRoutes,
  RouterContextProvider,
  RouterProvider,
  type RouteDefinition,
} from "./router/index.ts";
import { routes } from "./routes.tsx";
import { DocumentContext, type DocumentData } from "./document.tsx";
import { apiContext, ApiProvider } from "./api/context.ts";
import { browserApi } from "./api/browser.ts";
import { syncStoredUser } from "./auth/storedLogin.ts";
import { loadNavigation } from "./components/navigation/SignedInNavigation.tsx";
import { landingRouteId } from "./auth/LandingWhenLoggedOut.tsx";
import type { Shell } from "../shared/api/system.ts";

const documentData: DocumentData = JSON.parse(document.getElementById("__app")!.textContent!);

// A lazy route matched at first load must be resolved before hydration, or the router starts uninitialised;
// except, for a visitor, the routes the landing shows in place of (home, games, play): their code is not
// shown, so it waits for the navigation after a sign-in, which resolves them as any navigation does.
async function resolveLazyMatches(table: RouteDefinition[], visitor: boolean) {
  const matched = matchRoutes(table, window.location) ?? [];
  const landing = matched.findIndex(({ route }) => route.id === landingRouteId);
  const matches = visitor && landing >= 0 ? matched.slice(0, landing + 1) : matched;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Errors travel as JSON; a route error answer must become an ErrorResponse again for isRouteErrorResponse. */
function reviveErrors(errors: Record<string, any> | null | undefined) {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      e?.__type === "RouteErrorResponse"
        ? new ErrorResponseImpl(e.status, e.statusText, e.data)
        : Object.assign(new Error(e?.message), e),
    ]),
  );
}

// Who the server rendered this page for, known before any screen calls the API: a page held only by its
// cookie (a fresh tab, cleared storage) renews its access token before its first call instead of after a 401.
const shellRendered = documentData.hydration?.loaderData?.root as Shell | undefined;
if (shellRendered) syncStoredUser(shellRendered.user);

// The navigation's chunk is preloaded with the page's: with its module here, hydration finds the server's
// navigation in place instead of suspending on it.
// (Should it fail, hydration shows it lazily, as after a login, rather than not at all.)
await Promise.all([
  resolveLazyMatches(routes, !shellRendered?.user),
  shellRendered?.user ? loadNavigation().catch(() => {}) : undefined,
]);
const router = createBrowserRouter(routes, {
  hydrationData: { ...documentData.hydration, errors: reviveErrors(documentData.hydration?.errors) },
  getContext() {
    const context = new RouterContextProvider();
    context.set(apiContext, browserApi);
    return context;
  },
});

// Hydrated as a transition, so React works in slices of a few milliseconds and yields between them instead
// of holding the main thread for the whole page at once (a phone's total blocking time; the page is already
// painted from the server's markup, so nothing waits for it). A tap before it ends hydrates its part first.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <DocumentContext value={documentData}>
        <ApiProvider value={browserApi}>
          <RouterProvider router={router} />
        </ApiProvider>
      </DocumentContext>
    </StrictMode>,
  );
});
