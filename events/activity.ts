import { z } from "zod";
import { defineEvent } from "./define.ts";

/** The user was seen acting at `at` (recorded at most once a minute per user). */
export const UserActive = defineEvent("UserActive", z.object({ userId: z.number().int().positive(), at: z.string() }));

export const activityEvents = [UserActive] as const;
