import type { Reader } from "../../store/db.ts";
import { defineReactor } from "./runner/reactor.ts";
import { accountMediaKeys, postMediaKeys, replacedPictureKeys, videoOriginalKeys } from "./media.keys.ts";

/**
 * Deletes media files nothing uses any more: a deleted post's, a replaced profile picture, all of a
 * deleted account's, and a posted video's upload once it was made playable (or could not be). Deleting a file that is already gone is no error, so a repeat does nothing twice.
 * (A file saved for an append that then failed is removed by the command itself: no event names it.)
 */
export const mediaReactor = defineReactor({
  name: "media",
  version: 1,
  on: ["PostDeleted", "ProfileChanged", "UserDeleted", "PostVideoReady", "PostVideoFailed"],
  async react(event, { db, media }) {
    const keys = await unusedKeys(event, db);
    for (const key of keys) await media.delete(key);
  },
});

type MediaEvent = Parameters<typeof mediaReactor.react>[0];

async function unusedKeys(event: MediaEvent, db: Reader): Promise<string[]> {
  switch (event.type) {
    case "PostDeleted":
      return postMediaKeys(db, event.data.id);
    case "ProfileChanged": {
      if (!event.data.picture) return [];
      const keys = await replacedPictureKeys(db, event.stream, event.position);
      return keys.includes(event.data.picture.key) ? [] : keys;
    }
    case "UserDeleted":
      return accountMediaKeys(db, event.data.userId);
    case "PostVideoReady":
    case "PostVideoFailed":
      return videoOriginalKeys(db, event.data.id);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
