import type { ByteRange } from "./storage.ts";

/**
 * The byte range a `Range` header asks of a file of `size` bytes (browsers ask for these to seek in a video).
 * Null means "send it all": no header, a malformed one, or several ranges (RFC 9110 lets a server ignore
 * Range). "unsatisfiable" means the range starts beyond the end (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
