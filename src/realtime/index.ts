import type { PresenceAudience, Route } from "./channels/delivery.ts";
import { friendsAudience, friendsRoute } from "./friends.ts";
import { chatAudience, chatRoute } from "./chat.ts";
import { zoneGuestsRoute } from "./zones-guests.ts";
import { repliesRoute } from "./replies.ts";
import { zonesTalkRoute } from "./zones-talk.ts";
import { blocksRoute, withoutBlocked } from "./blocks.ts";

/**
 * Every area's route from the log to the users' channels (`src/realtime/<area>.ts`): each event of the log
 * is given to each route, in every server process, and what they return is delivered to the streams held
 * there. A new area adds its route here.
 */
export const routes: Route[] = [friendsRoute, chatRoute, zoneGuestsRoute, repliesRoute, blocksRoute, zonesTalkRoute];

/**
 * Who hears of a user's presence (online, offline): a new area that shows someone's status adds its audience
 * here. People blocked either way are never friends; chat partners may be, and are left out.
 */
export const presenceAudiences: PresenceAudience[] = [friendsAudience, withoutBlocked(chatAudience)];
