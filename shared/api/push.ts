import type { PublicEndpoint, UserEndpoint } from "./endpoint.ts";

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** The server's VAPID public key, which browsers subscribe with (`applicationServerKey`). */
export const vapidPublicKey: PublicEndpoint<{ answer: { publicKey: string } }> = {
  method: "GET",
  path: "/api/push/vapid-public-key",
  access: "public",
};

/** Registers this browser for the caller's push notifications (201). Again for the same browser: no change. */
export const subscribePush: UserEndpoint<{ body: { subscription: PushSubscriptionJson }; answer: null }> = {
  method: "POST",
  path: "/api/push/subscribe",
  access: "user",
};

/** Stops pushes to this browser (204), whether or not it was registered. */
export const unsubscribePush: UserEndpoint<{ body: { endpoint: string }; answer: null }> = {
  method: "DELETE",
  path: "/api/push/subscribe",
  access: "user",
};

/**
 * Replaces the caller's push interests (topics a publisher may address, as the old device API had them):
 * each 1–164 of `A-Za-z0-9_-=@,.;`, at most 5000, duplicates dropped. Answers the list as kept.
 */
export const setPushInterests: UserEndpoint<{ body: { interests: string[] }; answer: { interests: string[] } }> = {
  method: "PUT",
  path: "/api/push/interests",
  access: "user",
};
