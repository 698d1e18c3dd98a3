import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { userStream } from "../../events/users.ts";
import { interestsOf, subscriptionByEndpoint } from "../../projections/push.queries.ts";
import type { PushSubscriptionJson } from "../../shared/api/push.ts";
import { AppError } from "../../shared/errors.ts";

/**
 * Records this browser's subscription for the actor; the same one again records nothing. An endpoint the
 * server must not call (an IP address, a host in a private network) is refused first, outside the write
 * lock: a DNS lookup can take seconds.
 */
export async function subscribePush(ctx: AppContext, actor: Actor, subscription: PushSubscriptionJson): Promise<void> {
  const { endpoint, keys } = subscription;
  const refusal = await ctx.push.endpointRefusal(endpoint);
  if (refusal) throw AppError.badRequest(refusal.message, "push_endpoint_refused");
  await ctx.store.transact(async (tx) => {
    const known = await subscriptionByEndpoint(tx.db, endpoint);
    if (known && known.userId === actor.id && known.p256dh === keys.p256dh && known.auth === keys.auth) return;
    await tx.append(userStream(actor.id), "any", [
      { type: "PushSubscribed", data: { userId: actor.id, endpoint, p256dh: keys.p256dh, auth: keys.auth } },
    ]);
  });
}

/** Stops pushes to this browser, if it is the actor's; someone else's or an unknown one is left alone. */
export async function unsubscribePush(ctx: AppContext, actor: Actor, endpoint: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const known = await subscriptionByEndpoint(tx.db, endpoint);
    if (known?.userId !== actor.id) return;
    await tx.append(userStream(actor.id), "any", [
      { type: "PushSubscriptionRemoved", data: { userId: actor.id, endpoint, reason: "unsubscribed" } },
    ]);
  });
}

/** Replaces the actor's push interests; the same set again records nothing. */
export async function setPushInterests(ctx: AppContext, actor: Actor, interests: string[]): Promise<string[]> {
  const unique = [...new Set(interests)];
  await ctx.store.transact(async (tx) => {
    const current = await interestsOf(tx.db, actor.id);
    if (current.length === unique.length && unique.every((interest) => current.includes(interest))) return;
    await tx.append(userStream(actor.id), "any", [
      { type: "PushInterestsSet", data: { userId: actor.id, interests: unique } },
    ]);
  });
  return unique;
}
