import { afterAll, beforeAll, expect, test } from "bun:test";
import webpush, { WebPushError } from "web-push";
import { startPushService, type PushService } from "./push-service.ts";

let push: PushService;
const server = webpush.generateVAPIDKeys();
const vapidDetails = { subject: "mailto:admin@virtualworlds.example", ...server };

beforeAll(async () => {
  push = await startPushService();
});

afterAll(async () => {
  await push.close();
});

/** What the product's push reactor will do: web-push over the service's TLS, with the server's VAPID keys. */
function send(subscription: webpush.PushSubscription, payload: string | null, options: webpush.RequestOptions = {}) {
  return webpush.sendNotification(subscription, payload, { agent: push.agent, vapidDetails, TTL: 60, ...options });
}

/** The status of a refused push, as the sender sees it. */
async function refusal(sending: Promise<unknown>): Promise<{ statusCode: number; body: string }> {
  const error = await sending.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(WebPushError);
  const { statusCode, body } = error as WebPushError;
  return { statusCode, body };
}

test("a push arrives decrypted, with a VAPID header that verifies against the server's key", async () => {
  const subscription = push.subscribe(server.publicKey);
  const payload = JSON.stringify({ title: "New message", body: "alice sent you a message", chatID: 3 });
  const sent = await send(subscription, payload, { urgency: "high", topic: "chat-3" });
  expect(sent.statusCode).toBe(201);
  expect(sent.headers.location).toStartWith(`${push.origin}/message/`);
  const [received] = push.receivedBy(subscription);
  expect(received).toMatchObject({ status: 201, payload, ttl: 60, urgency: "high", topic: "chat-3", problem: null });
  expect(received!.vapid).toMatchObject({ valid: true, publicKey: server.publicKey, subject: vapidDetails.subject });
});

test("the body on the wire is aes128gcm ciphertext, and only the subscription's own keys open it", async () => {
  const subscription = push.subscribe(server.publicKey);
  await send(subscription, "a word only the browser may read");
  const onTheWire = push.receivedBy(subscription)[0]!.body!;
  expect(onTheWire.includes("only the browser")).toBe(false);
  // RFC 8188's header: 16 bytes of salt, the record size, then the sender's 65-byte key as key id.
  expect(onTheWire[20]).toBe(65);

  const someoneElse = push.subscribe(server.publicKey);
  // Encrypted for another browser's keys, delivered to this one: what the browser would drop, refused here.
  const misaddressed = { endpoint: subscription.endpoint, keys: someoneElse.keys };
  const { statusCode, body } = await refusal(send(misaddressed, "for someone else"));
  expect(statusCode).toBe(400);
  expect(body).toContain("does not decrypt");
  expect(push.receivedBy(subscription)[1]!.payload).toBeNull();
});

test("a push signed with another VAPID key is refused (403), a forged signature too (401)", async () => {
  const subscription = push.subscribe(server.publicKey);
  const stranger = webpush.generateVAPIDKeys();
  const otherKey = await refusal(send(subscription, "hello", { vapidDetails: { ...vapidDetails, ...stranger } }));
  expect(otherKey.statusCode).toBe(403);
  // Claims the server's public key, signed with another private key.
  const forged = await refusal(
    send(subscription, "hello", { vapidDetails: { ...vapidDetails, privateKey: stranger.privateKey } }),
  );
  expect(forged.statusCode).toBe(401);
  expect(push.receivedBy(subscription).map((received) => received.vapid?.valid)).toEqual([false, false]);
});

test("a subscription that is gone answers 410 or 404, which the sender gets as a statusCode to act on", async () => {
  const expired = push.subscribe(server.publicKey);
  const unknown = push.subscribe(server.publicKey);
  push.answer(expired, 410);
  push.answer(unknown, 404);
  expect((await refusal(send(expired, "anyone there?"))).statusCode).toBe(410);
  expect((await refusal(send(unknown, "anyone there?"))).statusCode).toBe(404);
  const neverMade = { ...expired, endpoint: `${push.origin}/push/never-made` };
  expect((await refusal(send(neverMade, "anyone there?"))).statusCode).toBe(404);
});

test("a push without a payload is delivered as a bare wake-up", async () => {
  const subscription = push.subscribe(server.publicKey);
  expect((await send(subscription, null)).statusCode).toBe(201);
  expect(push.receivedBy(subscription)).toMatchObject([{ status: 201, payload: null }]);
});

test("waitForPushes resolves once the pushes are in, and says how many came when they do not", async () => {
  const subscription = push.subscribe(server.publicKey);
  const arrived = push.waitForPushes(2, { subscription });
  await Promise.all([send(subscription, "one"), send(subscription, "two")]);
  expect((await arrived).map((received) => received.payload).sort()).toEqual(["one", "two"]);
  await expect(push.waitForPushes(3, { subscription, timeoutMs: 50 })).rejects.toThrow("2 arrived");
});

test("the service speaks TLS with its own certificate: a sender without its agent cannot connect", async () => {
  const subscription = push.subscribe(server.publicKey);
  const error = await webpush.sendNotification(subscription, "hello", { vapidDetails, TTL: 60 }).then(
    () => null,
    (error: Error) => error,
  );
  expect(error).not.toBeNull();
  expect(error).not.toBeInstanceOf(WebPushError);
  expect(String(error)).toContain("self signed certificate");
  expect(push.receivedBy(subscription)).toEqual([]);
});
