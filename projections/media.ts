import { and, eq, isNull } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { mediaFiles } from "./media.schema.ts";

/** What each account has stored, for its storage quota and upload rate (src/commands/media.ts). */
export const mediaProjection = projection({
  name: "media",
  version: 2,
  tables: [mediaFiles],
  on: [
    "PostCreated",
    "PostDeleted",
    "ProfileChanged",
    "ChatMediaSent",
    "UserDeleted",
    "PostVideoUploaded",
    "PostVideoReady",
    "PostVideoFailed",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "PostCreated": {
        const { id, author, media } = event.data;
        if (!media) return;
        await tx
          .insert(mediaFiles)
          .values({ key: media.key, userId: author, postId: id, bytes: media.size ?? 0, storedAt: event.at })
          .onConflictDoNothing();
        return;
      }
      case "PostDeleted":
        await tx
          .update(mediaFiles)
          .set({ removedAt: event.at })
          .where(and(eq(mediaFiles.postId, event.data.id), isNull(mediaFiles.removedAt)));
        return;
      case "ProfileChanged": {
        const { userId, picture } = event.data;
        if (!picture) return;
        await tx
          .update(mediaFiles)
          .set({ removedAt: event.at })
          .where(
            and(
              eq(mediaFiles.userId, userId),
              isNull(mediaFiles.postId),
              isNull(mediaFiles.chatId),
              isNull(mediaFiles.removedAt),
            ),
          );
        await tx
          .insert(mediaFiles)
          .values({ key: picture.key, userId, postId: null, bytes: picture.size ?? 0, storedAt: event.at })
          .onConflictDoUpdate({ target: mediaFiles.key, set: { removedAt: null } });
        return;
      }
      case "ChatMediaSent": {
        // A chat picture is the sender's upload like any other: it counts in their quota and hourly allowance.
        const { chatId, from, media } = event.data;
        await tx
          .insert(mediaFiles)
          .values({ key: media.key, userId: from, postId: null, chatId, bytes: media.size ?? 0, storedAt: event.at })
          .onConflictDoNothing();
        return;
      }
      case "PostVideoUploaded": {
        // The upload counts while it is transcoded; its renditions count instead once they exist.
        const { id, author, original } = event.data;
        await tx
          .insert(mediaFiles)
          .values({ key: original.key, userId: author, postId: id, bytes: original.size, storedAt: event.at })
          .onConflictDoNothing();
        return;
      }
      case "PostVideoReady":
      case "PostVideoFailed":
        // The original is deleted now; a ready video's renditions are recorded by the PostCreated after this.
        await tx
          .update(mediaFiles)
          .set({ removedAt: event.at })
          .where(and(eq(mediaFiles.postId, event.data.id), isNull(mediaFiles.removedAt)));
        return;
      case "UserDeleted":
        await tx
          .update(mediaFiles)
          .set({ removedAt: event.at })
          .where(and(eq(mediaFiles.userId, event.data.userId), isNull(mediaFiles.removedAt)));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  // New posts are most of a long log, and the posts projection takes them in runs: an event this one took
  // alone would end every run there (store/projection.ts, applyInBatches) and make a replay ten times slower.
  batch: {
    on: ["PostCreated"],
    async apply(run, tx) {
      const stored = run.flatMap((event) => {
        if (event.type !== "PostCreated" || !event.data.media) return [];
        const { id, author, media } = event.data;
        return [{ key: media.key, userId: author, postId: id, bytes: media.size ?? 0, storedAt: event.at }];
      });
      if (stored.length > 0) await tx.insert(mediaFiles).values(stored).onConflictDoNothing();
    },
  },
});
