import { useRef, useState } from "react";
import { useLoaderData } from "../../router/index.ts";
import { videosForDevice, type Video } from "../../../shared/api/videos.ts";
import { usePager } from "../../components/usePager.ts";
import { catalogueLoader, useCatalogueList, type CatalogueData } from "../games/useCatalogueList.ts";
import { Pager } from "../games/Pager.tsx";
import { CatalogueStatus } from "../games/CatalogueStatus.tsx";
import { VideoPlayer } from "./VideoPlayer.tsx";
import { NextVideoWarmup } from "./NextVideoWarmup.tsx";
import "./VideosPage.css";

// Drawn with its first item, for the device this request is taken for (useCatalogueList.ts).
export const loader = catalogueLoader(videosForDevice);

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data ? <VideosScreen drawn={data} /> : null;
}

/**
 * /videos: the videos that suit this device, one at a time, paged like the games, and also with a vertical
 * swipe on a touch screen and the arrow keys; the next video is warmed up while this one plays.
 */
function VideosScreen({ drawn }: { drawn: CatalogueData<Video> }) {
  const [state] = useCatalogueList(videosForDevice, drawn);
  const videos = state.status === "ready" ? state.items : [];
  const stage = useRef<HTMLDivElement>(null);
  const pager = usePager(videos.length, stage, { arrows: true, swipe: true });
  // Sound once turned on stays on from one video to the next.
  const [muted, setMuted] = useState(true);
  const video = videos[pager.index];
  const following = videos.length > 1 ? videos[(pager.index + 1) % videos.length] : undefined;

  return (
    <main id="main" className="page videos-page">
      <title>Videos · Virtual Worlds</title>
      <h1 className="visually-hidden">Videos</h1>
      {!video ? (
        <CatalogueStatus state={state} noun="videos" />
      ) : (
        <div className="videos-stage" ref={stage}>
          <header className="videos-header">
            <h2 className="videos-title">{video.Title}</h2>
            <p className="muted" aria-live="polite">
              {pager.index + 1} / {videos.length}
            </p>
          </header>
          <Pager previous={pager.previous} next={pager.next} noun="video">
            <VideoPlayer key={video.VideoID} video={video} muted={muted} setMuted={setMuted} />
          </Pager>
          <NextVideoWarmup video={following} />
        </div>
      )}
    </main>
  );
}
