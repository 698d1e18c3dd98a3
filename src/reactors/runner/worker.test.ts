import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../../tests/harness.ts";
import { waitFor } from "../../../tests/wait.ts";
import type { Store } from "../../../store/store.ts";
import { ReactorRunner } from "./runner.ts";
import { defineReactor, nothingDone } from "./reactor.ts";
import { checkpointOf } from "./checkpoints.ts";
import type { Log } from "../../log.ts";

setDefaultTimeout(30_000);

let t: TestApp;
let runner: ReactorRunner;
afterEach(async () => {
  await runner.stop();
  await t.close();
});

/**
 * A reactor that notes the contact messages it sees and does nothing for those saying "online", on a runner
 * whose log reads are counted. No lease round comes within the minute: only the tail wakes the reactor.
 */
async function started() {
  t = await testApp({}, { reactors: false });
  const seen: string[] = [];
  const reactor = defineReactor({
    name: "noting",
    version: 1,
    on: ["ContactMessageSent"],
    async react({ data }) {
      seen.push(data.message);
      if (data.message === "online") return nothingDone;
    },
  });
  const reads = { count: 0, from: [] as number[], during: undefined as (() => Promise<void>) | undefined };
  const store = countingReads(t.ctx.store, reads);
  const { ctx } = t;
  // The positions delivered, noted as the runner logs each one: once its checkpoint has been committed.
  const delivered: number[] = [];
  const log: Log = {
    info(message, fields) {
      if (message === "reactor delivered") delivered.push(fields?.position as number);
      ctx.log.info(message, fields);
    },
    error: (message, fields) => ctx.log.error(message, fields),
  };
  const deps = {
    config: ctx.config,
    db: ctx.db,
    mailer: ctx.mailer,
    media: ctx.media,
    push: ctx.push,
    realtime: ctx.realtime,
    log,
    clock: ctx.clock,
    store: ctx.store,
  };
  runner = new ReactorRunner([reactor], store, deps, { leaseMs: 60_000, retryMs: 20, attempts: 3 });
  await runner.enrol();
  await runner.start(ctx.tail);
  await runner.settled();
  reads.count = 0;
  reads.from = [];
  return { seen, reads, delivered };
}

/** The store as the runner sees it: its reads counted, and `during` run once inside the next one. */
function countingReads(
  store: Store,
  reads: { count: number; from: number[]; during: (() => Promise<void>) | undefined },
): Store {
  return new Proxy(store, {
    get(target, property) {
      if (property === "readOf") {
        return async (types: readonly string[], after: number, limit: number) => {
          reads.count += 1;
          reads.from.push(after);
          const page = await target.readOf(types, after, limit);
          const during = reads.during;
          reads.during = undefined;
          await during?.();
          return page;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function contactMessage(message: string): Promise<number> {
  const [event] = await t.ctx.store.append("contact", "any", [
    { type: "ContactMessageSent", data: { name: "Ada", email: "ada@example.com", message } },
  ]);
  return event!.position;
}

test("a message the tail hands on costs the reactor no read of the log, and one appended while it reads is not left behind", async () => {
  const { seen, reads, delivered } = await started();
  const one = await contactMessage("one");
  await waitFor(() => delivered.includes(one), "the first message's delivery");
  const two = await contactMessage("two");
  await waitFor(() => delivered.includes(two), "the second message's delivery");
  // What the run does after a delivery, its end or a next read, it does before it gives up the turn.
  await new Promise((resolve) => setImmediate(resolve));
  // The reactor had read the log up to just before each: it took them from the tail.
  expect(reads.count).toBe(0);

  // A lease round reads the log; "three" commits after that read saw its head, and the tail has handed it
  // on (to the reactor, busy reading) before the read returns.
  reads.during = async () => {
    const three = await contactMessage("three");
    await waitFor(() => t.ctx.tail.position >= three, "the tail's read of the third message");
  };
  await runner.renew();
  await waitFor(() => seen.length === 3, "the message appended during the read");
  expect(seen).toEqual(["one", "two", "three"]);
});

test("an event the reactor does nothing for writes no checkpoint of its own: the next delivery or lease round saves it", async () => {
  const { seen } = await started();
  const before = await checkpointOf(t.ctx.db, "noting");
  const online = await contactMessage("online");
  await waitFor(() => seen.length === 1);
  await runner.settled();
  // A restart now would look at it again (the chat reactor decides again whether to push).
  expect(await checkpointOf(t.ctx.db, "noting")).toBe(before);
  // The gauge of /metrics counts from where the reactor has got, not from the saved checkpoint.
  expect(await runner.lags()).toEqual([{ name: "noting", lag: 0 }]);
  await runner.renew();
  expect(await checkpointOf(t.ctx.db, "noting")).toBe(online);

  await contactMessage("online");
  const mailed = await contactMessage("mailed");
  await runner.settled();
  expect(await checkpointOf(t.ctx.db, "noting")).toBe(mailed);
});

test("a run of events of other types is passed by unread, and the reactor's lag is nothing", async () => {
  const { seen, reads } = await started();
  const head = await t.ctx.store.head();
  const others = Array.from({ length: 450 }, (_, i) => ({
    type: "AuthRequestCounted" as const,
    data: { action: "contact" as const, address: `10.0.0.${i % 250}` },
  }));
  await t.ctx.store.append("auth-requests", "any", others);
  await runner.settled();
  // The tail handed the run on and none is of the reactor's types: no read of it began at all (pages of
  // every type would have read on from head + 100, head + 200…; a read of its types from head).
  expect(reads.from.filter((from) => from >= head && from < head + others.length)).toEqual([]);
  expect(await runner.lags()).toEqual([{ name: "noting", lag: 0 }]);
  await runner.renew();
  expect(await checkpointOf(t.ctx.db, "noting")).toBe(head + others.length);

  await contactMessage("after them");
  await waitFor(() => seen.length === 1);
  expect(seen).toEqual(["after them"]);
});
