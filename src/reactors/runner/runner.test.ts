import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { readdirSync } from "node:fs";
import { testApp, readOutbox, reactorRunner, type TestApp } from "../../../tests/harness.ts";
import { waitFor } from "../../../tests/wait.ts";
import type { ReactorRunner, RunnerOptions } from "./runner.ts";
import { defineReactor, idempotencyKey, type Reactor } from "./reactor.ts";
import { contactReactor } from "../contact.ts";
import { checkpointOf, parkedEvents } from "./checkpoints.ts";

setDefaultTimeout(30_000);

let t: TestApp;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t.close();
});

/** The product's own reactors stay off: each test runs its own on the test app's log. */
async function app() {
  t = await testApp({}, { reactors: false });
  return t;
}

function runnerOf(reactors: Reactor[], options: Partial<RunnerOptions> = {}) {
  const runner = reactorRunner(t, reactors, options);
  cleanups.push(() => runner.stop());
  return runner;
}

async function started(runner: ReactorRunner) {
  await runner.enrol();
  await runner.start(t.ctx.tail);
  return runner;
}

async function contactMessage(message: string): Promise<number> {
  const [event] = await t.ctx.store.append("contact", "any", [
    { type: "ContactMessageSent", data: { name: "Ada", email: "ada@example.com", message } },
  ]);
  return event!.position;
}

async function somethingElse(): Promise<number> {
  const [event] = await t.ctx.store.append("auth-requests", "any", [
    { type: "AuthRequestCounted", data: { action: "contact", address: "127.0.0.1" } },
  ]);
  return event!.position;
}

/** A reactor that notes the positions of the contact messages it sees, and fails on those `fails` says. */
function noting(name: string, fails: (message: string) => boolean = () => false) {
  const seen: number[] = [];
  const attempts: { position: number; at: number }[] = [];
  const reactor = defineReactor({
    name,
    version: 1,
    on: ["ContactMessageSent"],
    async react(event) {
      attempts.push({ position: event.position, at: performance.now() });
      if (fails(event.data.message)) throw new Error(`mailbox full for ${event.data.message}`);
      seen.push(event.position);
    },
  });
  return { reactor, seen, attempts };
}

test("a reactor gets the events it handles in the log's order, from the append's own wake-up, and keeps a checkpoint", async () => {
  await app();
  await contactMessage("before the reactor existed");
  const { reactor, seen } = noting("order");
  const runner = await started(runnerOf([reactor]));

  const positions = [
    await contactMessage("one"),
    await somethingElse(),
    await contactMessage("two"),
    await contactMessage("three"),
  ];
  // No lease round comes within the minute: the tail of this process's own appends wakes the reactor.
  await waitFor(() => seen.length === 3);
  expect(seen).toEqual([positions[0]!, positions[2]!, positions[3]!]);
  const last = await somethingElse();
  await runner.settled();
  await runner.stop();
  // Skipped events move the checkpoint too, saved at the latest when the runner stops.
  expect(await checkpointOf(t.ctx.db, "order")).toBe(last);

  // Another runner (a restart) goes on from the checkpoint: nothing again, only what is new.
  const restarted = await started(runnerOf([reactor]));
  const four = await contactMessage("four");
  await restarted.settled();
  expect(seen).toEqual([positions[0]!, positions[2]!, positions[3]!, four]);
});

test("a failing event is retried with a doubling pause, then parked, and the reactor moves on", async () => {
  await app();
  const { reactor, seen, attempts } = noting("retry", (message) => message === "bad");
  const runner = await started(runnerOf([reactor], { retryMs: 40, attempts: 3 }));

  const bad = await contactMessage("bad");
  const good = await contactMessage("good");
  await runner.settled();

  const tries = attempts.filter((a) => a.position === bad).map((a) => a.at);
  expect(tries).toHaveLength(3);
  // Timers never fire early (a millisecond of rounding aside); a loaded machine only makes the pauses longer.
  expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(39);
  expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(79);
  expect(seen).toEqual([good]);
  expect(await parkedEvents(t.ctx.db, "retry")).toEqual([
    { reactor: "retry", position: bad, attempts: 3, error: "mailbox full for bad", parkedAt: expect.any(String) },
  ]);
  expect(await checkpointOf(t.ctx.db, "retry")).toBe(good);
});

test("what a reactor records commits with its checkpoint, and a failed record leaves nothing behind", async () => {
  await app();
  let failRecord = true;
  const reactor = defineReactor({
    name: "recording",
    version: 1,
    on: ["ContactMessageSent"],
    async react(event) {
      return async (tx) => {
        await tx.append("recorded", "any", [
          { type: "AuthRequestCounted", data: { action: "contact", address: `after ${event.position}` } },
        ]);
        if (failRecord) {
          failRecord = false;
          throw new Error("the database went away");
        }
      };
    },
  });
  const runner = await started(runnerOf([reactor]));
  const message = await contactMessage("hello");
  await runner.settled();

  const recorded = (await t.ctx.store.readFrom(0)).filter((e) => e.stream === "recorded");
  expect(recorded.map((e) => e.data)).toEqual([{ action: "contact", address: `after ${message}` }]);
  expect(await checkpointOf(t.ctx.db, "recording")).toBeGreaterThanOrEqual(message);
});

test("an event delivered again (a crash between the mail and the checkpoint) is mailed once", async () => {
  await app();
  const first = await started(runnerOf([contactReactor]));
  const message = await contactMessage("Please call me back");
  await first.settled();
  await first.stop();
  const mailFiles = () => readdirSync(t.config.mailOutboxDir);
  expect(mailFiles()).toEqual([`${idempotencyKey("contact", message)}.eml`]);

  // As if the process had died after sending and before moving the checkpoint.
  await t.ctx.db.run(sql`update reactor_checkpoints set position = ${message - 1} where name = 'contact'`);
  const again = await started(runnerOf([contactReactor]));
  await again.settled();
  expect(await checkpointOf(t.ctx.db, "contact")).toBe(message);
  expect(mailFiles()).toEqual([`${idempotencyKey("contact", message)}.eml`]);
  expect(readOutbox(t.config.mailOutboxDir)[0]).toContain("Please call me back");
});

test("two runners on one database: only the lease holder delivers, and the other takes over where it stopped", async () => {
  await app();
  const { reactor, seen } = noting("leased");
  const first = await started(runnerOf([reactor]));
  const second = await started(runnerOf([reactor]));
  expect(first.held()).toEqual(["leased"]);
  expect(second.held()).toEqual([]);
  await expect(second.settled()).rejects.toThrow("runs in another process");

  const one = await contactMessage("one");
  await first.settled();
  await first.stop();
  const two = await contactMessage("two");
  await second.renew();
  expect(second.held()).toEqual(["leased"]);
  await second.settled();
  expect(seen).toEqual([one, two]);
});
