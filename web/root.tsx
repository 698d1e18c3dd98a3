import { useEffect, type ReactNode } from "react";
import {
  Outlet,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from "./router/index.ts";
import { Document } from "./document.tsx";
import { rememberShell, shellOf, useShell } from "./auth/guards.ts";
import "./styles/global.css";
import { FaviconRotator } from "./components/FaviconRotator.tsx";
import { Toasts } from "./components/Toasts.tsx";
import { VersionFetcher } from "./components/VersionFetcher.tsx";
import { SignedInNavigation } from "./components/navigation/SignedInNavigation.tsx";
import { ConnectionBanner } from "./components/ConnectionBanner.tsx";
import { PageNotLoaded } from "./components/PageNotLoaded.tsx";
import { isNetworkFailure } from "./api/networkFailure.ts";

export async function rootLoader({ context }: LoaderFunctionArgs) {
  return shellOf(context);
}

/** The shell around every page: skip link, (signed-in) navigation, the page, toasts and headless helpers. */
export function Root() {
  const shell = useShell();
  useEffect(() => rememberShell(shell), [shell]);
  return <Shell page={<Outlet />} />;
}

function Shell({ page }: { page: ReactNode }) {
  return (
    <Document>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SignedInNavigation />
      <ConnectionBanner />
      {page}
      <Toasts />
      <FaviconRotator />
      <VersionFetcher />
    </Document>
  );
}

/**
 * Renders a whole document for errors at any depth, so a 404 or 500 page is a real page. A page that could
 * not load because the server was out of reach keeps the shell (navigation, banner) and says so in its place.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData("root");
  if (shell && isNetworkFailure(error)) return <Shell page={<PageNotLoaded />} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = notFound ? "Page not found" : forbidden ? "Not allowed" : "Something went wrong";
  const text = notFound
    ? "The page you are looking for does not exist or has moved."
    : forbidden
      ? "You are not allowed to see this page."
      : "An unexpected error happened on our side. Please try again in a moment.";
  return (
    <Document>
      <title>{`${title} · Virtual Worlds`}</title>
      <main className="error-page" id="main">
        <h1>{title}</h1>
        <p>{text}</p>
        <a className="button" href="/">
          Go to the home page
        </a>
      </main>
    </Document>
  );
}
