import { isRouteErrorResponse, Link, useLocation, useRouteError } from "../router/index.ts";
import { useShell } from "./guards.ts";
import { loginFor } from "./guards.ts";
import "./NotAllowed.css";

/**
 * The admin pages' answer to everyone else (403): said plainly, inside the shell, with the way on. Any
 * other error goes on to the root's error page.
 */
export function NotAllowed() {
  const error = useRouteError();
  const { user } = useShell();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <main id="main" className="not-allowed">
      <title>Not allowed · Virtual Worlds</title>
      <h1>Not allowed</h1>
      <p>This page is only for administrators.</p>
      {user ? (
        <Link className="button" to="/">
          Go to the home page
        </Link>
      ) : (
        <Link className="button primary" to={loginFor(location.pathname + location.search)}>
          Log in as an administrator
        </Link>
      )}
    </main>
  );
}
