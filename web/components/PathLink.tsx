import type { AnchorHTMLAttributes } from "react";
import { Link, NavLink, useLocation } from "../router/index.ts";

interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this site (`/…`), with its query if any. Anything else is left to `Link` everywhere. */
  to: string;
  preventScrollReset?: boolean;
}

const onServer = typeof document === "undefined";

/**
 * A link to a path of this site: the router's `Link` in the browser (web/router/, which renders React
 * Router's anchor). On the server nothing is clicked, so it renders the very anchor `Link` renders there,
 * without `Link`'s work for each link (resolving the path against the page's, making its click handler,
 * which the server throws away): the home page has some sixty of these links. (Measured when the server
 * rendered React Router's `Link`, whose work was about a tenth of the page's CPU time.)
 */
export function PathLink({ to, preventScrollReset, target, ...anchor }: PathLinkProps) {
  if (!onServer || !isSitePath(to))
    return <Link to={to} preventScrollReset={preventScrollReset} target={target} {...anchor} />;
  // The attributes in Link's order, so the bytes are the same: its own props, href, target, data-discover.
  return <a {...anchor} href={to} target={target} data-discover="true" />;
}

interface PathNavLinkProps extends Omit<PathLinkProps, "preventScrollReset" | "className"> {
  className: string;
  /** Current on this path alone, not below it. */
  end?: boolean;
}

/**
 * The router's `NavLink` to a path of this site, as `PathLink` is its `Link`: on the server, the anchor
 * `NavLink` renders there, with `aria-current="page"` and the class `active` where it is current.
 */
export function PathNavLink({ to, end = false, className, ...anchor }: PathNavLinkProps) {
  const { pathname } = useLocation();
  if (!onServer || !isSitePath(to)) return <NavLink to={to} end={end} className={className} {...anchor} />;
  const current = isCurrent(pathname, to, end);
  // NavLink's order: its own props, aria-current and class, then Link's href and data-discover.
  return (
    <a
      {...anchor}
      aria-current={current ? "page" : undefined}
      className={current ? `${className} active` : className}
      href={to}
      data-discover="true"
    />
  );
}

/**
 * NavLink's rule, without case: the page is the link's path, or (unless `end`) below it. A link to `/` is
 * current only on `/` or with `end`, as there.
 */
function isCurrent(here: string, to: string, end: boolean): boolean {
  const location = here.toLowerCase();
  const target = to.split(/[?#]/)[0]!.toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(endSlash) === "/");
}

/**
 * A path Link sends as written: from the site's root, on this site (`//host` is another), with no `.` or
 * `..` segment and no character a URL would escape.
 */
function isSitePath(to: string): boolean {
  return /^\/(?!\/)[\w\-.~/?#=&%+:@!$'()*,;]*$/.test(to) && !/\/\.\.?(?:[/?#]|$)/.test(to);
}
