import { expect, test } from "bun:test";
import { createRouter, type Router } from "./router.ts";
import { createContext, data, isRouteErrorResponse, redirect, RouterContextProvider } from "./responses.ts";
import type { DataFunctionArgs, RouteDefinition } from "./routes.ts";
import { deferred, memoryHistory } from "./testing.ts";

const Page = () => null;
const Boundary = () => null;

/** Counts each route's loader runs and answers with the route's id and the address it loaded for. */
function counted() {
  const runs: string[] = [];
  const loader =
    (id: string) =>
    ({ request }: DataFunctionArgs) => {
      runs.push(id);
      return `${id} at ${new URL(request.url).pathname}${new URL(request.url).search}`;
    };
  return { runs, loader };
}

function started(
  routes: RouteDefinition[],
  at: string,
  hydration: Record<string, unknown>,
  options: Parameters<typeof createRouter>[2] = {},
) {
  const memory = memoryHistory(at);
  const router = createRouter(routes, memory.history, { hydrationData: { loaderData: hydration }, ...options });
  return { router, ...memory };
}

/** Resolves once the router has shown `path` (the navigation finished). */
function shown(router: Router, path: string) {
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.navigation.state === "idle" && state.location.pathname + state.location.search === path) {
        stop();
        resolve();
      }
    });
  });
}

test("a navigation loads the new page's data before showing it, and writes the address only then", async () => {
  const held = deferred<string>();
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => "shell",
      Component: Page,
      children: [
        { id: "a", path: "a" },
        { id: "b", path: "b", loader: () => held.promise },
      ],
    },
  ];
  const { router, entries } = started(routes, "/a", { root: "shell" });
  const going = router.navigate("/b");
  await Promise.resolve();
  expect(router.state.navigation).toMatchObject({ state: "loading", location: { pathname: "/b" } });
  expect(router.state.location.pathname).toBe("/a");
  expect(entries()).toEqual(["/a"]);
  held.resolve("b's data");
  await going;
  expect(router.state.navigation.state).toBe("idle");
  expect(router.state.location.pathname).toBe("/b");
  expect(router.state.loaderData).toEqual({ root: "shell", b: "b's data" });
  expect(router.state.historyAction).toBe("PUSH");
  expect(entries()).toEqual(["/a", "/b"]);
});

test("routes that stay keep their data, unless the search changes, the same page is asked for again, or the caller says so", async () => {
  const { runs, loader } = counted();
  const routes = [
    {
      id: "root",
      path: "/",
      loader: loader("root"),
      children: [
        { id: "user", path: "user/:name", loader: loader("user") },
        { id: "feed", index: true, loader: loader("feed") },
      ],
    },
  ];
  const { router } = started(routes, "/", { root: "r", feed: "f" });
  await router.navigate("/user/ann");
  expect(runs).toEqual(["user"]);
  await router.navigate("/user/bob");
  expect(runs).toEqual(["user", "user"]);
  await router.navigate("/user/bob?tab=2");
  expect(runs).toEqual(["user", "user", "root", "user"]);
  await router.navigate("/user/bob?tab=2");
  expect(runs).toEqual(["user", "user", "root", "user", "root", "user"]);
  runs.length = 0;
  await router.navigate("/", { defaultShouldRevalidate: true });
  expect(runs.sort()).toEqual(["feed", "root"]);
  expect(router.state.loaderData).toEqual({ root: "root at /", feed: "feed at /" });
});

test("back and forward load the page they land on, and navigate(-1) settles once it is shown", async () => {
  const { runs, loader } = counted();
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "one", path: "one", loader: loader("one") },
        { id: "two", path: "two", loader: loader("two") },
      ],
    },
  ];
  const { router, current } = started(routes, "/one", { one: "1" });
  await router.navigate("/two");
  await router.navigate(-1);
  expect(current()).toBe("/one");
  expect(router.state).toMatchObject({
    historyAction: "POP",
    location: { pathname: "/one" },
    loaderData: { one: "one at /one" },
  });
  expect(runs).toEqual(["two", "one"]);
});

test("a guard's redirect leads on, and the refused page never enters the history", async () => {
  const signedIn = createContext<boolean>(false);
  const guard = ({ request, context }: DataFunctionArgs) => {
    if (!context.get(signedIn)) throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  };
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "login", path: "login", loader: () => "form" },
        {
          id: "guarded",
          middleware: [guard],
          loader: () => null,
          children: [{ id: "settings", path: "settings", loader: () => "settings" }],
        },
      ],
    },
  ];
  const { router, entries } = started(routes, "/", {});
  await router.navigate("/settings");
  expect(entries()).toEqual(["/", "/login?next=%2Fsettings"]);
  expect(router.state.loaderData).toEqual({ login: "form" });
  await router.navigate("/settings", { replace: true });
  expect(entries()).toEqual(["/", "/login?next=%2Fsettings"]);
});

