import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { PendingVideo } from "../../shared/api/posts.ts";
import { pendingVideosOf } from "../../projections/post-videos.queries.ts";

/** How long a failed video stays in its author's list, with its reason. */
const FAILED_SHOWN_MS = 7 * 24 * 3600 * 1000;

/** The actor's videos being made playable, and those that failed this week (src/reactors/post-videos.ts). */
export async function pendingVideos(ctx: AppContext, actor: Actor): Promise<PendingVideo[]> {
  const since = new Date(ctx.clock.now().getTime() - FAILED_SHOWN_MS).toISOString();
  const rows = await pendingVideosOf(ctx.db, actor.id, since);
  return rows.map((row) => ({
    ID: row.id,
    state: row.state === "failed" ? "failed" : "processing",
    percent: row.percent,
    reason: row.reason,
    uploaded_at: row.uploadedAt,
  }));
}
