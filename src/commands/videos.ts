import type { AppContext } from "../context.ts";
import { videoStream, type VideoDefinition } from "../../events/videos.ts";
import { recordedVideos, type VideoRow } from "../../projections/videos.queries.ts";
import { AppError } from "../../shared/errors.ts";
import type { Recorded } from "./games.decide.ts";
import { syncCatalogue, type CatalogueKind, type SyncReport } from "./sync.ts";

export const videoNotFound = () => AppError.notFound("Video not found", "video_not_found");

export function videoDefinitionOf(row: VideoRow): Recorded<VideoDefinition> {
  const { mobile, pc, ...fields } = row;
  return { ...fields, devices: [...(mobile ? ["mobile" as const] : []), ...(pc ? ["pc" as const] : [])] };
}

const videosCatalogue: CatalogueKind<VideoDefinition> = {
  sequence: "videos",
  stream: videoStream,
  added: (id, definition) => ({ type: "VideoAdded", data: { ...definition, id } }),
  changed: (id, definition) => ({ type: "VideoChanged", data: { ...definition, id } }),
  removed: (id) => ({ type: "VideoRemoved", data: { id } }),
  recorded: async (db) => (await recordedVideos(db)).map(videoDefinitionOf),
};

/** Makes the catalogue's videos from `source` those it lists now (videos.json, the settings file). */
export function syncVideos(
  ctx: AppContext,
  source: "shipped" | "settings",
  wanted: VideoDefinition[],
): Promise<SyncReport> {
  return syncCatalogue(ctx, videosCatalogue, source, wanted);
}

/** `bun run cli videos add`: one more video, or a removed one back under its old id. Returns its id. */
export async function addVideo(ctx: AppContext, definition: VideoDefinition): Promise<number> {
  return ctx.store.transact(async (tx) => {
    const recorded = (await recordedVideos(tx.db)).find((video) => video.key === definition.key);
    if (recorded && !recorded.removed)
      throw AppError.conflict(`A video with the key ${definition.key} is in the catalogue already.`, "video_exists");
    const id = recorded?.id ?? (await tx.nextId("videos"));
    await tx.append(videoStream(id), "any", [{ type: "VideoAdded", data: { ...definition, id } }]);
    return id;
  });
}

/** `bun run cli videos remove`: only a video added the same way (see removeGame). */
export async function removeVideo(ctx: AppContext, keyOrId: string): Promise<VideoRow> {
  return ctx.store.transact(async (tx) => {
    const video = (await recordedVideos(tx.db)).find(
      (v) => !v.removed && (v.key === keyOrId || String(v.id) === keyOrId),
    );
    if (!video) throw videoNotFound();
    if (video.source !== "cli")
      throw AppError.conflict(
        `${video.key} comes from the ${video.source === "shipped" ? "shipped files" : "settings file"}: remove it there.`,
        "video_source",
      );
    await tx.append(videoStream(video.id), "any", [{ type: "VideoRemoved", data: { id: video.id } }]);
    return video;
  });
}
