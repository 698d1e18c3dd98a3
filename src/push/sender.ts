import type { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import type { Store } from "../../events/store.ts";
import type { Db } from "../../events/db.ts";
import { userStream } from "../../events/users.ts";
import type { Config } from "../config.ts";
import type { Log } from "../log.ts";
import type { Metrics } from "../metrics.ts";
import { subscriptionByEndpoint, subscriptionsOf, type PushSubscriptionRow } from "../../projections/push.queries.ts";

/** What a notification shows: a title, a line of text, the page a click opens, and a tag (one per thing: a newer one replaces it). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** How many of the user's browsers took it, were found gone (and removed), or failed for now. */
export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

/** How long a push service keeps a push for a browser that is offline: a day, then it is not news. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushDeps {
  config: Pick<Config, "vapid">;
  db: Db;
  store: Store;
  log: Log;
  metrics: Pick<Metrics, "pushed">;
  /** Tests: trusts a local push service's certificate. */
  agent?: Agent;
}

/**
 * Web-push to a user's browsers, signed with the server's VAPID keys (RFC 8292) and encrypted for each
 * browser (RFC 8291). Called only from reactors, whose idempotency key makes "never twice for one event"
 * hold: so a push that some browsers took is never sent again, and only a push that reached none of them
 * (the push services failing) throws, for the reactor to retry.
 */
export class PushSender {
  constructor(private readonly deps: PushDeps) {}

  /** The key browsers subscribe with (`applicationServerKey`). */
  get publicKey(): string {
    return this.deps.config.vapid.publicKey;
  }

  async notify(userId: number, message: PushMessage): Promise<PushOutcome> {
    const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
    const subscriptions = await subscriptionsOf(this.deps.db, userId);
    const payload = JSON.stringify(message);
    let lastError: unknown;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          await this.#send(subscription, payload, message.tag);
          outcome.sent += 1;
        } catch (error) {
          if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            await this.#remove(subscription);
            outcome.removed += 1;
          } else {
            outcome.failed += 1;
            lastError = error;
            this.deps.log.error("push failed", { userId, status: error instanceof WebPushError ? error.statusCode : undefined, error: String(error) });
          }
        }
      }),
    );
    this.deps.metrics.pushed(outcome);
    if (outcome.failed > 0 && outcome.sent === 0) throw lastError;
    return outcome;
  }

  #send(subscription: PushSubscriptionRow, payload: string, tag: string) {
    const { vapid } = this.deps.config;
    return webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency: "high",
        // A push still waiting at the service is replaced by a newer one of the same tag (RFC 8030 topic: ≤ 32 URL-safe characters).
        topic: topicOf(tag),
        agent: this.deps.agent,
        timeout: 10_000,
      },
    );
  }

  /** The push service says the browser is gone: recorded as an event, unless it moved to someone else meanwhile. */
  async #remove(subscription: PushSubscriptionRow) {
    await this.deps.store.transact(async (tx) => {
      const current = await subscriptionByEndpoint(tx.db, subscription.endpoint);
      if (current?.userId !== subscription.userId) return;
      await tx.append(userStream(subscription.userId), "any", [
        { type: "PushSubscriptionRemoved", data: { userId: subscription.userId, endpoint: subscription.endpoint, reason: "gone" } },
      ]);
    });
  }
}

function topicOf(tag: string): string | undefined {
  const topic = tag.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32);
  return topic || undefined;
}
