/**
 * Whether a catalogue video is a file this site serves (played in a <video>, muted autoplay and all) rather
 * than a provider's embed page (shown in a frame): a path here ending in a video file's extension.
 */
export function isVideoFile(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  return /\.(webm|mp4|ogv|m4v)$/i.test(url.split(/[?#]/)[0]!);
}
