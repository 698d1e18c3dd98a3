import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { userStream } from "./users.ts";

const userId = z.number().int().positive();

/**
 * Someone said something in a zone (stream `zone-message-<id>`): zone talk is not end-to-end encrypted, so
 * the server keeps what was said, for reports (evidence from its own record) and erasure. `zone` is the
 * zone's slug, `instance` the crowd's instance it was said in (absent: the zone is one instance),
 * `position` the speaker's feet then, and `hearers` who was near enough then (the speaker first): the route
 * delivers to them alone, from the event, so a reconnect resumes the same deliveries and no one who came
 * later reads it. `name` is the speaker's as shown on the bubble.
 */
export const ZoneMessageSaid = defineEvent(
  "ZoneMessageSaid",
  z.object({
    id: z.number().int().positive(),
    zone: z.string(),
    instance: z.string().optional(),
    author: userId,
    name: z.string(),
    text: z.string(),
    position: z.tuple([z.number(), z.number(), z.number()]),
    hearers: z.array(userId),
  }),
);

export const zonesTalkEvents = [ZoneMessageSaid] as const;

/** What was said and the speaker's name are the speaker's personal data, as a post's text: erased with them. */
export const zonesTalkPersonal = [personal(ZoneMessageSaid, (d) => userStream(d.author), ["text", "name"])];

export function zoneMessageStream(id: number): string {
  return `zone-message-${id}`;
}
