import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { useLocation, useNavigation, useRouter } from "./hooks.ts";
import { absoluteUrl, createPath, encodedPath, resolveTo } from "./path.ts";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * React Router's `Link` as it renders in a data router (the same anchor, `data-discover` included, so the
 * server's markup hydrates): a plain click goes there without reloading the page; a click with a modifier
 * key, another button or a `target` is left to the browser. A link to the page itself replaces it. A URL
 * with a scheme is a plain anchor.
 */
export function Link({ to, replace, preventScrollReset, onClick, target, ref, ...anchor }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  if (absoluteUrl.test(to)) return <a {...anchor} href={to} onClick={onClick} ref={ref} target={target} />;
  const href = createPath(resolveTo(to, location.pathname));

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== "_self")) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate(href, { replace: replace ?? createPath(location) === href, preventScrollReset });
  }

  return <a {...anchor} href={href} onClick={follow} ref={ref} target={target} data-discover="true" />;
}

export interface NavLinkProps extends LinkProps {
  /** Current on this path alone, not below it. */
  end?: boolean;
}

/**
 * React Router's `NavLink`: a `Link` that is `aria-current="page"` with the class `active` where its path is
 * the page's, or the page is below it (unless `end`), and has the class `pending` while a navigation goes
 * there; case is ignored.
 */
export function NavLink({ "aria-current": current = "page", className = "", end = false, to, ...link }: NavLinkProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const target = encodedPath(createPath(resolveTo(to, location.pathname))).pathname.toLowerCase();
  const isActive = covers(target, location.pathname.toLowerCase(), end);
  const isPending =
    navigation.location !== undefined && covers(target, navigation.location.pathname.toLowerCase(), end);
  const classes = [className, isActive && "active", isPending && "pending"].filter(Boolean).join(" ");
  return <Link {...link} aria-current={isActive ? current : undefined} className={classes} to={to} />;
}

function covers(target: string, pathname: string, end: boolean): boolean {
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(endSlash) === "/");
}
