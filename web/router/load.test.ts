import { expect, test } from "bun:test";
import { load } from "./load.ts";
import { matchRoutes } from "./match.ts";
import { data, isRouteErrorResponse, redirect, RouterContextProvider } from "./responses.ts";
import { dataRoutes, type RouteDefinition } from "./routes.ts";

const Boundary = () => null;

/** `table`'s data at `path`, every matched loader running. */
function loadAt(table: RouteDefinition[], path: string) {
  const matches = matchRoutes(dataRoutes(table), path)!;
  return load(
    matches,
    matches.map(() => true),
    new Request(`http://site.test${path}`),
    new RouterContextProvider(),
  );
}

test("a loader's value is its route's data; data(…) gives its value; a thrown data(…) is an error answer with its status", async () => {
  const loaded = await loadAt(
    [
      {
        id: "root",
        path: "/",
        ErrorBoundary: Boundary,
        loader: () => data({ shell: 1 }, 200),
        children: [{ id: "page", path: "p", loader: () => Promise.reject(data("gone", { status: 410 })) }],
      },
    ],
    "/p",
  );
  expect(loaded).toMatchObject({ loaderData: { root: { shell: 1 } }, answered: new Set(["root", "page"]) });
  const error = "errors" in loaded ? loaded.errors?.root : undefined;
  expect(isRouteErrorResponse(error) && [error.status, error.data]).toEqual([410, "gone"]);
});

test("a redirect returned by a loader leads on as a thrown one does", async () => {
  const loaded = await loadAt([{ id: "root", path: "/", loader: () => redirect("/elsewhere") }], "/");
  expect("redirect" in loaded && loaded.redirect.headers.get("Location")).toBe("/elsewhere");
});

test("a middleware that never calls next has it called after it; one that throws after next marks its own route", async () => {
  const order: string[] = [];
  const loaded = await loadAt(
    [
      {
        id: "root",
        path: "/",
        ErrorBoundary: Boundary,
        middleware: [
          () => void order.push("guard"),
          async (_, next) => {
            await next();
            throw new Error("after the loaders");
          },
        ],
        loader: () => (order.push("loader"), "shell"),
      },
    ],
    "/",
  );
  expect(order).toEqual(["guard", "loader"]);
  expect(loaded).toMatchObject({ loaderData: {}, errors: { root: new Error("after the loaders") } });
});

test("a lazy route's chunk failing to arrive is its error, and the next load asks for it again", async () => {
  let attempts = 0;
  const table: RouteDefinition[] = [
    {
      id: "root",
      path: "/",
      ErrorBoundary: Boundary,
      children: [
        {
          id: "lazy",
          path: "l",
          lazy: async () => (++attempts === 1 ? Promise.reject(new Error("offline")) : { loader: () => "here" }),
        },
      ],
    },
  ];
  const routes = dataRoutes(table);
  const at = () => matchRoutes(routes, "/l")!;
  const request = new Request("http://site.test/l");
  expect(await load(at(), [true, true], request, new RouterContextProvider())).toMatchObject({
    errors: { root: new Error("offline") },
  });
  expect(await load(at(), [true, true], request, new RouterContextProvider())).toMatchObject({
    loaderData: { lazy: "here" },
    errors: null,
  });
});
