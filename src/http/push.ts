import { z } from "zod";
import { handler } from "./handler.ts";
import * as push from "../../shared/api/push.ts";
import { setPushInterests, subscribePush, unsubscribePush } from "../commands/push.ts";
import { INTEREST_PATTERN, MAX_INTERESTS } from "../../shared/push.ts";

/** A push service's address: always HTTPS (RFC 8030), as browsers give it. */
const Endpoint = z
  .string()
  .max(2048)
  .url()
  .refine((url) => url.startsWith("https://"), "A push endpoint is an https:// address.");
/** RFC 8291's keys, base64url: the browser's P-256 public key (65 bytes) and its 16-byte auth secret. */
const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

export const SubscribeBody = z.object({
  subscription: z.object({
    endpoint: Endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: Base64Url.min(86).max(88), auth: Base64Url.min(22).max(24) }),
  }),
});

export const UnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });

export const InterestsBody = z.object({
  interests: z
    .array(z.string().regex(INTEREST_PATTERN, "An interest is 1 to 164 letters, digits or _ - = @ , . ;"))
    .max(MAX_INTERESTS, `At most ${MAX_INTERESTS} interests.`),
});

export const pushHandlers = [
  handler(push.vapidPublicKey, {}, async (_, { ctx }) => ({ publicKey: ctx.push.publicKey })),
  handler(
    push.subscribePush,
    { body: SubscribeBody },
    async ({ body }, { ctx, actor }) => {
      await subscribePush(ctx, actor, body.subscription);
      return null;
    },
    { status: 201 },
  ),
  handler(
    push.unsubscribePush,
    { body: UnsubscribeBody },
    async ({ body }, { ctx, actor }) => {
      await unsubscribePush(ctx, actor, body.endpoint);
      return null;
    },
    { status: 204 },
  ),
  handler(push.setPushInterests, { body: InterestsBody }, async ({ body }, { ctx, actor }) => ({
    interests: await setPushInterests(ctx, actor, body.interests),
  })),
];