test("an error shows in the nearest error boundary at or above its route; data above stays, below it goes", async () => {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => "shell",
      ErrorBoundary: Boundary,
      children: [
        {
          id: "admin-only",
          ErrorBoundary: Boundary,
          loader: () => Promise.reject(data("Not allowed", { status: 403 })),
          children: [{ id: "admin", path: "admin", loader: () => "table" }],
        },
        { id: "broken", path: "broken", loader: () => Promise.reject(new Error("down")) },
        { id: "fine", path: "fine", loader: () => "fine" },
      ],
    },
  ];
  const { router } = started(routes, "/fine", { root: "shell", fine: "fine" });
  await router.navigate("/admin");
  const refusal = router.state.errors?.["admin-only"];
  expect(isRouteErrorResponse(refusal) && refusal.status).toBe(403);
  expect(router.state.loaderData).toEqual({ root: "shell", admin: "table" });
  await router.navigate("/broken");
  expect(router.state.errors).toEqual({ root: new Error("down") });
  expect(router.state.loaderData).toEqual({ root: "shell" });
  await router.navigate("/fine");
  expect(router.state.errors).toBeNull();
  expect(router.state.loaderData).toEqual({ root: "shell", fine: "fine" });
});

test("a newer navigation aborts the older one's loaders, and the older one is never shown", async () => {
  const slow = deferred<string>();
  let slowSignal: AbortSignal | undefined;
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "slow",
          path: "slow",
          loader: ({ request }: DataFunctionArgs) => ((slowSignal = request.signal), slow.promise),
        },
        { id: "quick", path: "quick", loader: () => "quick" },
      ],
    },
  ];
  const { router, entries } = started(routes, "/", {});
  const seen: string[] = [];
  router.subscribe((state) => seen.push(state.location.pathname));
  const first = router.navigate("/slow");
  await router.navigate("/quick");
  expect(slowSignal?.aborted).toBe(true);
  slow.resolve("late");
  await first;
  expect(seen).not.toContain("/slow");
  expect(router.state.location.pathname).toBe("/quick");
  expect(entries()).toEqual(["/", "/quick"]);
});

test("revalidate() reloads the page in place: every loader again, the address and the navigation state untouched", async () => {
  const { runs, loader } = counted();
  const routes = [
    { id: "root", path: "/", loader: loader("root"), children: [{ id: "page", path: "page", loader: loader("page") }] },
  ];
  const { router, entries } = started(routes, "/page", { root: "r", page: "p" });
  const states: string[] = [];
  router.subscribe((state) => states.push(`${state.navigation.state}/${state.revalidation}`));
  await router.revalidate();
  expect(runs.sort()).toEqual(["page", "root"]);
  expect(states).toEqual(["idle/loading", "idle/idle"]);
  expect(entries()).toEqual(["/page"]);
});

test("revalidate() followed by a navigation: the navigation loads everything, and the revalidation settles with it", async () => {
  const { loader } = counted();
  const routes = [
    {
      id: "root",
      path: "/",
      loader: loader("root"),
      children: [
        { id: "add", path: "add", loader: loader("add") },
        { id: "home", index: true, loader: loader("home") },
      ],
    },
  ];
  const { router, entries } = started(routes, "/add", { root: "r", add: "a" });
  const revalidated = router.revalidate();
  await router.navigate("/", { replace: true });
  await revalidated;
  // The root stays from /add to /, and loads again all the same: the revalidation is due.
  expect(router.state.loaderData).toEqual({ root: "root at /", home: "home at /" });
  expect(entries()).toEqual(["/"]);
  expect(router.state.revalidation).toBe("idle");
});

test("middleware runs around the loaders on every navigation, sharing one context that is new each time", async () => {
  const seen = createContext<string[]>();
  const contexts: RouterContextProvider[] = [];
  const order: string[] = [];
  const routes = [
    {
      id: "root",
      path: "/",
      middleware: [
        async ({ context }: DataFunctionArgs, next: () => Promise<unknown>) => {
          contexts.push(context);
          context.set(seen, ["middleware"]);
          order.push("before");
          await next();
          order.push("after");
        },
      ],
      children: [
        {
          id: "page",
          path: ":n",
          loader: ({ context }: DataFunctionArgs) => (order.push("loader"), context.get(seen)),
        },
      ],
    },
  ];
  const { router } = started(routes, "/", {}, { getContext: () => new RouterContextProvider() });
  await router.navigate("/1");
  await router.navigate("/2");
  expect(order).toEqual(["before", "loader", "after", "before", "loader", "after"]);
  expect(router.state.loaderData).toEqual({ page: ["middleware"] });
  expect(contexts[0]).not.toBe(contexts[1]);
});

test("a lazy route's chunk is in before its loader runs and before it shows; its error boundary catches its loader's error", async () => {
  const chunk = deferred<Partial<RouteDefinition>>();
  const zone = { id: "zone", path: "zones/:slug", lazy: () => chunk.promise };
  const routes = [{ id: "root", path: "/", ErrorBoundary: Boundary, children: [{ id: "home", index: true }, zone] }];
  const { router } = started(routes, "/", {});
  const going = router.navigate("/zones/closed");
  const refused = () => Promise.reject(data({ code: "zone_protected" }, 403));
  chunk.resolve({ Component: Page, ErrorBoundary: Boundary, loader: refused });
  await going;
  expect(router.state.matches.at(-1)?.route).toMatchObject({ Component: Page, lazy: undefined });
  expect(router.state.errors).toEqual({
    zone: expect.objectContaining({ status: 403, data: { code: "zone_protected" } }),
  });
});

test("a move to another fragment of the page loads nothing", async () => {
  const { runs, loader } = counted();
  const routes = [{ id: "root", path: "/", loader: loader("root") }];
  const { router, entries } = started(routes, "/", { root: "r" });
  await router.navigate("/#main");
  expect(runs).toEqual([]);
  expect(entries()).toEqual(["/", "/#main"]);
});
