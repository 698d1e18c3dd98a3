import { z } from "zod";

/**
 * What a configured game or video may point at: a path on this site, or an https address of another host
 * (whose origin the product's CSP then allows in frames: src/http/security.ts). Nothing else: a `javascript:`
 * or `data:` address in a frame would run as whoever configured it, and plain http would be mixed content.
 */
export const EmbedUrl = z
  .string()
  .max(2000)
  .refine(isEmbeddable, "must be an https:// address or a path on this site starting with /");

/** An image beside it (a cover, a poster): the same rule, or nothing. */
export const ImageUrl = z.union([z.literal(""), EmbedUrl]);

export function isEmbeddable(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.username === "" && parsed.password === "";
  } catch {
    return false;
  }
}

/** The origin of another host a catalogue address needs, or null for a path on this site. */
export function externalOrigin(url: string): string | null {
  if (!url || url.startsWith("/")) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
