import { z } from "zod";
import { handler } from "./handler.ts";
import { sayInZone, ZONE_TALK_MAX } from "../../shared/api/zones-talk.ts";
import { sayInZone as say } from "../commands/zones-talk.ts";

const SlugParam = z.object({ slug: z.string().min(1).max(80) });
const Said = z.object({
  text: z.string().trim().min(1, "Say something first.").max(ZONE_TALK_MAX, `At most ${ZONE_TALK_MAX} characters.`),
});

/** Zone talk: a line said to those nearby (docs/zones.md, "Talking in a zone"). */
export const zonesTalkHandlers = [
  handler(sayInZone, { params: SlugParam, body: Said }, async ({ params, body }, { ctx, actor }) => ({
    message: await say(ctx, actor, params.slug, body.text),
  })),
];
