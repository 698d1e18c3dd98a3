import { and, eq, inArray } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { postVideos } from "./post-videos.schema.ts";

/** Posted videos on their way to playable (events/posts.ts, `PostVideo*`), for their authors. */
export const postVideosProjection = projection({
  name: "post-videos",
  version: 1,
  tables: [postVideos],
  on: ["PostVideoUploaded", "PostVideoProcessing", "PostVideoReady", "PostVideoFailed", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "PostVideoUploaded": {
        const { id, author, original } = event.data;
        await tx
          .insert(postVideos)
          .values({
            id,
            authorId: author,
            state: "uploaded",
            originalKey: original.key,
            uploadedAt: event.at,
            changedAt: event.at,
          })
          .onConflictDoNothing();
        return;
      }
      case "PostVideoProcessing":
        await tx
          .update(postVideos)
          .set({ state: "processing", percent: event.data.percent, changedAt: event.at })
          .where(eq(postVideos.id, event.data.id));
        return;
      case "PostVideoReady":
        await tx
          .update(postVideos)
          .set({ state: "ready", percent: 100, changedAt: event.at })
          .where(eq(postVideos.id, event.data.id));
        return;
      case "PostVideoFailed":
        await tx
          .update(postVideos)
          .set({ state: "failed", reason: event.data.reason, changedAt: event.at })
          .where(eq(postVideos.id, event.data.id));
        return;
      case "UserDeleted":
        // Its videos still waiting end with it (the reactor publishes none); the media reactor deletes the originals.
        await tx
          .update(postVideos)
          .set({ state: "failed", reason: "The account was deleted.", changedAt: event.at })
          .where(
            and(eq(postVideos.authorId, event.data.userId), inArray(postVideos.state, ["uploaded", "processing"])),
          );
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
