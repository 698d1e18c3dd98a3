import { expect, test } from "bun:test";
import * as ReactRouter from "react-router";
import { createRouter } from "./router.ts";
import { createServerRouter } from "./server.ts";
import * as ours from "./responses.ts";
import type { DataFunctionArgs, RouteDefinition } from "./routes.ts";
import { memoryHistory } from "./testing.ts";
import { withSeed, type Random } from "../../tests/random.ts";

/**
 * The same route table, shaped like the app's (a shell loader, guards as middleware, a landing in place, a
 * 403 boundary, lazy zone routes, a 404 splat), driven through the same random walk by React Router's own
 * data router and by ours: after every step both must show the same place with the same data and errors,
 * having run the same loaders. On the server, our router answers each place as React Router's static
 * handler answered it when it rendered the pages.
 */

interface Session {
  signedIn: boolean;
  admin: boolean;
  /** The shell's answer fails (the network): the guards and the root's loader throw. */
  offline: boolean;
}

const Page = () => null;
const Boundary = () => null;

/** What the table takes from a router library: React Router's or ours. */
interface Library {
  redirect: (url: string) => Response;
  data: (value: unknown, init: { status: number }) => unknown;
  createContext: typeof ours.createContext;
}

/** The app's table in miniature, built from one router library's `redirect`, `data` and `createContext`. */
function table(lib: Library, session: Session, runs: string[]) {
  const shellKey = lib.createContext<string | null>(null);
  const shellOf = (context: {
    get<T>(key: ours.ContextKey<T>): T;
    set<T>(key: ours.ContextKey<T>, value: T): void;
  }) => {
    let shell = context.get(shellKey);
    if (shell === null) {
      runs.push("shell");
      if (session.offline) throw new Error("offline");
      shell = session.admin ? "admin" : session.signedIn ? "member" : "visitor";
      context.set(shellKey, shell);
    }
    return shell;
  };
  const ran =
    (id: string, value: (args: DataFunctionArgs) => unknown = () => id) =>
    (args: DataFunctionArgs) => {
      runs.push(id);
      return value(args);
    };
  const search = ({ request }: DataFunctionArgs) => new URL(request.url).search;
  const requireUser = ({ request, context }: DataFunctionArgs) => {
    if (shellOf(context) === "visitor")
      throw lib.redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  };
  const guestOnly = ({ request, context }: DataFunctionArgs) => {
    if (shellOf(context) !== "visitor") throw lib.redirect(new URL(request.url).searchParams.get("next") ?? "/");
  };
  const routes: RouteDefinition[] = [
    {
      id: "root",
      path: "/",
      loader: ran("root", ({ context }) => shellOf(context)),
      Component: Page,
      ErrorBoundary: Boundary,
      children: [
        { path: "about", id: "about", lazy: async () => ({ Component: Page }) },
        {
          id: "landing",
          Component: Page,
          children: [
            { index: true, id: "feed", lazy: async () => ({ loader: ran("feed", search) }) },
            { path: "games", id: "games", loader: ran("games") },
            { path: "play/:gameId", loader: ran("play", ({ params }) => params.gameId) },
          ],
        },
        {
          id: "guest-only",
          middleware: [guestOnly],
          loader: ran("guest-only", () => null),
          children: [{ path: "login", id: "login", loader: ran("login", search) }],
        },
        {
          id: "signed-in-only",
          middleware: [requireUser],
          loader: ran("signed-in-only", () => null),
          children: [
            { path: "chat", id: "chats", loader: ran("chats") },
            {
              path: "chat/:chatID",
              id: "chat",
              loader: ran("chat", ({ params }) => {
                if (params.chatID === "0") throw lib.data("No such chat", { status: 404 });
                return params.chatID;
              }),
            },
            { path: "search", id: "search", loader: ran("search", search) },
            {
              id: "zone-frame",
              lazy: async () => ({ Component: Page, ErrorBoundary: Boundary }),
              children: [
                { path: "zones/desert", id: "desert", lazy: async () => ({ Component: Page, loader: ran("desert") }) },
                {
                  path: "zones/:slug",
                  id: "zone",
                  lazy: async () => ({
                    Component: Page,
                    loader: ran("zone", ({ params }) => {
                      if (params.slug === "closed") throw lib.data({ code: "zone_protected" }, { status: 403 });
                      return params.slug;
                    }),
                  }),
                },
              ],
            },
          ],
        },
        {
          id: "admin-only",
          ErrorBoundary: Boundary,
          loader: ran("admin-only", ({ context }) => {
            if (shellOf(context) !== "admin") throw lib.data("Not allowed", { status: 403 });
            return null;
          }),
          children: [{ path: "admin", id: "admin", lazy: async () => ({ Component: Page, loader: ran("admin") }) }],
        },
        { path: "broken", loader: ran("broken", () => Promise.reject(new Error("down"))) },
        { path: "*", loader: ran("not-found", () => Promise.reject(lib.data("Not found", { status: 404 }))) },
      ],
    },
  ];
  return routes;
}

const places = [
  "/",
  "/?tab=friends",
  "/about",
  "/about#team",
  "/games",
  "/play/7",
  "/play/8",
  "/login",
  "/login?next=%2Fchat",
  "/chat",
  "/chat/1",
  "/chat/0",
];
const morePlaces = [
  "/search?q=a",
  "/search?q=b",
  "/search",
  "/zones/desert",
  "/zones/closed",
  "/zones/open",
  "/admin",
  "/nowhere/at/all",
  "/broken",
  "/CHAT",
];

