import type { Path } from "./path.ts";

/** The parts of a route object matching reads (the route table's `RouteObject`s have them). */
export interface MatchableRoute {
  path?: string;
  index?: boolean;
  children?: MatchableRoute[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch<R extends MatchableRoute = MatchableRoute> {
  route: R;
  /** Every dynamic segment of the whole match: one object shared by the branch's matches, as in React Router. */
  params: Params;
  pathname: string;
  pathnameBase: string;
}

interface Branch {
  score: number;
  /** The route's position among its siblings at each level: ties in score keep the table's order. */
  indexes: number[];
  routes: { route: MatchableRoute; pattern: RegExp; names: string[]; relativePath: string }[];
}

const branchesOf = new WeakMap<readonly MatchableRoute[], Branch[]>();

/**
 * The routes that match `location`, outermost first, or null: React Router's `matchRoutes`. Each route
 * that has a path (or is an index) ends a branch; branches are ranked as React Router ranks them
 * (static segments over dynamic ones over a splat, an index over its layout) and the first that matches
 * the decoded path wins. Matching ignores case, as React Router's does by default.
 */
export function matchRoutes<R extends MatchableRoute>(
  routes: readonly R[],
  location: string | Partial<Path>,
): RouteMatch<R>[] | null {
  const pathname = typeof location === "string" ? location.replace(/[?#].*$/, "") || "/" : location.pathname || "/";
  let branches = branchesOf.get(routes);
  if (!branches) branchesOf.set(routes, (branches = rankedBranches(routes)));
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches as RouteMatch<R>[];
  }
  return null;
}

function rankedBranches(routes: readonly MatchableRoute[]): Branch[] {
  const branches: Branch[] = [];
  type Level = { route: MatchableRoute; relativePath: string };
  const flatten = (siblings: readonly MatchableRoute[], parents: Level[], parentPath: string, indexes: number[]) =>
    siblings.forEach((route, index) => {
      // An absolute child path repeats its parents' path: only the rest is its own.
      const relativePath = route.path?.startsWith("/") ? route.path.slice(parentPath.length) : (route.path ?? "");
      const path = joinPaths([parentPath, relativePath]);
      const chain = [...parents, { route, relativePath }];
      const at = [...indexes, index];
      if (route.children?.length) flatten(route.children, chain, path, at);
      if (route.path == null && !route.index) return;
      const compiled = chain.map((level, i) => ({
        ...level,
        ...compilePath(level.relativePath, i === chain.length - 1),
      }));
      branches.push({ score: scoreOf(path, route.index === true), indexes: at, routes: compiled });
    });
  flatten(routes, [], "", []);
  return branches.sort((a, b) => b.score - a.score || siblingOrder(a.indexes, b.indexes));
}

/** React Router's score: each static segment 10, dynamic 3, empty 1, an index 2 more, a splat 2 less. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : /^:[\w-]+/.test(segment) ? 3.5 : segment === "" ? 1 : 10;
  }
  return score;
}

/** Siblings keep the table's order; routes in different places have no order of their own. */
function siblingOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

/** A route's path as a regular expression over the rest of the pathname: `:name` one segment, `*` the rest. */
function compilePath(path: string, end: boolean): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return "/([^\\/]+)";
      });
  if (path.endsWith("*")) {
    names.push("*");
    source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else if (end) source += "\\/*$";
  else if (path !== "" && path !== "/") source += "(?:(?=\\/|$))";
  return { pattern: new RegExp(source, "i"), names };
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matchedPathname = "/";
  for (const { route, pattern, names } of branch.routes) {
    const remaining = matchedPathname === "/" ? pathname : pathname.slice(matchedPathname.length) || "/";
    const found = remaining.match(pattern);
    if (!found) return null;
    const matched = found[0];
    let base = trimTrailingSlashes(matched);
    names.forEach((name, i) => {
      const value = found[i + 1] ?? "";
      if (name === "*") base = trimTrailingSlashes(matched.slice(0, matched.length - value.length));
      params[name] = value.replace(/%2F/g, "/");
    });
    matches.push({
      route,
      params,
      pathname: joinPaths([matchedPathname, matched]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, base])),
    });
    if (base !== "/") matchedPathname = joinPaths([matchedPathname, base]);
  }
  return matches;
}

/** Each segment decoded, a slash inside one kept escaped so it stays inside its segment. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

function joinPaths(paths: string[]): string {
  return paths.join("/").replace(/[\\/]{2,}/g, "/");
}

/** Trailing slashes off, but a lone `/` kept. */
function trimTrailingSlashes(path: string): string {
  return path.replace(/(.)\/+$/, "$1");
}

function normalizePathname(pathname: string): string {
  return pathname.replace(/\/+$/, "").replace(/^\/*/, "/");
}
