/** A place in this site: what the address bar shows after the origin. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A place the router has been or is going to, as `useLocation` gives it. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** A URL with a scheme (`https:`, `mailto:`) or a protocol-relative one (`//host`): not a path of this site. */
export const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf("#");
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf("?");
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  if (search && search !== "?") pathname += search[0] === "?" ? search : "?" + search;
  if (hash && hash !== "#") pathname += hash[0] === "#" ? hash : "#" + hash;
  return pathname;
}

/**
 * Where a link or navigation to `to` leads from `pathname`, as React Router resolves it: `.` and `..`
 * segments and doubled slashes folded, a search or hash alone kept on the current page. The app links
 * from the site's root (or changes only the search); a relative path is taken from the current page's
 * path, as React Router's `relative="path"` does.
 */
export function resolveTo(to: string, pathname: string): Path {
  const { pathname: toPathname, search = "", hash = "" } = parsePath(to);
  let resolved = pathname;
  if (toPathname) {
    const clean = toPathname.replace(/[\\/]{2,}/g, "/");
    const absolute = clean[0] === "/" || clean[0] === "\\";
    resolved = foldSegments(absolute ? clean.slice(1) : clean, absolute ? "/" : pathname);
    if (clean !== "/" && clean.endsWith("/") && !resolved.endsWith("/")) resolved += "/";
  }
  return { pathname: resolved, search: search === "?" ? "" : search, hash: hash === "#" ? "" : hash };
}

function foldSegments(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, "").split("/");
  for (const segment of relative.split("/")) {
    if (segment === "..") {
      if (segments.length > 1) segments.pop();
    } else if (segment !== ".") segments.push(segment);
  }
  return segments.length > 1 ? segments.join("/") : "/";
}

/** `path` as the address bar writes it: spaces and other characters a URL escapes, escaped. */
export function encodedPath(path: string): Path {
  const { pathname, search, hash } = new URL(path.replace(/ $/, "%20"), "http://localhost");
  return { pathname, search, hash };
}
