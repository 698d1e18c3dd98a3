import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { postStream } from "../../events/posts.ts";
import type { EventOf } from "../../events/index.ts";
import { postVideoById } from "../../projections/post-videos.queries.ts";
import { mediaUrl } from "../media/keys.ts";
import { chunksOf } from "../media/accept.ts";
import { TranscodeFailed, transcode, type TranscodedVideo } from "../media/transcode.ts";
import { posterPath, videoKeysOf, videoPath, type VideoRenditions } from "../../shared/video.ts";
import { defineReactor, nothingDone, type Delivery, type Recorder } from "./runner/reactor.ts";

/** Progress is appended at most this often, and only after this many points: a 3-minute video logs ~10 events. */
const PROGRESS_EVERY_MS = 2000;
const PROGRESS_STEP = 10;

/**
 * Makes a posted video playable (`src/media/transcode.ts`) and then publishes its post: `PostVideoReady`
 * and `PostCreated` are appended with the checkpoint, so readers see the post only once it plays. A video
 * that cannot be made playable becomes `PostVideoFailed`, with the reason its author is told. A process
 * killed midway never moved the checkpoint: the next holder of the lease does it again from the start
 * (the files it writes are named from the upload's stem, so a redo overwrites them). Its progress is
 * appended as it goes. A process stopping its reactors kills its ffmpeg at once (`deps.signal`): the
 * delivery throws, is not checkpointed, and the next holder does it again. The media reactor deletes the
 * original once it is ready or failed.
 */
export const postVideosReactor = defineReactor({
  name: "post-videos",
  version: 1,
  on: ["PostVideoUploaded"],
  async react(event, deps) {
    const upload = event.data;
    const state = await postVideoById(deps.db, upload.id);
    // Ended with its account, or done already (an operator's retry of a parked delivery).
    if (!state || !waiting(state.state)) return nothingDone;
    const dir = join(deps.config.dataDir, "transcode", String(upload.id));
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      const original = await deps.media.get(upload.original.key);
      if (!original) return failed(upload.id, "The uploaded video is no longer stored.");
      const input = join(dir, "original");
      await Bun.write(input, new Response(original.stream()));
      await progress(deps, upload.id, 0);
      let told = { percent: 0, at: Date.now() };
      const made = await transcode(
        input,
        dir,
        async (percent) => {
          if (percent < told.percent + PROGRESS_STEP || Date.now() - told.at < PROGRESS_EVERY_MS) return;
          told = { percent, at: Date.now() };
          await progress(deps, upload.id, percent);
        },
        deps.signal,
      );
      const stored = await store(deps, upload.stem, made);
      return async (tx) => {
        // The account was deleted meanwhile: its files go, and no post appears.
        const now = await postVideoById(tx.db, upload.id);
        if (!now || !waiting(now.state)) {
          for (const key of stored.keys) await deps.media.delete(key);
          return;
        }
        await tx.append(postStream(upload.id), "any", [
          { type: "PostVideoReady", data: { id: upload.id } },
          {
            type: "PostCreated",
            data: {
              id: upload.id,
              author: upload.author,
              text: upload.text,
              sharing: upload.sharing,
              ...(upload.contentWarning !== undefined ? { contentWarning: upload.contentWarning } : {}),
              ...(upload.mediaSensitive ? { mediaSensitive: true as const } : {}),
              media: {
                url: mediaUrl(stored.key),
                type: "video",
                key: stored.key,
                size: stored.size,
                video: stored.video,
              },
            },
          },
        ]);
      };
    } catch (error) {
      if (!(error instanceof TranscodeFailed)) throw error;
      deps.log.info("video not made playable", { id: upload.id, reason: error.reason, detail: error.detail });
      return failed(upload.id, error.reason);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
});

function waiting(state: string): boolean {
  return state === "uploaded" || state === "processing";
}

type Upload = EventOf<"PostVideoUploaded">["data"];

function failed(id: Upload["id"], reason: string): Recorder {
  return async (tx) => {
    await tx.append(postStream(id), "any", [{ type: "PostVideoFailed", data: { id, reason } }]);
  };
}

async function progress(deps: Delivery, id: number, percent: number) {
  await deps.store.transact((tx) =>
    tx.append(postStream(id), "any", [{ type: "PostVideoProcessing", data: { id, percent } }]),
  );
}

/** Puts the renditions and posters into storage, named from the stem; the largest rendition is the post's key. */
async function store(deps: Delivery, stem: string, made: TranscodedVideo) {
  const video: VideoRenditions = {
    width: made.width,
    height: made.height,
    duration: made.duration,
    heights: made.renditions.map((r) => r.height),
  };
  let size = 0;
  for (const rendition of made.renditions) {
    size += await deps.media.putStream(
      videoPath(stem, rendition.height),
      chunksOf(Bun.file(rendition.path)),
      "video/mp4",
    );
  }
  for (const poster of made.posters) {
    const bytes = new Uint8Array(await Bun.file(poster.path).arrayBuffer());
    await deps.media.put(
      posterPath(stem, video, poster.format),
      bytes,
      poster.format === "jpg" ? "image/jpeg" : "image/webp",
    );
    size += statSync(poster.path).size;
  }
  return { key: videoPath(stem, video.heights.at(-1)!), size, video, keys: videoKeysOf(stem, video) };
}
