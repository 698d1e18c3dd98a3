import type { StoredEvent } from "../../../events/index.ts";
import type { Db } from "../../../store/db.ts";
import type { Store } from "../../../store/store.ts";
import type { Clock } from "../../../shared/clock.ts";
import type { Log } from "../../log.ts";
import type { LogTail } from "../../../store/tail.ts";
import type { Broadcast, Delivery, PresenceAudience, Route } from "./delivery.ts";
import { Relay } from "./relay.ts";
import { keepAlive, sseEvent, sseRetry } from "./sse.ts";
import { cursorId, eventId, isAfter, numbered, type Cursor } from "./event-id.ts";
import { realtimeLimitDefaults, StreamAdmission, type RealtimeLimits } from "./limits.ts";

/** A comment this often keeps proxies and idle timeouts from closing a quiet stream (API.md: at least every 15 s). */
const HEARTBEAT_MS = 10_000;
/** A reader this many messages behind is not reading: its stream is closed (it reconnects and resumes). */
const BACKLOG_LIMIT = 2_000;
/** The browser's pause before reconnecting after the stream breaks. */
const RETRY_MS = 2_000;

/** Who asks for a stream, and how long the credential that opened it lasts. */
export interface ChannelRequest {
  userId: number;
  /** The sign-in session (refresh-token family) that opened the stream: its logout closes the stream. */
  familyId?: string;
  /** When the credential ends (ms since 1970): the stream closes then and the reader reconnects afresh. */
  expiresAt: number;
  /** Where the reader stands (Last-Event-ID): what came after it is sent first. */
  after?: Cursor;
  /** The client's network (src/http/address.ts `clientAddress`: an IPv6 client counts as its /64), for the cap of streams per address. */
  address: string;
}

/** One open stream, held in this process. */
interface Channel extends ChannelRequest {
  controller: ReadableStreamDefaultController<Uint8Array>;
  /** While catching up from the log, live messages wait here so the order stays the log's. */
  held: { position: number; bytes: Uint8Array }[] | null;
  closed: boolean;
}

export interface RealtimeDeps {
  db: Db;
  store: Store;
  tail: LogTail;
  clock: Clock;
  log: Log;
  routes: Route[];
  audiences: PresenceAudience[];
}

export interface RealtimeOptions {
  heartbeatMs?: number;
  limits?: Partial<RealtimeLimits>;
}

/**
 * The users' channels (`user-<id>`) held open in this process, and their feed: every event of the log,
 * whichever process appended it, is given to the areas' routes once, and each delivery goes to the streams
 * of its user found in an index by user id. So an append costs work in proportion to its recipients, not
 * to the number of open streams. Signals take the same path without the log, through the relay.
 */
export class Realtime {
  readonly #channels = new Map<number, Set<Channel>>();
  readonly #relay: Relay;
  readonly #broadcastListeners = new Map<string, (data: unknown) => void>();
  readonly #offlineListeners = new Set<(userId: number) => void>();
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  #unsubscribe: (() => void) | undefined;
  #unpoll: (() => void) | undefined;
  #stopped = false;
  #stopping: Promise<void> | undefined;
  readonly #limits: RealtimeLimits;
  readonly #admission: StreamAdmission;

