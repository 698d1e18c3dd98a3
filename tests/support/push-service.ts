import { createECDH, randomBytes, type ECDH } from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import { decrypt } from "http_ece";
import { selfSignedCertificate } from "./certificate.ts";
import { checkVapid, type VapidCheck } from "./vapid.ts";

/** What `pushManager.subscribe()` gives a page, as `JSON.stringify(subscription)` sends it to a server. */
export type PushSubscriptionJSON = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

/** One request that reached the push service, and how it was answered. */
export type ReceivedPush = {
  endpoint: string;
  /** What the service answered: 201, or the refusal (400, 401, 403, 404, 413…) or the status it was told to give. */
  status: number;
  /** Why it was refused (null when it was accepted or told to answer so). */
  problem: string | null;
  /** The body as it came over the wire (null when it was over the size limit). */
  body: Buffer | null;
  /** The body decrypted as the browser would, as UTF-8 text; null without a body or when it did not decrypt. */
  payload: string | null;
  vapid: VapidCheck | null;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
};

export type PushService = {
  /** https://127.0.0.1:<port>, the `aud` a sender's VAPID token must name. */
  origin: string;
  /** The service's self-signed certificate (PEM). */
  ca: string;
  /** What the sender must use to trust it: `sendNotification(subscription, payload, {agent})`. */
  agent: https.Agent;
  /** A new "browser" subscription, made for the sender's VAPID public key, whose endpoint is this service. */
  subscribe(applicationServerKey: string): PushSubscriptionJSON;
  /** From now on answer pushes to this subscription with `status` (404 or 410: it is gone; 429, 500…). */
  answer(subscription: PushSubscriptionJSON, status: number): void;
  /** Every push so far, oldest first. */
  readonly received: readonly ReceivedPush[];
  receivedBy(subscription: PushSubscriptionJSON): ReceivedPush[];
  /** Waits until `count` pushes (for one subscription, or in all) have arrived; rejects after `timeoutMs`. */
  waitForPushes(
    count: number,
    options?: { subscription?: PushSubscriptionJSON; timeoutMs?: number },
  ): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

type Subscription = { ecdh: ECDH; auth: Buffer; applicationServerKey: string; answer: number | null };

/** Push services accept at most 4096 bytes of encrypted payload (RFC 8030 leaves it to them; all use this). */
const MAX_BODY = 4096;

/**
 * A web-push service on 127.0.0.1 for tests, speaking HTTPS with a certificate made at start, that also
 * plays the browser: it makes subscriptions (a P-256 key and 16 auth bytes each), checks each push's VAPID
 * header, decrypts its aes128gcm body (RFC 8291) and records it. It is stricter than a real one: what a
 * browser would silently drop (a body that does not decrypt) is refused with 400, so a test sees it.
 */
export async function startPushService(): Promise<PushService> {
  const { key, cert } = selfSignedCertificate();
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = "";
  let messages = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const endpoint = origin + (request.url ?? "");
    const body = await readBody(request);
    const push = await inspect(endpoint, request, body, subscriptions.get(endpoint));
    received.push(push);
    for (const wake of waiters) wake();
    if (push.status === 201) response.setHeader("Location", `${origin}/message/${++messages}`);
    response.writeHead(push.status, { "Content-Type": "text/plain" }).end(push.problem ?? "");
  }

  async function inspect(
    endpoint: string,
    request: IncomingMessage,
    body: Buffer | null,
    subscription: Subscription | undefined,
  ): Promise<ReceivedPush> {
    const headers = request.headers;
    const ttl = headers.ttl === undefined ? null : Number(headers.ttl);
    const push: ReceivedPush = {
      endpoint,
      status: 201,
      problem: null,
      body,
      payload: null,
      vapid: null,
      ttl,
      urgency: header(headers.urgency),
      topic: header(headers.topic),
    };
    const refuse = (status: number, problem: string) => ({ ...push, status, problem });
    if (request.method !== "POST") return refuse(405, "pushes are POSTed");
    if (!subscription) return refuse(404, "no such subscription");
    push.vapid = await checkVapid(headers.authorization, origin, subscription.applicationServerKey);
    if (body && body.length > 0) push.payload = decryptPayload(body, subscription);
    if (subscription.answer !== null) return { ...push, status: subscription.answer };
    if (!push.vapid.valid) return refuse(push.vapid.status, push.vapid.reason);
    if (ttl === null || !Number.isInteger(ttl) || ttl < 0) return refuse(400, "the TTL header is required");
    if (body === null) return refuse(413, `the payload is over ${MAX_BODY} bytes`);
    if (body.length > 0 && headers["content-encoding"] !== "aes128gcm")
      return refuse(415, "the body must be aes128gcm");
    if (body.length > 0 && push.payload === null)
      return refuse(400, "the body does not decrypt with the subscription's keys");
    return push;
  }

  const server = https.createServer({ key, cert }, (request, response) => {
    handle(request, response).catch((error) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: false });

  const find = (subscription: PushSubscriptionJSON) => {
    const found = subscriptions.get(subscription.endpoint);
    if (!found) throw new Error(`No subscription ${subscription.endpoint} on this push service`);
    return found;
  };

  return {
    origin,
    ca: cert,
    agent,
    subscribe(applicationServerKey) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(16).toString("base64url")}`;
      subscriptions.set(endpoint, { ecdh, auth, applicationServerKey, answer: null });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    answer(subscription, status) {
      find(subscription).answer = status;
    },
    received,
    receivedBy: (subscription) => received.filter((push) => push.endpoint === subscription.endpoint),
    waitForPushes(count, { subscription, timeoutMs = 5000 } = {}) {
      const matching = () =>
        subscription ? received.filter((push) => push.endpoint === subscription.endpoint) : received.slice();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (matching().length < count) return;
          done();
          resolve(matching());
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`Waited ${timeoutMs} ms for ${count} push(es); ${matching().length} arrived`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The browser's side of RFC 8291: its private key and auth secret open the aes128gcm body. */
function decryptPayload(body: Buffer, subscription: Subscription): string | null {
  try {
    return decrypt(body, {
      version: "aes128gcm",
      privateKey: subscription.ecdh,
      authSecret: subscription.auth,
    }).toString("utf8");
  } catch {
    return null;
  }
}

/** The body, or null once it is over the limit (the rest is read and dropped, so the answer can be sent). */
async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY ? null : Buffer.concat(chunks);
}

function header(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}
