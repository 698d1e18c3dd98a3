import { parseAccept } from "hono/utils/accept";

/** The compressions a request takes, by its `Accept-Encoding`. */
export interface Accepted {
  br: boolean;
  gzip: boolean;
}

const NONE: Accepted = Object.freeze({ br: false, gzip: false });
const accepted = new Map<string, Accepted>();

/** What `Accept-Encoding` allows; remembered per header value, which browsers send alike on every request. */
export function acceptedEncodings(header: string | null | undefined): Accepted {
  if (!header) return NONE;
  let known = accepted.get(header);
  if (known) return known;
  const accepts = parseAccept(header);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  known = Object.freeze({ br: q("br") > 0, gzip: q("gzip") > 0 });
  if (accepted.size < 100) accepted.set(header, known);
  return known;
}

/**
 * Whether `If-None-Match` names a tag `matches` takes (given without `W/`: the encodings of one answer
 * decode to the same bytes, so tags compare weakly); `*` names any.
 */
export function namesTag(ifNoneMatch: string | null | undefined, matches: (tag: string) => boolean): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => matches(candidate.trim().replace(/^W\//, "")));
}
