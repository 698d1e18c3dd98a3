import {
  createContext,
  data,
  redirect,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "../router/index.ts";
import { apiOf } from "../api/context.ts";
import { shell as shellEndpoint, type Shell } from "../../shared/api/system.ts";
import { safeNext } from "./safeNext.ts";

const shellKey = createContext<Promise<Shell> | null>(null);

/**
 * Who is signed in, asked once per request (server) or navigation (browser) however many guards and
 * loaders want to know. The server's answer is the only one that counts: local storage is never read here.
 * Components read the same answer with `useShell`.
 */
export function shellOf(context: Readonly<RouterContextProvider>): Promise<Shell> {
  let shell = context.get(shellKey);
  if (!shell) {
    shell = apiOf(context).call(shellEndpoint);
    context.set(shellKey, shell);
  }
  return shell;
}

/** Pages only for people who are signed in: visitors go to log in, and come back here afterwards. */
export const requireUser: MiddlewareFunction = async ({ request, context }) => {
  const { user } = await shellOf(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginFor(url.pathname + url.search));
  }
};

/**
 * Pages only for admins: everyone else, visitors included, gets the "not allowed" page (403). A loader, not
 * middleware, so the root's shell is loaded alongside and the page shows inside it.
 */
export async function requireAdmin({ context }: LoaderFunctionArgs) {
  const { user } = await shellOf(context);
  if (!user?.is_admin) throw data("Not allowed", { status: 403 });
  return null;
}

/** Login and sign-up: someone already signed in goes on to where they were headed, or home. */
export const guestOnly: MiddlewareFunction = async ({ request, context }) => {
  const { user } = await shellOf(context);
  if (user) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
};

/** The login screen, set to come back to `path` afterwards. */
export function loginFor(path: string): string {
  return withNext("/login", path);
}

/** `screen` (login or sign-up) carrying where to go afterwards, unless that is simply home. */
export function withNext(screen: string, next: string): string {
  return next === "/" ? screen : `${screen}?next=${encodeURIComponent(next)}`;
}

/**
 * The route properties of a guarded group. The empty loader gives the group an entry in the server's data:
 * a route with middleware and no data would otherwise run again while the browser hydrates, showing nothing.
 */
export function guarded(middleware: MiddlewareFunction) {
  return { middleware: [middleware], loader: () => null };
}

/** The root route's shell: who is signed in as the server last said, and the public settings. */
export function useShell(): Shell {
  const shell = useRouteLoaderData("root") as Shell | undefined;
  if (!shell) throw new Error("The root shell is missing");
  return shell;
}
