import { useEffect, useState } from "react";
import type { Video } from "../../../shared/api/videos.ts";
import { isVideoFile } from "../../../shared/videos.ts";

/** Whether the person asked for less motion: then nothing starts playing by itself. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * One video: a file served here plays in a <video>, muted and looping, with a control to turn the sound on;
 * a provider's embed address plays in its own frame. With reduced motion, neither starts by itself.
 */
export function VideoPlayer({
  video,
  muted,
  setMuted,
}: {
  video: Video;
  muted: boolean;
  setMuted: (muted: boolean) => void;
}) {
  const reducedMotion = useReducedMotion();
  if (!video.URL) return <p className="video-empty">No video URL available for embedding</p>;
  if (!isVideoFile(video.URL)) {
    const src = reducedMotion ? video.URL : `${video.URL}${video.URL.includes("?") ? "&" : "?"}autoplay=1&mute=1`;
    return (
      <div className="video-box">
        <iframe
          src={src}
          title={video.Title}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="video-box">
      <video
        src={video.URL}
        aria-label={video.Title}
        muted={muted}
        autoPlay={!reducedMotion}
        controls={reducedMotion}
        loop
        playsInline
        preload="metadata"
      />
      <button type="button" className="button video-sound" aria-pressed={!muted} onClick={() => setMuted(!muted)}>
        {muted ? "Unmute" : "Mute"}
      </button>
    </div>
  );
}
