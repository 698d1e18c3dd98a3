import { MEDIA_TYPES, type MediaType } from "./sniff.ts";

/**
 * Storage keys are made by the server, never taken from the uploaded name: `<year>/<random>.<ext>` for public
 * media and `private/<scope>/<year>/<random>.<ext>` for media only some people may fetch (chat images: scope
 * `chat`). 144 random bits make a key unguessable; the extension records the sniffed type. A picture's
 * renditions share the key's stem and add their width: `<year>/<random>-1080.webp` (shared/renditions.ts).
 */
const KEY_PATTERN = /^(?:private\/([a-z][a-z0-9-]{0,31})\/)?\d{4}\/[A-Za-z0-9_-]{24}(?:-\d{1,4})?\.([a-z0-9]{2,5})$/;
const TYPES_BY_EXT = new Map<string, MediaType>(Object.values(MEDIA_TYPES).map((type) => [type.ext, type]));

export function newMediaKey(media: MediaType, now: Date, scope?: string): string {
  const random = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
  const key = `${scope ? `private/${scope}/` : ""}${now.getUTCFullYear()}/${random}.${media.ext}`;
  if (!parseMediaKey(key)) throw new Error(`not a valid media scope: ${scope}`);
  return key;
}

export interface ParsedKey {
  /** The private area the key belongs to, or null for public media. */
  scope: string | null;
  type: MediaType;
}

/** What a key names, or null when it is not one this server could have made (so never a path trick). */
export function parseMediaKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  const type = match && TYPES_BY_EXT.get(match[2]!);
  return type ? { scope: match[1] ?? null, type } : null;
}

/** The stem every rendition of a new upload shares: a new key without its extension. */
export function newMediaStem(now: Date, scope?: string): string {
  return newMediaKey(MEDIA_TYPES.jpeg, now, scope).slice(0, -".jpg".length);
}

/** Where a key is served. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
