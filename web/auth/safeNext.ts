/**
 * A stand-in origin to resolve `next` against. Only whether the result stays on it matters, so any origin of
 * ours would do; a reserved name (RFC 2606) can never be anyone's real site.
 */
const thisSite = "https://this-site.invalid";

/**
 * Where to go after login or sign-up: only a path on this site, so a crafted link cannot send anyone elsewhere
 * (ASVS 5.0 3.7.2). It is judged as a browser will read it, by the WHATWG URL parser itself: that parser drops
 * tabs and newlines, reads a backslash as a slash and trims control characters, so `/\t/evil.example` is
 * `//evil.example` to a browser even though it starts with one slash. What comes back is the parsed path,
 * query and fragment, percent-encoded, so it is also a valid `Location` header: a raw newline or U+2028 in
 * a header made the server answer 500. Anything else is home.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(next, thisSite);
  } catch {
    return "/";
  }
  if (url.origin !== thisSite) return "/";
  const path = url.pathname + url.search + url.hash;
  // A path the parser left starting with two slashes (`/.//evil.example`) is another site once it is a Location.
  if (path.startsWith("//") || path.startsWith("/\\")) return "/";
  return path;
}
