/** The kinds of media people upload, and how large each may be: the server refuses larger, the browser warns first. */
export type MediaKind = "image" | "video";

const MB = 1024 * 1024;

export const MEDIA_LIMITS: Record<MediaKind, number> = { image: 10 * MB, video: 100 * MB };
