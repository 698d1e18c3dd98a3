import { afterEach, beforeEach, expect, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser } from "../../tests/accounts.ts";
import { SseReader } from "../../tests/sse.ts";
import { waitFor } from "../../tests/wait.ts";

const METRICS_TOKEN = "scraper-token-0123456789abcdef";
let t: TestApp;
beforeEach(async () => {
  t = await testApp({ METRICS_TOKEN });
});
afterEach(() => t.close());

/** The value of one sample line of the Prometheus text, or undefined when it is absent. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split("\n").find((l) => l.startsWith(series + " "));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function metrics(): Promise<string> {
  const response = await t.app.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toStartWith("text/plain; version=0.0.4");
  return response.text();
}

test("GET /healthz answers ok once the database answers", async () => {
  const response = await t.app.request("/healthz");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test("GET /api/fetch answers the version written in package.json", async () => {
  const { version } = await Bun.file(new URL("../../package.json", import.meta.url)).json();
  const response = await t.app.request("/api/fetch");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ version });
});

test("GET /metrics counts requests by route and status and times them in a histogram", async () => {
  for (let i = 0; i < 3; i++) await t.app.request("/healthz");
  await t.app.request("/api/no-such-thing");
  await t.app.request("/");

  const text = await metrics();
  expect(text).toContain("# TYPE http_requests_total counter");
  expect(text).toContain("# TYPE http_request_duration_seconds histogram");
  expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(3);
  expect(sample(text, 'http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
  expect(sample(text, 'http_requests_total{method="GET",route="page",status="200"}')).toBe(1);
  expect(sample(text, 'http_request_duration_seconds_bucket{route="/healthz",le="+Inf"}')).toBe(3);
  expect(sample(text, 'http_request_duration_seconds_count{route="/healthz"}')).toBe(3);
  expect(sample(text, 'http_request_duration_seconds_sum{route="/healthz"}')).toBeGreaterThan(0);
  // Buckets are cumulative: each holds at least as many as the one before.
  const buckets = text.split("\n").filter((l) => l.startsWith('http_request_duration_seconds_bucket{route="/healthz"'));
  const counts = buckets.map((l) => Number(l.split(" ").at(-1)));
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
});

test("GET /metrics counts appended events and shows the realtime streams open now", async () => {
  const before = await metrics();
  // The shipped games and videos, recorded at start.
  const atStart = await t.ctx.store.head();
  expect(sample(before, "events_appended_total")).toBe(atStart);
  expect(sample(before, "realtime_streams_open")).toBe(0);
  expect(before).toContain("# TYPE realtime_streams_open gauge");

  const sent = await t.json("POST", "/api/contact", { name: "Ada", email: "ada@example.com", message: "Hello" });
  expect(sent.status).toBe(200);
  // The message itself, and its count against the sender's address for the contact form's limit.
  expect(sample(await metrics(), "events_appended_total")).toBe(atStart + 2);

  const user = await createUser(t);
  const stream = new SseReader(await t.app.request("/api/realtime", { headers: user.headers }));
  await stream.next((m) => m.event === "ready");
  expect(sample(await metrics(), "realtime_streams_open")).toBe(1);
  await stream.close();
  await waitFor(async () => sample(await metrics(), "realtime_streams_open") === 0);
});

test("GET /metrics shows how far each reactor is behind the log", async () => {
  await t.json("POST", "/api/contact", { name: "Ada", email: "ada@example.com", message: "Hello" });
  await t.ctx.reactors.settled();
  expect(sample(await metrics(), 'reactor_lag_events{reactor="contact"}')).toBe(0);

  // Reactors stopped (no server process running them): the whole log is still to be handled.
  const idle = await testApp({ METRICS_TOKEN }, { reactors: false });
  try {
    const scraped = await (
      await idle.app.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(sample(scraped, 'reactor_lag_events{reactor="contact"}')).toBe(await idle.ctx.store.head());
  } finally {
    await idle.close();
  }
});

test("GET /metrics answers only an admin or the METRICS_TOKEN; to anyone else it does not exist", async () => {
  const user = await createUser(t);
  const admin = await createUser(t, { admin: true });
  const status = async (headers: Record<string, string>) => (await t.app.request("/metrics", { headers })).status;
  expect(await status({})).toBe(404);
  expect(await status(user.headers)).toBe(404);
  expect(await status({ Authorization: "Bearer scraper-token-0123456789abcdeX" })).toBe(404);
  expect(await status(admin.headers)).toBe(200);
  expect(await status({ Authorization: `Bearer ${METRICS_TOKEN}` })).toBe(200);
});
