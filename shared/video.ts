/**
 * A posted video as it is stored: H.264/AAC MP4 renditions made in the background from the upload (never the
 * upload itself, deleted once they exist), and a poster frame. Every file of one video shares a key stem:
 * `<stem>-<height>.mp4` per rendition and `<stem>-<height>.jpg|webp` for the poster (the largest's height),
 * so the record needs only the heights to name them all.
 */
export interface VideoRenditions {
  /** The largest rendition's frame, as shown (rotation applied). */
  width: number;
  height: number;
  /** Seconds, to a tenth. */
  duration: number;
  /** The renditions' "p" figure (the frame's shorter side), smallest first: 360 and the largest (≤ 1080). */
  heights: number[];
}

export type PosterFormat = "jpg" | "webp";
export const POSTER_FORMATS: PosterFormat[] = ["webp", "jpg"];

export function videoPath(stem: string, height: number): string {
  return `${stem}-${height}.mp4`;
}

export function posterPath(stem: string, video: VideoRenditions, format: PosterFormat): string {
  return `${stem}-${video.heights.at(-1)}.${format}`;
}

/** Every stored key of a video: its renditions and posters, named from the stem. */
export function videoKeysOf(stem: string, video: VideoRenditions): string[] {
  return [
    ...video.heights.map((height) => videoPath(stem, height)),
    ...POSTER_FORMATS.map((f) => posterPath(stem, video, f)),
  ];
}
