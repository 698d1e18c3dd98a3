import { z } from "zod";
import { contactEvents } from "./contact.ts";
import { usersErasing, usersEvents, usersPersonal } from "./users.ts";
import { authEvents, authPersonal } from "./auth.ts";
import { sessionsEvents } from "./sessions.ts";
import { activityEvents } from "./activity.ts";
import { postsEvents, postsPersonal, postsUpcasts } from "./posts.ts";
import { friendsEvents } from "./friends.ts";
import { profilesEvents, profilesPersonal } from "./profiles.ts";
import { gamesEvents } from "./games.ts";
import { videosEvents } from "./videos.ts";
import { investorsErasing, investorsEvents, investorsPersonal } from "./investors.ts";
import { pushEvents } from "./push.ts";
import { chatErasing, chatEvents, chatPersonal } from "./chat.ts";
import type { Eraser, PersonalDeclaration } from "./personal.ts";
import type { Upcaster } from "./upcast.ts";
import { zonesEvents } from "./zones.ts";
import { zonesTalkEvents, zonesTalkPersonal } from "./zones-talk.ts";
import { repliesEvents, repliesPersonal } from "./replies.ts";
import { notificationsEvents } from "./notifications.ts";
import { blocksEvents } from "./blocks.ts";
import { reportsEvents, reportsPersonal } from "./reports.ts";
import { moderationEvents, moderationPersonal } from "./moderation.ts";
import { filtersEvents, filtersPersonal } from "./filters.ts";

/** The catalogue: every event type the product records. An append of anything else is refused. */
export const AnyEvent = z.discriminatedUnion("type", [
  ...contactEvents,
  ...usersEvents,
  ...authEvents,
  ...sessionsEvents,
  ...activityEvents,
  ...postsEvents,
  ...friendsEvents,
  ...profilesEvents,
  ...gamesEvents,
  ...videosEvents,
  ...investorsEvents,
  ...pushEvents,
  ...chatEvents,
  ...zonesEvents,
  ...zonesTalkEvents,
  ...repliesEvents,
  ...notificationsEvents,
  ...blocksEvents,
  ...reportsEvents,
  ...moderationEvents,
  ...filtersEvents,
]);

/**
 * The catalogue's personal fields and the events that erase them (events/personal.ts). A contact message
 * (ContactMessageSent) is nobody's account and stays in clear: see docs/security.md, "Privacy of the log".
 */
export const PERSONAL_FIELDS: [string, PersonalDeclaration][] = [
  ...usersPersonal,
  ...authPersonal,
  ...postsPersonal,
  ...profilesPersonal,
  ...investorsPersonal,
  ...chatPersonal,
  ...repliesPersonal,
  ...reportsPersonal,
  ...moderationPersonal,
  ...zonesTalkPersonal,
  ...filtersPersonal,
];
export const ERASING_EVENTS: [string, Eraser][] = [...usersErasing, ...investorsErasing, ...chatErasing];

/** How events logged in an older shape are read in the current one (events/upcast.ts), by type. */
export const UPCASTS: [string, Upcaster][] = [...postsUpcasts];

export type AppEvent = z.infer<typeof AnyEvent>;
export type EventType = AppEvent["type"];
export type EventOf<T extends EventType> = Extract<AppEvent, { type: T }>;

export interface EventMeta {
  actor?: number;
  requestId?: string;
}

/** An event as the log holds it. */
export type StoredEvent<E extends AppEvent = AppEvent> = E & {
  position: number;
  stream: string;
  version: number;
  meta: EventMeta;
  at: string;
};
