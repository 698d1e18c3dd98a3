import type { AppContext } from "../context.ts";
import type { DeviceType } from "../../shared/api/games.ts";
import type { Video } from "../../shared/api/videos.ts";
import { videosForDevice as videoRows } from "../../projections/videos.queries.ts";

/** POST /api/videos: the videos suited to the device, in catalogue order. */
export async function videosForDevice(ctx: AppContext, device: DeviceType): Promise<Video[]> {
  const rows = await videoRows(ctx.db, device);
  return rows.map(({ id, url, title, poster }) => ({ URL: url, VideoID: id, Title: title, Poster: poster }));
}