type Step =
  | { navigate: string; replace?: boolean; defaultShouldRevalidate?: boolean }
  | { go: number }
  | { revalidate: true }
  | { session: Session };

function stepOf(random: Random, canGo: (delta: number) => boolean): Step {
  const roll = random.int(20);
  if (roll === 0)
    return { session: { signedIn: random.int(3) > 0, admin: random.int(3) === 0, offline: random.int(4) === 0 } };
  if (roll === 1) return { revalidate: true };
  if (roll <= 3 && canGo(-1)) return { go: -1 };
  if (roll === 4 && canGo(1)) return { go: 1 };
  const step: Step = { navigate: random.pick([...places, ...morePlaces]) };
  if (random.int(5) === 0) step.replace = true;
  if (random.int(8) === 0) step.defaultShouldRevalidate = random.int(2) === 0;
  return step;
}

/** What a router shows, in terms both libraries share: errors as their status and data, or their message. */
function shown(state: {
  location: ReactRouter.Location;
  historyAction: string;
  matches: { route: { id?: string } }[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  navigation: { state: string };
  revalidation: string;
}) {
  const errors =
    state.errors &&
    Object.fromEntries(
      Object.entries(state.errors).map(([id, e]) => [
        id,
        ReactRouter.isRouteErrorResponse(e) || ours.isRouteErrorResponse(e)
          ? { status: e.status, statusText: e.statusText, data: e.data }
          : String(e),
      ]),
    );
  const { pathname, search, hash } = state.location;
  return {
    at: pathname + search + hash,
    action: state.historyAction,
    ids: state.matches.map((m) => m.route.id),
    loaderData: state.loaderData,
    errors,
    idle: [state.navigation.state, state.revalidation],
  };
}

test("on a random walk through an app-shaped table, our router shows, loads and redirects as React Router's", async () => {
  for (let walk = 0; walk < 12; walk++) {
    await withSeed(20_261_127 + walk, async (random) => {
      const session: Session = { signedIn: false, admin: false, offline: false };
      const theirRuns: string[] = [];
      const ourRuns: string[] = [];
      const hydrationData = { loaderData: { root: "visitor", games: "games" } };
      const theirs = ReactRouter.createMemoryRouter(
        table(ReactRouter, session, theirRuns) as ReactRouter.RouteObject[],
        {
          initialEntries: ["/games"],
          hydrationData,
          getContext: () => new ReactRouter.RouterContextProvider(),
        },
      );
      const memory = memoryHistory("/games");
      const mine = createRouter(table(ours, session, ourRuns), memory.history, {
        hydrationData,
        getContext: () => new ours.RouterContextProvider(),
      });
      const done: Step[] = [];
      for (let i = 0; i < 40; i++) {
        const step = stepOf(random, memory.canGo);
        done.push(step);
        theirRuns.length = ourRuns.length = 0;
        if ("session" in step) Object.assign(session, step.session);
        else if ("revalidate" in step) await Promise.all([theirs.revalidate(), mine.revalidate()]);
        else if ("go" in step) await Promise.all([theirs.navigate(step.go), mine.navigate(step.go)]);
        else {
          const { navigate: to, ...options } = step;
          await Promise.all([theirs.navigate(to, options), mine.navigate(to, options)]);
        }
        const context = `after ${JSON.stringify(done)}`;
        expect({ ...shown(mine.state), runs: ourRuns.sort() }, context).toEqual({
          ...shown(theirs.state),
          runs: theirRuns.sort(),
        });
      }
    });
  }
});

/** A page as React Router's static handler answered it on the server, its guards run as middleware. */
async function staticQuery(handler: ReactRouter.StaticHandler, request: Request) {
  let loaded: ReactRouter.StaticHandlerContext | undefined;
  const response = await handler.query(request, {
    requestContext: new ReactRouter.RouterContextProvider(),
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      loaded = result;
      return new Response(null);
    },
  });
  return loaded ?? (response as Response);
}

/** A redirect by its status and address; a page by its status and what it shows. */
function answered(page: Response | { status: number; state: Parameters<typeof shown>[0] }) {
  if (page instanceof Response) return { redirect: page.status, to: page.headers.get("Location") };
  return { status: page.status, ...shown(page.state) };
}

test("on the server, for every place and session, our router answers as React Router's static handler", async () => {
  const sessions: Session[] = [false, true].flatMap((signedIn) =>
    [false, true].flatMap((admin) => [false, true].map((offline) => ({ signedIn, admin, offline }))),
  );
  for (const session of sessions) {
    for (const place of [...places, ...morePlaces]) {
      const theirRuns: string[] = [];
      const ourRuns: string[] = [];
      const handler = ReactRouter.createStaticHandler(
        table(ReactRouter, session, theirRuns) as ReactRouter.RouteObject[],
      );
      const query = createServerRouter(table(ours, session, ourRuns));
      const request = () => new Request(`http://site.test${place}`);
      const theirs = await staticQuery(handler, request());
      const expected =
        theirs instanceof Response
          ? answered(theirs)
          : answered({
              status: theirs.statusCode,
              state: { ...theirs, historyAction: "POP", navigation: { state: "idle" }, revalidation: "idle" },
            });
      const mine = await query(request(), new ours.RouterContextProvider());
      const context = `${place} for ${JSON.stringify(session)}`;
      expect({ ...answered(mine), runs: ourRuns.sort() }, context).toEqual({ ...expected, runs: theirRuns.sort() });
    }
  }
});
