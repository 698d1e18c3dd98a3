import type { Projection } from "../store/projection.ts";
import { contactProjection } from "./contact.ts";
import { usersProjection } from "./users.ts";
import { authProjection } from "./auth.ts";
import { sessionsProjection } from "./sessions.ts";
import { activityProjection } from "./activity.ts";
import { postsProjection } from "./posts.ts";
import { friendsProjection } from "./friends.ts";
import { profilesProjection } from "./profiles.ts";
import { gamesProjection } from "./games.ts";
import { videosProjection } from "./videos.ts";
import { adminProjection } from "./admin.ts";
import { investorsProjection } from "./investors.ts";
import { pushProjection } from "./push.ts";
import { mediaProjection } from "./media.ts";
import { chatProjection } from "./chat.ts";
import { zonesProjection } from "./zones.ts";
import { zonesTalkProjection } from "./zones-talk.ts";
import { budgetsProjection } from "./budgets.ts";
import { notificationsProjection } from "./notifications.ts";
import { blocksProjection } from "./blocks.ts";
import { reportsProjection } from "./reports.ts";
import { moderationProjection } from "./moderation.ts";
import { postVideosProjection } from "./post-videos.ts";
import { filtersProjection } from "./filters.ts";

/** Every read model, in the order they are applied. */
export const projections: Projection[] = [
  contactProjection,
  usersProjection,
  authProjection,
  sessionsProjection,
  activityProjection,
  postsProjection,
  friendsProjection,
  profilesProjection,
  gamesProjection,
  videosProjection,
  adminProjection,
  investorsProjection,
  pushProjection,
  mediaProjection,
  chatProjection,
  zonesProjection,
  zonesTalkProjection,
  budgetsProjection,
  postVideosProjection,
  reportsProjection,
  moderationProjection,
  blocksProjection,
  filtersProjection,
  // Last: it reads the posts, friends and zones read models as the event left them.
  notificationsProjection,
];
