import { z } from "zod";
import { defineEvent } from "./define.ts";
import { CLOCK_TIME, NOTIFICATION_KINDS } from "../shared/notifications.ts";

/**
 * The notifications centre's own events, on the person's stream `user-<id>`: what they read and what they
 * chose. The notifications themselves are not events: the projection makes them from the events that concern
 * someone (a friend request, a rating…), so a replay makes them again.
 */
const userId = z.number().int().positive();

/** "Mark all read": every notification of `userId` last changed at or before the log's `upTo` position. */
export const NotificationsRead = defineEvent(
  "NotificationsRead",
  z.object({ userId, upTo: z.number().int().nonnegative() }),
);

/** One notification (its group's key) opened, as it stood at `upTo`: a later change makes it unread again. */
export const NotificationRead = defineEvent(
  "NotificationRead",
  z.object({ userId, key: z.string().max(100), upTo: z.number().int().nonnegative() }),
);

const KindChoice = z.object({ page: z.boolean(), push: z.boolean() });

/** Per kind, in the page and by push; quiet hours (no push) in the person's time zone, or none. */
export const NotificationSettingsShape = z.object({
  kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS), KindChoice),
  quiet: z
    .object({ from: z.string().regex(CLOCK_TIME), to: z.string().regex(CLOCK_TIME), timeZone: z.string().max(64) })
    .nullable(),
});

/** The whole choice, replaced at once. */
export const NotificationSettingsSet = defineEvent(
  "NotificationSettingsSet",
  NotificationSettingsShape.extend({ userId }),
);

export const notificationsEvents = [NotificationsRead, NotificationRead, NotificationSettingsSet] as const;
