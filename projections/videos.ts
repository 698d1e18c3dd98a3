import { eq } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { EventOf } from "../events/index.ts";
import { projection } from "../store/projection.ts";
import { videos } from "./videos.schema.ts";

/** The videos catalogue. */
export const videosProjection = projection({
  name: "videos",
  version: 1,
  tables: [videos],
  on: ["VideoAdded", "VideoChanged", "VideoRemoved"],
  async apply(event, tx) {
    switch (event.type) {
      case "VideoAdded":
      case "VideoChanged":
        await putVideo(tx, event.data);
        return;
      case "VideoRemoved":
        await tx.update(videos).set({ removed: true }).where(eq(videos.id, event.data.id));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

async function putVideo(tx: Tx, video: EventOf<"VideoAdded">["data"]) {
  const { devices, ...fields } = video;
  const row = { ...fields, mobile: devices.includes("mobile"), pc: devices.includes("pc"), removed: false };
  await tx.insert(videos).values(row).onConflictDoUpdate({ target: videos.id, set: row });
}
