import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * Web-push subscriptions, on the account's stream `user-<id>`. A subscription is one browser's endpoint at
 * its push service with the keys that encrypt for it (RFC 8291); an endpoint belongs to one account at a
 * time, so a browser subscribed again by someone else moves to them.
 */
const userId = z.number().int().positive();

export const PushSubscribed = defineEvent(
  "PushSubscribed",
  z.object({ userId, endpoint: z.string(), p256dh: z.string(), auth: z.string() }),
);

/** `unsubscribed`: the person turned it off; `gone`: the push service answered 404 or 410. */
export const PushSubscriptionRemoved = defineEvent(
  "PushSubscriptionRemoved",
  z.object({ userId, endpoint: z.string(), reason: z.enum(["unsubscribed", "gone"]) }),
);

/** The account's push interests, replaced as a whole (already checked and without duplicates). */
export const PushInterestsSet = defineEvent("PushInterestsSet", z.object({ userId, interests: z.array(z.string()) }));

export const pushEvents = [PushSubscribed, PushSubscriptionRemoved, PushInterestsSet] as const;
