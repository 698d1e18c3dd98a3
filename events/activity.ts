import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * The user was seen acting at `at`: recorded by each process at most once per user every 5 minutes, and at
 * once for the first activity of a UTC day (src/activity/presence.ts).
 */
export const UserActive = defineEvent("UserActive", z.object({ userId: z.number().int().positive(), at: z.string() }));

export const activityEvents = [UserActive] as const;
