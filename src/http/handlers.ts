import type { Handler } from "./handler.ts";
import { systemHandlers } from "./system.ts";
import { contactHandlers } from "./contact.ts";
import { authHandlers } from "./auth.ts";
import { sessionsHandlers } from "./sessions.ts";
import { gamesHandlers } from "./games.ts";
import { postsHandlers } from "./posts.ts";
import { profilesHandlers } from "./profiles.ts";
import { friendsHandlers } from "./friends.ts";
import { searchHandlers } from "./search.ts";
import { videosHandlers } from "./videos.ts";
import { adminHandlers } from "./admin.ts";
import { investorsHandlers } from "./investors.ts";
import { pushHandlers } from "./push.ts";
import { chatHandlers } from "./chat.ts";
import { zonesHandlers } from "./zones.ts";
import { zonesTalkHandlers } from "./zones-talk.ts";
import { repliesHandlers } from "./replies.ts";
import { notificationsHandlers } from "./notifications.ts";
import { blocksHandlers } from "./blocks.ts";
import { filtersHandlers } from "./filters.ts";
import { reportsHandlers } from "./reports.ts";
import { moderationHandlers } from "./moderation.ts";

/** Every endpoint a handler answers, mounted by the app and called directly by server rendering. */
export const handlers: Handler[] = [
  ...systemHandlers,
  ...contactHandlers,
  ...authHandlers,
  ...sessionsHandlers,
  ...gamesHandlers,
  ...postsHandlers,
  ...profilesHandlers,
  ...friendsHandlers,
  ...searchHandlers,
  ...videosHandlers,
  ...adminHandlers,
  ...investorsHandlers,
  ...pushHandlers,
  ...chatHandlers,
  ...zonesHandlers,
  ...zonesTalkHandlers,
  ...repliesHandlers,
  ...notificationsHandlers,
  ...blocksHandlers,
  ...filtersHandlers,
  ...reportsHandlers,
  ...moderationHandlers,
];
