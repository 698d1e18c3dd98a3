import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import type { Video } from "../../../shared/api/videos.ts";
import { isVideoFile } from "../../../shared/videos.ts";

/**
 * Whether the person asked for less motion: then nothing starts playing by itself. Null until the browser
 * says (the server cannot know), so the server's page starts nothing.
 */
function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
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
 * a provider's embed address plays in its own frame. With reduced motion, neither starts by itself. The
 * server draws the video's poster (the page's largest picture, fetched first); it starts playing once the
 * browser knows the person does not mind motion.
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
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // `autoplay` set on a video already loaded starts nothing: a server-drawn one is started here.
    if (reducedMotion === false) player.current?.play().catch(() => undefined);
  }, [reducedMotion]);
  if (!video.URL) return <p className="video-empty">No video URL available for embedding</p>;
  if (!isVideoFile(video.URL)) {
    // The frame's address waits for the browser: given before, a provider's player could start by itself.
    const src =
      reducedMotion === null
        ? undefined
        : reducedMotion
          ? video.URL
          : `${video.URL}${video.URL.includes("?") ? "&" : "?"}autoplay=1&mute=1`;
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
  if (video.Poster) preload(video.Poster, { as: "image", fetchPriority: "high" });
  return (
    <div className="video-box">
      <video
        ref={player}
        src={video.URL}
        poster={video.Poster || undefined}
        aria-label={video.Title}
        muted={muted}
        autoPlay={reducedMotion === false}
        controls={reducedMotion === true}
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
