import { eq } from "drizzle-orm";
import type { Store } from "../../../store/store.ts";
import type { Reader } from "../../../store/db.ts";
import type { Reactor, ReactorDeps } from "./reactor.ts";
import { reactorCheckpoints, reactorLeases } from "./schema.ts";
import { park, parkedEvent, parkedEvents, unpark, type ParkedEvent } from "./checkpoints.ts";
import { databaseNow } from "./leases.ts";
import { deliverOnce, describeError } from "./deliver.ts";

/** What an operator sees of one reactor (`bun run cli reactors`). */
export interface ReactorStatus {
  name: string;
  version: number;
  /** The last position it finished; null before any process has enrolled it. */
  checkpoint: number | null;
  /**
   * How many events of the log lie after the saved checkpoint. Not all are for this reactor, and the position
   * past those it ignores or finds nothing to do for is saved only with the lease renewal (every third of
   * `REACTOR_LEASE_MS`, 3.3 s by default), so an idle reactor may show a few for that long. The
   * `reactor_lag_events` gauge of /metrics counts from the runner's own position instead, up to date.
   */
  lag: number;
  lease: { holder: string; expiresInMs: number } | null;
  parked: (ParkedEvent & { type: string })[];
}

export async function reactorStatuses(
  store: Store,
  db: Reader,
  reactors: Reactor[],
): Promise<{ head: number; reactors: ReactorStatus[] }> {
  const head = await store.head();
  const now = await databaseNow(db);
  const statuses: ReactorStatus[] = [];
  for (const { name, version } of reactors) {
    const checkpoint = await db.select().from(reactorCheckpoints).where(eq(reactorCheckpoints.name, name)).get();
    const lease = await db.select().from(reactorLeases).where(eq(reactorLeases.name, name)).get();
    const parked = [];
    for (const row of await parkedEvents(db, name))
      parked.push({ ...row, type: (await eventAt(store, row.position))?.type ?? "?" });
    statuses.push({
      name,
      version,
      checkpoint: checkpoint?.position ?? null,
      lag: checkpoint ? head - checkpoint.position : head,
      lease: lease ? { holder: lease.holder, expiresInMs: lease.expiresAt - now } : null,
      parked,
    });
  }
  return { head, reactors: statuses };
}

export type RetryOutcome = { delivered: true } | { delivered: false; error: string };

/**
 * Delivers a parked event once more, here and now (the operator's process, not the lease holder's: the
 * event is out of the reactor's order already). Done, it leaves the parked list in the same transaction as
 * what the reactor records; failed, it stays there with the new error.
 */
export async function retryParked(
  store: Store,
  deps: ReactorDeps,
  reactor: Reactor,
  position: number,
): Promise<RetryOutcome | undefined> {
  const parked = await parkedEvent(deps.db, reactor.name, position);
  const event = parked && (await eventAt(store, position));
  if (!parked || !event) return undefined;
  try {
    const outcome = reactor.handles(event) ? await deliverOnce(reactor, event, deps) : undefined;
    await store.transact(async (tx) => {
      if (typeof outcome === "function") await outcome(tx);
      await unpark(tx.db, reactor.name, position);
    });
    return { delivered: true };
  } catch (error) {
    const failed = { ...parked, attempts: parked.attempts + 1, error: describeError(error) };
    await store.transact((tx) => park(tx.db, failed));
    return { delivered: false, error: failed.error };
  }
}

async function eventAt(store: Store, position: number) {
  const [event] = await store.readFrom(position - 1, 1);
  return event?.position === position ? event : undefined;
}
