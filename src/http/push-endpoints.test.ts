import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { createECDH, randomBytes } from "node:crypto";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { subscriptionsOf } from "../../projections/push.queries.ts";
import { loadConfig } from "../config.ts";
import { systemResolver } from "../push/endpoint-host.ts";

setDefaultTimeout(30_000);

/**
 * The SSRF guard on push endpoints: a signed-in user names the URL the server will POST to, so an endpoint
 * on an IP address, or on a host resolving into a private network, is refused when subscribing (400, in
 * the API's error shape) and again before each push (DNS answers change). DNS here is the test's own table.
 */
const dns = new Map<string, string[]>([
  ["push.example.com", ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]],
  ["internal.example.com", ["10.0.0.5"]],
  ["metadata.example.com", ["169.254.169.254"]],
  ["mixed.example.com", ["93.184.215.14", "192.168.1.20"]],
  ["mapped.example.com", ["::ffff:127.0.0.1"]],
  ["ula.example.com", ["fd00::1"]],
  ["rebinding.example.com", ["93.184.215.14"]],
]);
const resolveHost = async (host: string) => {
  const addresses = dns.get(host);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return addresses;
};

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await testApp({}, { resolveHost });
  ann = await createUser(t, { username: "ann" });
});
afterAll(() => t.close());

/** A browser's subscription at `endpoint`, with real keys. */
function browserAt(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}
const subscribe = (endpoint: string) =>
  t.json("POST", "/api/push/subscribe", { subscription: browserAt(endpoint) }, ann.headers);
const endpointsOfAnn = async () => (await subscriptionsOf(t.ctx.db, ann.id)).map((s) => s.endpoint);

const IP_LITERAL = "A push endpoint must name its push service by host name, not by IP address.";
const NOT_PUBLIC =
  "A push endpoint must be a public push service: this one's host does not resolve to a public Internet address.";

describe("subscribing", () => {
  test("a push service on a public host is accepted", async () => {
    expect((await subscribe("https://push.example.com/send/abc")).status).toBe(201);
    expect(await endpointsOfAnn()).toContain("https://push.example.com/send/abc");
  });

  test.each([
    ["https://127.0.0.1/send/1", "IPv4 loopback"],
    ["https://10.0.0.1:8443/send/1", "private IPv4 with a port"],
    ["https://169.254.169.254/latest/meta-data", "the cloud metadata address"],
    ["https://[::1]/send/1", "IPv6 loopback"],
    ["https://[::ffff:127.0.0.1]/send/1", "IPv4-mapped loopback"],
    ["https://[fe80::1]/send/1", "IPv6 link-local"],
    ["https://2130706433/send/1", "loopback as one decimal number"],
    ["https://0x7f.1/send/1", "loopback in hex shorthand"],
    ["https://8.8.8.8/send/1", "a public address: still no push service's name"],
  ])("%s is refused (%s): an IP address", async (endpoint) => {
    const response = await subscribe(endpoint);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: IP_LITERAL, message: IP_LITERAL, code: "push_endpoint_refused" });
  });

  test.each([
    ["https://internal.example.com/send/1", "resolves to a private address"],
    ["https://metadata.example.com/send/1", "resolves to link-local"],
    ["https://mixed.example.com/send/1", "resolves to a private address among public ones"],
    ["https://mapped.example.com/send/1", "resolves to IPv4-mapped loopback"],
    ["https://ula.example.com/send/1", "resolves to an IPv6 unique-local address"],
    ["https://nowhere.example.com/send/1", "does not resolve (same words: no map of internal names)"],
  ])("%s is refused: it %s", async (endpoint) => {
    const response = await subscribe(endpoint);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: NOT_PUBLIC, message: NOT_PUBLIC, code: "push_endpoint_refused" });
  });

  test("nothing refused was recorded", async () => {
    expect(await endpointsOfAnn()).toEqual(["https://push.example.com/send/abc"]);
  });

  test("with the system's resolver, localhost is refused too", async () => {
    expect(await systemResolver("localhost")).toContain("127.0.0.1");
    const plain = await testApp();
    try {
      const bob = await createUser(plain, { username: "bob" });
      const response = await plain.json(
        "POST",
        "/api/push/subscribe",
        { subscription: browserAt("https://localhost:8443/send/1") },
        bob.headers,
      );
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("push_endpoint_refused");
    } finally {
      await plain.close();
    }
  });
});

describe("pushing", () => {
  test("a host that now resolves into a private network is not called, and not retried; the subscription stays", async () => {
    const cat = await createUser(t, { username: "cat" });
    const endpoint = "https://rebinding.example.com/send/cat";
    expect(
      (await t.json("POST", "/api/push/subscribe", { subscription: browserAt(endpoint) }, cat.headers)).status,
    ).toBe(201);

    dns.set("rebinding.example.com", ["127.0.0.1"]);
    // Refused before any connection: notify does not throw (a retry would be refused the same way).
    expect(await t.ctx.push.notify(cat.id, { title: "t", body: "b", url: "/", tag: "x" })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
      refused: 1,
    });
    expect((await subscriptionsOf(t.ctx.db, cat.id)).map((s) => s.endpoint)).toEqual([endpoint]);
  });

  test("a host that stops resolving is a failure for now: the reactor retries", async () => {
    const dan = await createUser(t, { username: "dan" });
    const endpoint = "https://flaky.example.com/send/dan";
    dns.set("flaky.example.com", ["93.184.215.14"]);
    expect(
      (await t.json("POST", "/api/push/subscribe", { subscription: browserAt(endpoint) }, dan.headers)).status,
    ).toBe(201);

    dns.delete("flaky.example.com");
    await expect(t.ctx.push.notify(dan.id, { title: "t", body: "b", url: "/", tag: "x" })).rejects.toThrow(
      "did not resolve",
    );
  });
});

describe("PUSH_ALLOW_PRIVATE_HOSTS", () => {
  test("off unless 1 or true; anything else is refused at start", () => {
    expect(loadConfig({ DATA_DIR: t.dir }).pushAllowPrivateHosts).toBe(false);
    expect(loadConfig({ DATA_DIR: t.dir, PUSH_ALLOW_PRIVATE_HOSTS: "0" }).pushAllowPrivateHosts).toBe(false);
    expect(loadConfig({ DATA_DIR: t.dir, PUSH_ALLOW_PRIVATE_HOSTS: "1" }).pushAllowPrivateHosts).toBe(true);
    expect(loadConfig({ DATA_DIR: t.dir, PUSH_ALLOW_PRIVATE_HOSTS: "true" }).pushAllowPrivateHosts).toBe(true);
    expect(() => loadConfig({ DATA_DIR: t.dir, PUSH_ALLOW_PRIVATE_HOSTS: "yes" })).toThrow();
  });
});
