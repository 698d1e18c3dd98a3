import { call } from "../api/http.ts";
import { subscribePush, unsubscribePush, vapidPublicKey } from "../../shared/api/push.ts";

/**
 * This browser's push registration, in the specification's four states (section 2, "Push notifications
 * and contact"), word for word: whether the person has decided on notifications, and whether this browser
 * is registered with the server for them.
 */
export type PushState = "prompt required" | "granted but not registered" | "granted and registered" | "denied";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

export async function pushState(): Promise<PushState> {
  if (Notification.permission === "default") return "prompt required";
  if (Notification.permission === "denied") return "denied";
  return (await currentSubscription()) ? "granted and registered" : "granted but not registered";
}

/**
 * Asks for permission when it is undecided, then subscribes this browser at its push service with the
 * server's VAPID key and registers the subscription with the server. Resolves to the state it ends in.
 */
export async function registerPush(): Promise<PushState> {
  if (Notification.permission === "default") await Notification.requestPermission();
  if (Notification.permission !== "granted") return pushState();
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const { publicKey } = await call(vapidPublicKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  const json = subscription.toJSON();
  await call(subscribePush, {
    body: {
      subscription: {
        endpoint: subscription.endpoint,
        expirationTime: subscription.expirationTime,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      },
    },
  });
  return "granted and registered";
}

/** Stops pushes to this browser: the server forgets it, then the browser drops the subscription. */
export async function unregisterPush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await call(unsubscribePush, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return pushState();
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
