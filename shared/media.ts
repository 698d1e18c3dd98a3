/** The kinds of media people upload, and how large each may be: the server refuses larger, the browser warns first. */
export type MediaKind = "image" | "video";

const MB = 1024 * 1024;

export const MEDIA_LIMITS: Record<MediaKind, number> = { image: 10 * MB, video: 100 * MB };

/**
 * The most pixels an image may declare (width × height of its largest frame). A decoder allocates memory by
 * these numbers, not by the file's size: a 50 KB file may declare 60,000 × 60,000 pixels, 14 GB decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * The longest video accepted, in seconds (3 minutes, as a YouTube Short): a longer one is refused when its
 * transcoding starts, and its author is told why. The transcoding cost grows with it.
 */
export const MAX_VIDEO_SECONDS = 180;
