import { useEffect, useState } from "react";
import { pendingVideos, type PendingVideo } from "../../../shared/api/posts.ts";
import { call } from "../../api/http.ts";
import { useRevalidator } from "../../router/index.ts";
import { notify } from "../../components/toast.ts";
import { askingNow, settledVideos } from "./awaitedVideos.ts";
import "./ProcessingVideos.css";

/** How often the list is asked again while a video is being processed. */
const POLL_MS = 2000;

/**
 * The signed-in person's own videos on their way to becoming posts (src/reactors/post-videos.ts): "Processing…"
 * with how far it has got, or why it failed. Asked when the feed loads (after posting, it reloads) and every two
 * seconds while one is processing; when one is ready the feed reloads to show its post, with a toast, also for
 * one that was ready before the first asking (awaitedVideos.ts).
 * Nothing is shown, and nothing rendered on the server, while there is none.
 */
export function ProcessingVideos({ refresh }: { refresh: unknown }) {
  const [videos, setVideos] = useState<PendingVideo[]>([]);
  const revalidator = useRevalidator();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function ask() {
      const asked = askingNow();
      const now = await call(pendingVideos, {}).catch(() => null);
      if (stopped) return;
      if (now) {
        tell(now, asked);
        setVideos(now);
      }
      if (!now || now.some((v) => v.state === "processing")) timer = setTimeout(ask, POLL_MS);
    }
    function tell(now: PendingVideo[], asked: number) {
      const { ready, failed } = settledVideos(now, asked);
      for (const video of failed) notify.error(`Your video could not be published. ${video.reason ?? ""}`);
      if (ready) {
        notify.success("Your video is ready and now in the feed.");
        void revalidator.revalidate();
      }
    }
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [refresh]);

  if (videos.length === 0) return null;
  return (
    <section className="processing-videos" aria-label="Your videos">
      <ul>
        {videos.map((video) =>
          video.state === "processing" ? (
            <li key={video.ID} className="processing-video">
              <span role="status">Processing… {video.percent}%</span>
              <progress max={100} value={video.percent} aria-label="Processing your video" />
              <span className="muted">Your video will appear in the feed when it is ready.</span>
            </li>
          ) : (
            <li key={video.ID} className="processing-video failed" role="alert">
              <strong>Your video could not be published.</strong> {video.reason}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