  constructor(
    private readonly deps: RealtimeDeps,
    private readonly options: RealtimeOptions = {},
  ) {
    this.#limits = { ...realtimeLimitDefaults, ...options.limits };
    this.#admission = new StreamAdmission(this.#limits);
    this.#relay = new Relay(deps.db, deps.store, deps.log, (deliveries, broadcasts) =>
      this.#received(deliveries, broadcasts),
    );
  }

  async start() {
    await this.#relay.start();
    this.#unsubscribe = this.deps.tail.subscribe((events) => this.#follow(events));
    // Other processes' signals are read whenever the tail reads other processes' events, in one wake-up.
    this.#unpoll = this.deps.tail.pollAlongside(() => void this.#relay.poll());
    this.#heartbeat = setInterval(() => this.#beat(), this.options.heartbeatMs ?? HEARTBEAT_MS);
  }

  /** Closes every stream (their readers reconnect elsewhere) and leaves the relay; a second call waits for the first. */
  stop(): Promise<void> {
    this.#stopping ??= this.#stop();
    return this.#stopping;
  }

  async #stop() {
    this.#stopped = true;
    clearInterval(this.#heartbeat);
    this.#unsubscribe?.();
    this.#unpoll?.();
    for (const channels of this.#channels.values()) for (const channel of channels) this.#end(channel);
    this.#channels.clear();
    await this.#relay.stop();
  }

  /** The number of streams open in this process. */
  get openStreams(): number {
    let count = 0;
    for (const channels of this.#channels.values()) count += channels.size;
    return count;
  }

  /**
   * Opens a stream of the user's channel. It starts with `ready` (whose id is the log's position now, so
   * a reader that reconnects later resumes from here) or, after `request.after`, with what was missed.
   * Throws 429 (AppError) when the address holds too many streams or the account opened too many of late;
   * past the caps of a session or an account, their oldest stream is closed instead.
   */
  open(request: ChannelRequest, aborted: AbortSignal): ReadableStream<Uint8Array> {
    if (!this.#stopped) this.#admission.admit(request.userId, request.address, this.deps.clock.now().getTime());
    let channel!: Channel;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        channel = { ...request, controller, held: null, closed: false };
      },
      cancel: () => this.#close(channel),
    });
    if (this.#stopped) {
      channel.controller.close();
      return stream;
    }
    aborted.addEventListener("abort", () => this.#close(channel), { once: true });
    // A reader gone before its stream opened would never be told of: it would hold its place in the caps.
    if (aborted.aborted) queueMicrotask(() => this.#close(channel));
    const position = this.deps.tail.position;
    const after = request.after;
    this.#add(channel);
    this.#write(channel, sseRetry(RETRY_MS));
    if (!after || !isAfter(position, Infinity, after)) {
      // Up to date, or ahead of this process's tail (it came from a process further along the log).
      this.#write(
        channel,
        sseEvent("ready", {}, after && after.position >= position ? cursorId(after) : eventId(position)),
      );
    } else if (position - after.position > this.#limits.replayPositions) {
      // Too far behind to replay at a small cost: the reader loads its screens again and resumes from here.
      this.#write(channel, sseEvent("resync", {}, eventId(position)));
    } else {
      channel.held = [];
      void this.#catchUp(channel, after, position);
    }
    return stream;
  }

  /**
   * Ephemeral deliveries (typing, presence, zone movement…), never in the log: at once to the streams
   * held here, and within the relay's poll interval to those held by other processes on the database.
   */
  signal(deliveries: Delivery[]) {
    if (deliveries.length === 0 || this.#stopped) return;
    this.#deliver(deliveries);
    this.#relay.publish(deliveries);
  }

  /**
   * Ephemeral state every process keeps alike (who is in which zone): the topic's listener runs here at once
   * and in every other process within the relay's poll interval. Each delivers to its own streams.
   */
  broadcast(topic: string, data: unknown) {
    if (this.#stopped) return;
    this.#applyBroadcast({ topic, data });
    this.#relay.broadcast([{ topic, data }]);
  }

  /**
   * A broadcast for the other processes only: the caller has applied it here already (zone moves gathered
   * for a poll interval go out as one, while this process applied each at once).
   */
  broadcastToOthers(topic: string, data: unknown) {
    if (this.#stopped) return;
    this.#relay.broadcast([{ topic, data }]);
  }

  /** Whether this process holds an open stream of the user (deliveries here reach no one else). */
  holdsStream(userId: number): boolean {
    return this.#channels.has(userId);
  }

  /** Listens to a topic's broadcasts, this process's and the others'; one listener per topic. */
  onBroadcast(topic: string, listener: (data: unknown) => void) {
    this.#broadcastListeners.set(topic, listener);
  }

  /** Calls `listener` when a user's last stream on the database closes, in the process that held it. */
  onOffline(listener: (userId: number) => void) {
    this.#offlineListeners.add(listener);
  }

  /**
   * Deliveries to the streams held in this process only: for messages every process works out for itself
   * from state they all keep (a zone's people leaving on expiry), which would otherwise arrive twice.
   */
  deliverHere(deliveries: Delivery[]) {
    if (this.#stopped) return;
    this.#deliver(deliveries);
  }

  /** Whether any process on the database holds an open stream of the user. */
  async isOnline(userId: number): Promise<boolean> {
    if (this.#channels.has(userId)) return true;
    return this.#relay.onlineElsewhere(userId);
  }

  /** Tests: reads the other processes' signals now instead of at the next poll. */
  pollSignals(): Promise<void> {
    return this.#relay.poll();
  }

  #add(channel: Channel) {
    const channels = this.#channels.get(channel.userId);
    if (channels) {
      channels.add(channel);
      return this.#supersedeOldest(channels, channel.familyId);
    }
    this.#channels.set(channel.userId, new Set([channel]));
    this.#relay.online(channel.userId, true);
    void this.#changedPresence(channel.userId, true);
  }

  /**
   * Past the cap of the new stream's session, then of its account, the oldest streams (first in the set)
   * are told `superseded` and closed: a person opening one more tab is never refused, and the tab told so
   * does not reconnect by itself (web/realtime/channel.ts waits until it is looked at again).
   */
  #supersedeOldest(channels: Set<Channel>, familyId: string | undefined) {
    const ofSession = [...channels].filter((other) => other.familyId === familyId);
    for (const oldest of ofSession.slice(0, Math.max(0, ofSession.length - this.#limits.streamsPerSession)))
      this.#supersede(oldest);
    const left = [...channels];
    for (const oldest of left.slice(0, Math.max(0, left.length - this.#limits.streamsPerAccount)))
      this.#supersede(oldest);
  }

  #supersede(channel: Channel) {
    this.#write(channel, sseEvent("superseded", { reason: "too-many-streams" }));
    this.#close(channel);
  }

  #close(channel: Channel) {
    if (channel.closed) return;
    this.#end(channel);
    const channels = this.#channels.get(channel.userId);
    if (!channels?.delete(channel)) return;
    this.#admission.left(channel.address);
    if (channels.size > 0) return;
    this.#channels.delete(channel.userId);
    if (this.#stopped) return;
    this.#relay.online(channel.userId, false);
    void this.#changedPresence(channel.userId, false);
  }

  #end(channel: Channel) {
    if (channel.closed) return;
    channel.closed = true;
    try {
      channel.controller.close();
    } catch {
      // Already closed by the reader's side.
    }
  }

  #write(channel: Channel, bytes: Uint8Array) {
    if (channel.closed) return;
    if ((channel.controller.desiredSize ?? 0) < -BACKLOG_LIMIT) return this.#close(channel);
    try {
      channel.controller.enqueue(bytes);
    } catch {
      this.#close(channel);
    }
  }

  /** Sends the missed events of the log (at most the replay limit's positions), then what arrived meanwhile, then goes live. */
  async #catchUp(channel: Channel, after: Cursor, until: number) {
    try {
      // A cursor inside a position (`7.0`) reads that position again for the rest of its deliveries.
      for (let from = after.index === Infinity ? after.position : after.position - 1; from < until; ) {
        const events = await this.deps.store.readFrom(from, Math.min(500, until - from));
        if (events.length === 0) break;
        for (const event of events) {
          if (event.position > until) break;
          for (const { delivery, index } of numbered(this.#route(event))) {
            if (delivery.userId !== channel.userId || !isAfter(event.position, index, after)) continue;
            this.#write(channel, sseEvent(delivery.event, delivery.data, eventId(event.position, index)));
          }
        }
        from = events.at(-1)!.position;
      }
      this.#write(channel, sseEvent("ready", {}, eventId(until)));
    } catch (error) {
      this.deps.log.error("realtime: could not catch a reader up", { error: String(error) });
      return this.#close(channel);
    }
    const held = channel.held ?? [];
    channel.held = null;
    for (const message of held) this.#write(channel, message.bytes);
  }

  #follow(events: StoredEvent[]) {
    for (const event of events) {
      this.#endSessions(event);
      for (const { delivery, index } of numbered(this.#route(event))) {
        const channels = this.#channels.get(delivery.userId);
        if (!channels) continue;
        const bytes = sseEvent(delivery.event, delivery.data, eventId(event.position, index));
        for (const channel of channels) {
          // A reader coming from a process further along the log has had this one already.
          if (!isAfter(event.position, index, channel.after)) continue;
          if (channel.held) channel.held.push({ position: event.position, bytes });
          else this.#write(channel, bytes);
        }
      }
    }
  }

  #route(event: StoredEvent): Delivery[] {
    const deliveries: Delivery[] = [];
    for (const route of this.deps.routes) {
      try {
        deliveries.push(...route(event));
      } catch (error) {
        this.deps.log.error("realtime: a route failed", { position: event.position, error: String(error) });
      }
    }
    return deliveries;
  }

  /** A signed-out session, a block, a deletion or a reset closes the streams it had opened. */
  #endSessions(event: StoredEvent) {
    switch (event.type) {
      case "SessionRevoked":
        return this.#closeWhere(event.data.userId, (channel) => channel.familyId === event.data.familyId);
      case "AllSessionsRevoked":
      case "UserBlocked":
      case "UserDeleted":
        return this.#closeWhere(event.data.userId, () => true);
    }
  }

  #closeWhere(userId: number, which: (channel: Channel) => boolean) {
    for (const channel of [...(this.#channels.get(userId) ?? [])]) if (which(channel)) this.#close(channel);
  }

  #received(deliveries: Delivery[], broadcasts: Broadcast[]) {
    this.#deliver(deliveries);
    for (const broadcast of broadcasts) this.#applyBroadcast(broadcast);
  }

  #applyBroadcast(broadcast: Broadcast) {
    try {
      this.#broadcastListeners.get(broadcast.topic)?.(broadcast.data);
    } catch (error) {
      this.deps.log.error("realtime: a broadcast listener failed", { topic: broadcast.topic, error: String(error) });
    }
  }

  #deliver(deliveries: Delivery[]) {
    for (const delivery of deliveries) {
      const channels = this.#channels.get(delivery.userId);
      if (!channels) continue;
      const bytes = sseEvent(delivery.event, delivery.data);
      for (const channel of channels) {
        if (channel.held) channel.held.push({ position: -1, bytes });
        else this.#write(channel, bytes);
      }
    }
  }

  /** A comment on every stream; a stream whose credential has run out is closed instead. */
  #beat() {
    const now = this.deps.clock.now().getTime();
    this.#admission.prune(now);
    for (const channels of [...this.#channels.values()]) {
      for (const channel of [...channels]) {
        if (channel.expiresAt <= now) this.#close(channel);
        else this.#write(channel, keepAlive);
      }
    }
  }

  /**
   * Tells the people who see the user's status that it changed (`presence {userId, online, lastActive}`),
   * unless another process holds a stream of the user (then, to everyone else, nothing changed).
   */
  async #changedPresence(userId: number, online: boolean) {
    try {
      if (await this.#relay.onlineElsewhere(userId)) return;
      if (this.#channels.has(userId) !== online) return;
      if (!online) for (const listener of this.#offlineListeners) listener(userId);
      const audiences = await Promise.all(this.deps.audiences.map((audience) => audience(this.deps.db, userId)));
      const lastActive = this.deps.clock.now().toISOString();
      const recipients = [...new Set(audiences.flat())].filter((id) => id !== userId);
      this.signal(recipients.map((id) => ({ userId: id, event: "presence", data: { userId, online, lastActive } })));
    } catch (error) {
      if (!this.#stopped)
        this.deps.log.error("realtime: could not announce presence", { userId, error: String(error) });
    }
  }
}
