import type { EventOf, EventType, StoredEvent } from "../../../events/index.ts";
import type { Store, WriteTx } from "../../../store/store.ts";
import type { Config } from "../../config.ts";
import type { Clock } from "../../../shared/clock.ts";
import type { Db } from "../../../store/db.ts";
import type { Log } from "../../log.ts";
import type { Mailer } from "../../mail/index.ts";
import type { MediaStorage } from "../../media/storage.ts";
import type { PushSender } from "../../push/sender.ts";
import type { Realtime } from "../../realtime/channels/channels.ts";

/** What a reactor may use to do its work: the ways out of the process, and reads of the database. */
export interface ReactorDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  media: MediaStorage;
  /** Web-push: `push.notify(userId, {title, body, url, tag})`; the reactor's key keeps it to once per event. */
  push: PushSender;
  /** Whether someone has a realtime stream open in any process (a push goes only to those who have none), and signals to their streams. */
  realtime: Pick<Realtime, "isOnline" | "signal">;
  log: Log;
  clock: Clock;
  /**
   * Appends outside the delivery's own transaction, for news of work under way (a transcoding's progress):
   * a repeat of the delivery appends it again. What the work comes to is the `Recorder`'s, with the checkpoint.
   */
  store: Pick<Store, "transact">;
}

/** One delivery of an event: the deps, and the idempotency key, the same for every repeat of it. */
export interface Delivery extends ReactorDeps {
  key: string;
  /**
   * Aborted when the process stops its reactors (a deploy, SIGTERM): long work (a transcoding) ends early
   * by throwing, so the event is not checkpointed and the next holder of the lease does it again.
   */
  signal?: AbortSignal;
}

/** Writes a reactor records with its work; they commit in the same transaction as its checkpoint. */
export type Recorder = (tx: WriteTx) => Promise<void>;

/**
 * What `react` returns when it looked at the event and found nothing to do (a message to someone who is
 * online): there is no work a restart could repeat, so the checkpoint moves past it in memory and is saved
 * with the next lease renewal or a later delivery, as for the events the reactor does not handle, instead of
 * in a write transaction of its own. A crash before that delivers the event again and the reactor decides
 * again; return it only where deciding again cannot do the work twice.
 */
export const nothingDone = Symbol("nothing done");

/** What one delivery came to: writes to commit with the checkpoint, none, or nothing done at all. */
export type Outcome = Recorder | void | typeof nothingDone;

/**
 * A named consumer of the log that does what must happen outside the database because an event happened
 * (mail, push, deleting a file). It sees the events `handles` accepts, one at a time in the log's order, at
 * least once each: a crash between the work and the checkpoint repeats the work, so the work must use
 * `deps.key` to do nothing twice (the outbox file's name, the mail's Message-ID). A throw is retried with
 * backoff and, if it keeps failing, the event is parked for an operator and the reactor moves on.
 * `version` is recorded with the checkpoint; raising it does not replay the past (a mail sent stays sent).
 */
export interface Reactor<E extends StoredEvent = StoredEvent> {
  name: string;
  version: number;
  /** The event types it follows: its reads of the log pass every other one by in SQLite. */
  on: readonly EventType[];
  handles(event: StoredEvent): event is E;
  react(event: E, deps: Delivery): Promise<Outcome>;
}

/**
 * A reactor of the event types named in `on`: its `handles` accepts exactly those, and its `react` is typed
 * with exactly those, so a `switch` over `event.type` in it is checked to be exhaustive.
 */
export function defineReactor<const T extends EventType>(definition: {
  name: string;
  version: number;
  on: readonly T[];
  react(event: StoredEvent<EventOf<T>>, deps: Delivery): Promise<Outcome>;
}): Reactor<StoredEvent<EventOf<T>>> {
  const wanted = new Set<string>(definition.on);
  return {
    name: definition.name,
    version: definition.version,
    on: definition.on,
    handles: (event): event is StoredEvent<EventOf<T>> => wanted.has(event.type),
    react: definition.react,
  };
}

/** The key of one reactor's delivery of one event: it sorts by the log's order and is safe in a file name. */
export function idempotencyKey(reactor: string, position: number): string {
  return `${String(position).padStart(12, "0")}-${reactor}`;
}
