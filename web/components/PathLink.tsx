import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";

interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this site (`/…`), with its query if any. Anything else is left to `Link` everywhere. */
  to: string;
  preventScrollReset?: boolean;
}

const onServer = typeof document === "undefined";

/**
 * A link to a path of this site: React Router's `Link` in the browser. On the server nothing is clicked, so
 * it renders the very anchor `Link` renders there, without `Link`'s work for each link (resolving the path
 * against the matched routes, making its click and prefetch handlers, which the server throws away): the
 * home page has some sixty of these links, and that work was about a tenth of the page's CPU time.
 */
export function PathLink({ to, preventScrollReset, target, ...anchor }: PathLinkProps) {
  if (!onServer || !isSitePath(to)) return <Link to={to} preventScrollReset={preventScrollReset} target={target} {...anchor} />;
  // The attributes in Link's order, so the bytes are the same: its own props, href, target, data-discover.
  return <a {...anchor} href={to} target={target} data-discover="true" />;
}

/** A path as Link would send it unchanged: from the site's root, on this site (`//host` is another). */
function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//") && !/\/\.\.?(?:[/?#]|$)/.test(to);
}
