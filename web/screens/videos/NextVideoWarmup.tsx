import { useHydrated } from "../../auth/useHydrated.ts";
import type { Video } from "../../../shared/api/videos.ts";
import { isVideoFile } from "../../../shared/videos.ts";

/**
 * Warms up the video after the one shown, so a swipe lands on a video already on its way: a file served
 * here is prefetched into the cache (fetched, never played, so no sound); a provider's embed gets its
 * connection opened early (loading its page in a hidden frame could start it playing). Not in the server's
 * page: the next video must not share a phone's line with the page's own first load.
 */
export function NextVideoWarmup({ video }: { video: Video | undefined }) {
  const hydrated = useHydrated();
  if (!hydrated || !video?.URL) return null;
  if (isVideoFile(video.URL)) return <link rel="prefetch" href={video.URL} as="video" />;
  try {
    return <link rel="preconnect" href={new URL(video.URL).origin} />;
  } catch {
    return null;
  }
}
