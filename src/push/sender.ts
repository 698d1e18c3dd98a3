import type { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import type { Store } from "../../store/store.ts";
import type { Db } from "../../store/db.ts";
import { userStream } from "../../events/users.ts";
import type { Config } from "../config.ts";
import type { Log } from "../log.ts";
import type { Metrics } from "../metrics.ts";
import { subscriptionByEndpoint, subscriptionsOf, type PushSubscriptionRow } from "../../projections/push.queries.ts";
import { pushEndpointRefusal, systemResolver, type EndpointRefusal, type ResolveHost } from "./endpoint-host.ts";
import { publicOnlyAgent } from "./public-only-agent.ts";

/** What a notification shows: a title, a line of text, the page a click opens, and a tag (one per thing: a newer one replaces it). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * How many of the user's browsers took it, were found gone (and removed), failed for now, or were not
 * tried because their endpoint now resolves into a private network (not retried: it would be refused again).
 */
export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
  refused: number;
}

/** How long a push service keeps a push for a browser that is offline: a day, then it is not news. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushDeps {
  config: Pick<Config, "vapid" | "pushAllowPrivateHosts">;
  db: Db;
  store: Store;
  log: Log;
  metrics: Pick<Metrics, "pushed">;
  /** Tests: trusts a local push service's certificate. */
  agent?: Agent;
  /** Tests: what endpoint host names resolve to (default: the system's resolver). */
  resolveHost?: ResolveHost;
}

/**
 * Web-push to a user's browsers, signed with the server's VAPID keys (RFC 8292) and encrypted for each
 * browser (RFC 8291). Called only from reactors, whose idempotency key makes "never twice for one event"
 * hold: so a push that some browsers took is never sent again, and only a push that reached none of them
 * (the push services failing) throws, for the reactor to retry.
 */
export class PushSender {
  /** Connects to public addresses only, unless a test passes its own or allows private hosts. */
  readonly #agent: Agent | undefined;

  constructor(private readonly deps: PushDeps) {
    this.#agent = deps.agent ?? (deps.config.pushAllowPrivateHosts ? undefined : publicOnlyAgent());
  }

  /** The key browsers subscribe with (`applicationServerKey`). */
  get publicKey(): string {
    return this.deps.config.vapid.publicKey;
  }

  /**
   * Why the server must not POST to this endpoint (an IP address, or a host resolving to a non-public
   * address: a user could aim the server at its own network), or null. Checked when a browser subscribes
   * and again before every push, since DNS answers change. PUSH_ALLOW_PRIVATE_HOSTS (tests whose push
   * service is on loopback) skips it.
   */
  endpointRefusal(endpoint: string): Promise<EndpointRefusal | null> {
    if (this.deps.config.pushAllowPrivateHosts) return Promise.resolve(null);
    return pushEndpointRefusal(endpoint, this.deps.resolveHost ?? systemResolver);
  }

  async notify(userId: number, message: PushMessage): Promise<PushOutcome> {
    const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0, refused: 0 };
    const subscriptions = await subscriptionsOf(this.deps.db, userId);
    const payload = JSON.stringify(message);
    let lastError: unknown;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          if (await this.#refused(subscription)) {
            outcome.refused += 1;
            return;
          }
          await this.#send(subscription, payload, message.tag);
          outcome.sent += 1;
        } catch (error) {
          if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            await this.#remove(subscription);
            outcome.removed += 1;
          } else {
            outcome.failed += 1;
            lastError = error;
            this.deps.log.error("push failed", {
              userId,
              status: error instanceof WebPushError ? error.statusCode : undefined,
              error: String(error),
            });
          }
        }
      }),
    );
    this.deps.metrics.pushed(outcome);
    if (outcome.failed > 0 && outcome.sent === 0) throw lastError;
    return outcome;
  }

  /** True for an endpoint that must not be called now; a host that does not resolve throws (retried later). */
  async #refused(subscription: PushSubscriptionRow): Promise<boolean> {
    const refusal = await this.endpointRefusal(subscription.endpoint);
    if (refusal?.kind === "unresolved") throw new Error("the push endpoint's host did not resolve");
    if (refusal) this.deps.log.info("push endpoint refused", { userId: subscription.userId, reason: refusal.kind });
    return refusal !== null;
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
        agent: this.#agent,
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
        {
          type: "PushSubscriptionRemoved",
          data: { userId: subscription.userId, endpoint: subscription.endpoint, reason: "gone" },
        },
      ]);
    });
  }
}

function topicOf(tag: string): string | undefined {
  const topic = tag.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32);
  return topic || undefined;
}
