import type { Reactor } from "./runner/reactor.ts";
import { authReactor } from "./auth.ts";
import { contactReactor } from "./contact.ts";
import { mediaReactor } from "./media.ts";
import { investorsReactor } from "./investors.ts";
import { chatReactor } from "./chat.ts";
import { zonesReactor } from "./zones.ts";
import { notificationsReactor } from "./notifications.ts";
import { moderationReactor } from "./moderation.ts";
import { postVideosReactor } from "./post-videos.ts";

/** Every reactor of the product: each area's side effects, in `src/reactors/<area>.ts`. */
export const reactors: Reactor[] = [
  authReactor,
  contactReactor,
  mediaReactor,
  investorsReactor,
  chatReactor,
  zonesReactor,
  notificationsReactor,
  moderationReactor,
  postVideosReactor,
];
