import { sql } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { activityDays } from "./activity.schema.ts";

/** Per-day first and last activity of each user (their overall last_active is on `users`). */
export const activityProjection = projection({
  name: "activity",
  version: 1,
  tables: [activityDays],
  on: ["UserActive"],
  async apply(event, tx) {
    const { userId, at } = event.data;
    // min/max keep the row right whatever order or how often the same sightings are applied.
    await tx
      .insert(activityDays)
      .values({ userId, date: at.slice(0, 10), firstActive: at, lastActive: at })
      .onConflictDoUpdate({
        target: [activityDays.userId, activityDays.date],
        set: {
          firstActive: sql`min(${activityDays.firstActive}, excluded.first_active)`,
          lastActive: sql`max(${activityDays.lastActive}, excluded.last_active)`,
        },
      });
  },
});
