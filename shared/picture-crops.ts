/**
 * A profile picture's square crops, on their own (not in renditions.ts, which brings the videos' code): every
 * avatar imports this, and so does nearly every screen's first load.
 */

/** Square crops of a profile picture: the avatar (48 px at DPR 2), a larger one, the profile page's. */
export const PICTURE_WIDTHS = [96, 192, 512];

/**
 * A profile picture's `srcset`, from its URL alone (answers carry it as a bare URL: the widest crop, which
 * names the stem): every crop no wider, in the same format. A picture is cropped at each of PICTURE_WIDTHS it
 * is as wide as, so all of them up to the URL's exist. Null for a picture stored before renditions or kept as
 * sent (a GIF): its key is the 24 random characters alone, without a `-<width>`.
 */
export function pictureSrcSet(url: string): string | null {
  const match = /^(.*\/\d{4}\/[A-Za-z0-9_-]{24})-(\d{1,4})\.(avif|webp|jpg|png)$/.exec(url);
  if (!match) return null;
  const [, stem, width, format] = match;
  const smaller = PICTURE_WIDTHS.filter((w) => w < Number(width));
  return [...smaller.map((w) => `${stem}-${w}.${format} ${w}w`), `${url} ${width}w`].join(", ");
}
