import type { Endpoint } from "./endpoint.ts";
import * as auth from "./auth.ts";
import * as sessions from "./sessions.ts";
import * as system from "./system.ts";
import * as contact from "./contact.ts";
import * as games from "./games.ts";
import * as posts from "./posts.ts";
import * as profiles from "./profiles.ts";
import * as friends from "./friends.ts";
import * as search from "./search.ts";
import * as videos from "./videos.ts";
import * as admin from "./admin.ts";
import * as investors from "./investors.ts";
import * as realtime from "./realtime.ts";
import * as push from "./push.ts";
import * as chat from "./chat.ts";
import * as zones from "./zones.ts";
import * as replies from "./replies.ts";
import * as notifications from "./notifications.ts";
import * as blocks from "./blocks.ts";
import * as reports from "./reports.ts";
import * as moderation from "./moderation.ts";
import * as filters from "./filters.ts";
import * as zonesTalk from "./zones-talk.ts";

/**
 * Every endpoint of the contract, for the server and the tests that check it (the browser imports the
 * area files it uses, so its bundle holds only those). A new area's file is added here.
 */
const areas = {
  auth,
  sessions,
  system,
  contact,
  games,
  posts,
  profiles,
  friends,
  search,
  videos,
  admin,
  investors,
  realtime,
  push,
  chat,
  zones,
  replies,
  notifications,
  blocks,
  reports,
  moderation,
  filters,
  zonesTalk,
};

export const endpoints: Endpoint[] = Object.values(areas).flatMap((area) => Object.values(area).filter(isEndpoint));

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "access" in value;
}
