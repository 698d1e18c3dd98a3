import { expect, test } from "bun:test";
import fc from "fast-check";
import { matchRoutes as reactRouterMatch, type RouteObject } from "react-router";
import { matchRoutes } from "./match.ts";
import type { RouteDefinition } from "./routes.ts";
import { routes as appRoutes } from "../routes.tsx";

/** The ids along the match, and its params: what the router renders and loads from. */
function matched(table: RouteDefinition[], path: string) {
  const matches = matchRoutes(table, path);
  return matches && { ids: matches.map((m) => m.route.id), params: { ...matches.at(-1)!.params } };
}

const table: RouteDefinition[] = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "new-user", path: "user/new" },
      { id: "user", path: "user/:name" },
      { id: "files", path: "files/*" },
      { id: "layout", children: [{ id: "about", path: "about" }] },
      { id: "first", path: "twice" },
      { id: "second", path: "twice" },
      { id: "anything", path: "*" },
    ],
  },
];

test("a static segment outranks a dynamic one, which outranks a splat, wherever they sit in the table", () => {
  expect(matched(table, "/user/new")).toEqual({ ids: ["root", "new-user"], params: {} });
  expect(matched(table, "/user/ann")).toEqual({ ids: ["root", "user"], params: { name: "ann" } });
  expect(matched(table, "/files/a/b")).toEqual({ ids: ["root", "files"], params: { "*": "a/b" } });
  expect(matched(table, "/elsewhere/deep")).toEqual({ ids: ["root", "anything"], params: { "*": "elsewhere/deep" } });
});

test("the index route answers its parent's path; a pathless layout adds itself around its children", () => {
  expect(matched(table, "/")?.ids).toEqual(["root", "home"]);
  expect(matched(table, "/about")?.ids).toEqual(["root", "layout", "about"]);
  // A layout without a path is no page of its own: its path goes on to the splat.
  expect(matched(table, "/layout")?.ids).toEqual(["root", "anything"]);
});

test("equal ranks go in the table's order; case and trailing slashes do not matter", () => {
  expect(matched(table, "/twice")?.ids).toEqual(["root", "first"]);
  expect(matched(table, "/USER/New/")?.ids).toEqual(["root", "new-user"]);
});

test("params are decoded per segment, an escaped slash staying inside its segment, and shared by the whole match", () => {
  expect(matched(table, "/user/anna%20b")?.params).toEqual({ name: "anna b" });
  expect(matched(table, "/user/a%2Fb")?.params).toEqual({ name: "a/b" });
  const matches = matchRoutes(table, "/user/ann")!;
  expect(matches[0]!.params).toBe(matches[1]!.params);
  expect(matches.map((m) => [m.pathname, m.pathnameBase])).toEqual([
    ["/", "/"],
    ["/user/ann", "/user/ann"],
  ]);
});

test("nothing matches a path outside every route", () => {
  expect(matchRoutes([{ path: "/a" }], "/b")).toBeNull();
});

/** Every route's full path in `routes`, as written (`/zones/:slug`, `/*`). */
function patterns(routes: RouteDefinition[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}` : parent;
    return [...(route.path ? [path] : []), ...patterns(route.children ?? [], path)];
  });
}

/** The tables' own words, and odd ones. */
const words = [
  ...new Set([...patterns(appRoutes), ...patterns(table)].flatMap((p) => p.split("/")).filter((w) => !/[:*]/.test(w))),
];
const word = fc.constantFrom(...words, "", "a b", "%20", "%2F", "..", "Ann", "7");

/** A route's path with its params and splat filled in by chance, sometimes cased, slashed or extended oddly. */
const pathsOf = (routes: RouteDefinition[]) =>
  fc
    .tuple(
      fc.constantFrom(...patterns(routes)),
      fc.array(word, { maxLength: 3 }),
      word,
      fc.constantFrom("", "/", "//"),
      fc.boolean(),
    )
    .map(([pattern, extra, value, slash, upper]) => {
      const path =
        pattern.replace(/:[\w-]+/g, () => value).replace(/\*$/, extra.join("/")) +
        slash +
        (pattern.endsWith("*") ? "" : extra.slice(1).join("/"));
      return upper ? path.toUpperCase() : path;
    });

test("on the app's route table and on this one, it matches what React Router matches, for any path", () => {
  for (const routes of [appRoutes, table]) {
    fc.assert(
      fc.property(pathsOf(routes), (path) => {
        const ours = matchRoutes(routes, path);
        // The app's table, typed for our router, is React Router's route objects all the same.
        const theirs = reactRouterMatch(routes as RouteObject[], path);
        expect(ours?.map((m) => [m.route, m.pathname, m.pathnameBase])).toEqual(
          theirs?.map((m) => [m.route as RouteDefinition, m.pathname, m.pathnameBase]),
        );
        expect(ours?.at(-1)?.params).toEqual(theirs?.at(-1)?.params);
      }),
      { numRuns: 300 },
    );
  }
});
