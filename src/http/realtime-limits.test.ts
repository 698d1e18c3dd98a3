import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import { SseReader } from "../../tests/sse.ts";
import { waitFor } from "../../tests/wait.ts";

setDefaultTimeout(30_000);

/**
 * Issue #23 item 3: one account held 19,941 streams and used every file descriptor. Streams are capped per
 * sign-in session and per account (the oldest is closed, told `superseded`, so a person reopening tabs is
 * never refused), per client address (the new one is refused: 429), and opening them is rate-limited per
 * account. Small caps here; the defaults are in src/realtime/channels/limits.ts.
 */
let t: TestApp;
let ann: TestUser, ben: TestUser, cat: TestUser, dan: TestUser;

beforeAll(async () => {
  t = await testApp({
    TRUST_PROXY: "1",
    REALTIME_STREAMS_PER_SESSION: "2",
    REALTIME_STREAMS_PER_ACCOUNT: "3",
    REALTIME_STREAMS_PER_ADDRESS: "4",
    REALTIME_OPENS_PER_MINUTE: "6",
  });
  ann = await createUser(t, { username: "ann" });
  ben = await createUser(t, { username: "ben" });
  cat = await createUser(t, { username: "cat" });
  dan = await createUser(t, { username: "dan" });
});
afterAll(() => t.close());

/** A stream from `address` (X-Forwarded-For: the proxy is trusted here); the raw answer. */
function request(headers: Record<string, string>, address: string): Promise<Response> {
  return Promise.resolve(t.app.request("/api/realtime", { headers: { ...headers, "X-Forwarded-For": address } }));
}

async function open(headers: Record<string, string>, address: string): Promise<SseReader> {
  const response = await request(headers, address);
  expect(response.status).toBe(200);
  const stream = new SseReader(response);
  await stream.next((m) => m.event === "ready");
  return stream;
}

describe("streams of one account", () => {
  test("past the cap of a session, its oldest stream is told `superseded` and closed; the new one opens", async () => {
    const first = await open(ann.headers, "198.51.100.1");
    const second = await open(ann.headers, "198.51.100.2");
    const third = await open(ann.headers, "198.51.100.3");
    expect(await first.next((m) => m.event === "superseded")).toMatchObject({ data: { reason: "too-many-streams" } });
    await first.end();
    expect(second.ended).toBe(false);
    expect(third.ended).toBe(false);
    expect(t.ctx.realtime.openStreams).toBe(2);
    await Promise.all([second.close(), third.close()]);
  });

  test("past the cap of the account, across sessions, the account's oldest stream closes first", async () => {
    const sessions = await Promise.all([loginAs(t, ben), loginAs(t, ben), loginAs(t, ben), loginAs(t, ben)]);
    const streams: SseReader[] = [];
    for (const [i, session] of sessions.entries())
      streams.push(await open({ Cookie: session.cookie! }, `198.51.100.${10 + i}`));
    await streams[0]!.end();
    expect(streams.slice(1).map((stream) => stream.ended)).toEqual([false, false, false]);
    await Promise.all(streams.map((stream) => stream.close()));
  });
});

describe("streams from one address", () => {
  test("past the cap of an address (an IPv6 /64 is one address) a new stream is refused with 429 and Retry-After", async () => {
    const held = [
      await open(cat.headers, "2001:db8:7:1::1"),
      await open(dan.headers, "2001:db8:7:1::2"),
      await open({ Cookie: (await loginAs(t, cat)).cookie! }, "2001:db8:7:1:ffff::3"),
      await open({ Cookie: (await loginAs(t, dan)).cookie! }, "2001:0db8:0007:0001:abcd::4"),
    ];
    const refused = await request(ann.headers, "2001:db8:7:1::99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: "rate_limited",
      error: expect.any(String),
      message: expect.any(String),
    });
    // Every stream held is still open: for an address, the new one is what is refused.
    expect(held.map((stream) => stream.ended)).toEqual([false, false, false, false]);

    // Another /64 is another address.
    const elsewhere = await open(ann.headers, "2001:db8:7:2::1");
    // Once one closes, the address may open another.
    await held[0]!.close();
    await waitFor(() => t.ctx.realtime.openStreams === 4);
    const again = await open(dan.headers, "2001:db8:7:1::5");
    await Promise.all([...held, elsewhere, again].map((stream) => stream.close()));
  });
});

describe("opening streams", () => {
  test("a reader gone before its stream opened holds no place in the caps", async () => {
    const gone = new AbortController();
    gone.abort();
    const request = new Request("http://localhost/api/realtime", {
      headers: { ...ben.headers, "X-Forwarded-For": "192.0.2.50" },
      signal: gone.signal,
    });
    await Promise.resolve(t.app.request(request)).catch(() => undefined);
    await waitFor(() => t.ctx.realtime.openStreams === 0);
  });

  test("an account opening streams in a loop is refused with 429 and Retry-After past REALTIME_OPENS_PER_MINUTE", async () => {
    const eve = await createUser(t, { username: "eve" });
    for (let i = 0; i < 6; i++) await (await open(eve.headers, `203.0.113.${i}`)).close();
    const refused = await request(eve.headers, "203.0.113.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    // Someone else is not held back by it.
    await (await open(ann.headers, "203.0.113.99")).close();
  });
});
