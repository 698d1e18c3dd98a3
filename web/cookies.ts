/**
 * The cookies a script writes (never anything secret: the session cookie is the server's, httpOnly), named
 * and flagged as the session cookie is: `__Host-<name>`, Secure, over https; plain `<name>` on a local http
 * server. Both names are read.
 */

/** Sets `name` to `value` for this site for `maxAgeSeconds` (0 removes it), unless it already is. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const https = location.protocol === "https:";
  const full = https ? `__Host-${name}` : name;
  const now = readCookie(document.cookie, name);
  if (maxAgeSeconds > 0 ? now === value : now === null) return;
  document.cookie = `${full}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${https ? "; Secure" : ""}`;
}

/** The value of `name` (either name) in a `Cookie` header or `document.cookie`, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(/;\s*/)) {
    const at = pair.indexOf("=");
    const key = pair.slice(0, at);
    if (key === name || key === `__Host-${name}`) return pair.slice(at + 1);
  }
  return null;
}

/** The cookies a request carries: its `Cookie` header on the server, the document's in the browser. */
export function cookiesOf(request: Request): string {
  return typeof document === "undefined" ? (request.headers.get("cookie") ?? "") : document.cookie;
}
