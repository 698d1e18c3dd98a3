import type { Clock } from "../../shared/clock.ts";
import type { ZonePresent } from "../../shared/api/zones.ts";
import type { Realtime } from "./channels/channels.ts";
import type { Delivery } from "./channels/delivery.ts";
import { RecentLimit } from "./channels/recent-limit.ts";
import type { StoredEvent } from "../../events/index.ts";
import { instanceFor, overflows, supersedes, ZONE_INSTANCE_CAPACITY, type Member } from "./zone-instances.ts";
import { distance, MoveThinning } from "./zone-thinning.ts";

/** Someone who has sent nothing for this long has left (a closed laptop, a lost network). */
export const ZONE_PRESENCE_EXPIRY_MS = 10_000;
const SWEEP_MS = 1_000;
/** The browser reports at most every 100–200 ms; more than this from one person is dropped. */
export const ZONE_MOVES_PER_SECOND = 10;
/** Where no log tail paces the batches (`start` without `alongside`), they go out this often: its poll interval. */
const BATCH_MS = 250;
const TOPIC = "zones";

/** A person's place and instance, as every process applies it. */
interface Placement {
  person: ZonePresent;
  instance: number;
  /** When the placing process put them in this instance (its clock, ms): the order that settles overflow. */
  joinedAt: number;
}

/** What the processes tell each other: every process applies each message to its own index. */
type ZoneMessage =
  | { kind: "move"; placement: Placement }
  | { kind: "leave"; slug: string; userId: number }
  /** The person's last stream closed: they leave every zone. */
  | { kind: "gone"; userId: number };

/** One process's messages of one poll interval, in order, each person's latest move only: one broadcast row. */
interface ZoneBatch {
  messages: ZoneMessage[];
}

interface Entry extends Member {
  person: ZonePresent;
  /** When this process last heard of them (its clock, ms). */
  seenAt: number;
}

/**
 * Who is in which zone and instance, where they stand and which way they face: ephemeral, never in the log.
 * Every process keeps the same index in memory. A move made here is applied here at once; the moves of a
 * poll interval go to the other processes as one broadcast (one row), each person's latest only, so the
 * database's writes grow with processes × polls, not people × moves.
 *
 * Instances: a zone holds at most ZONE_INSTANCE_CAPACITY people per instance. The process that receives a
 * person's first move chooses their instance (`instanceFor`: the fullest with room) and the choice travels
 * with the move, so every process agrees. Two processes may fill an instance's last place at once: then the
 * later placed (by placing time, then user id: `overflows`) is one too many in every process's eyes, and is
 * placed again by whichever process receives their next move.
 *
 * Each process delivers `zone-presence` and `zone-left` to the streams it holds of the others in the same
 * instance (far ones thinned: `MoveThinning`), and `zone-instance` to the person's own. Expiry runs in each
 * process on its own index, so each tells only its own streams and nobody hears a departure twice.
 */
export class ZonePresence {
  readonly #zones = new Map<string, Map<number, Entry>>();
  readonly #thinning = new Map<string, MoveThinning>();
  readonly #moves = new RecentLimit(ZONE_MOVES_PER_SECOND, 1000);
  /** What the other processes have not been sent yet, by zone and person (or person alone): the latest only. */
  readonly #outgoing = new Map<string, ZoneMessage>();
  #sweeper: ReturnType<typeof setInterval> | undefined;
  #stopBatches: (() => void) | undefined;

  /**
   * `blockedWith(userId)`: whom the person blocked and who blocked them; those two are not told of each other
   * here (where one stands, that one came or left), nor listed to each other (`peopleSeenBy`).
   */
  constructor(
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly blockedWith: (userId: number) => Promise<Set<number>> = async () => new Set(),
  ) {
    realtime.onBroadcast(TOPIC, (data) => {
      for (const message of (data as ZoneBatch).messages) this.#apply(message);
    });
    realtime.onOffline((userId) => this.#send({ kind: "gone", userId }));
  }

  /**
   * Sweeps every `sweepMs`; sends each batch (and the moves thinning held back) on each of `alongside`'s
   * ticks (the log tail's polls, which read the other processes' batches too), else every BATCH_MS.
   */
  start({ sweepMs = SWEEP_MS, alongside }: { sweepMs?: number; alongside?: (tick: () => void) => () => void } = {}) {
    this.#sweeper = setInterval(() => this.sweep(), sweepMs);
    const tick = () => {
      this.flush();
      this.deliverOwed();
    };
    if (alongside) this.#stopBatches = alongside(tick);
    else {
      const timer = setInterval(tick, BATCH_MS);
      this.#stopBatches = () => clearInterval(timer);
    }
  }

  stop() {
    clearInterval(this.#sweeper);
    this.#stopBatches?.();
    this.flush();
  }

  /** Whether one more move of the person fits in ZONE_MOVES_PER_SECOND (counted if so). */
  admit(userId: number): boolean {
    return this.#moves.admit(userId, this.clock.now().getTime());
  }

  /**
   * The person is at this place in the zone: in their instance, or (new here, or one too many where they
   * are) in the fullest with room. Everyone else in it is told, in every process.
   */
  move(person: ZonePresent) {
    const entry = this.#zones.get(person.slug)?.get(person.userId);
    if (entry && !overflows(this.#members(person.slug), entry))
      return this.#send({ kind: "move", placement: { person, instance: entry.instance, joinedAt: entry.joinedAt } });
    const instance = instanceFor(this.#members(person.slug, person.userId));
    this.#send({ kind: "move", placement: { person, instance, joinedAt: this.#placingTime(entry) } });
  }

  /** The person goes to `instance` (a friend's) at this place, if it has room: whether it had. */
  moveInto(person: ZonePresent, instance: number): boolean {
    const entry = this.#zones.get(person.slug)?.get(person.userId);
    if (entry?.instance === instance) {
      this.#send({ kind: "move", placement: { person, instance, joinedAt: entry.joinedAt } });
      return true;
    }
    let there = 0;
    for (const member of this.#members(person.slug, person.userId)) if (member.instance === instance) there++;
    if (there >= ZONE_INSTANCE_CAPACITY) return false;
    this.#send({ kind: "move", placement: { person, instance, joinedAt: this.#placingTime(entry) } });
    return true;
  }

  /** The person left the zone (their page closed): everyone else there is told. */
  leave(slug: string, userId: number) {
    this.#send({ kind: "leave", slug, userId });
  }

  /** Sends the other processes what happened here since the last batch, as one broadcast. */
  flush() {
    if (this.#outgoing.size === 0) return;
    const batch: ZoneBatch = { messages: [...this.#outgoing.values()] };
    this.#outgoing.clear();
    this.realtime.broadcastToOthers(TOPIC, batch);
  }

  /** The people in the zone now, in every instance, but `except` (the one asking). */
  peopleIn(slug: string, except?: number): ZonePresent[] {
    return [...(this.#zones.get(slug)?.values() ?? [])]
      .filter((entry) => entry.userId !== except)
      .map((entry) => entry.person);
  }

  /** The instance the person is in, in this zone; undefined when they are not in it (as far as this process knows). */
  instanceOf(slug: string, userId: number): number | undefined {
    return this.#zones.get(slug)?.get(userId)?.instance;
  }

  /** The highest instance number in use in the zone (0 when empty): "Room 2 of 3". */
  instances(slug: string): number {
    let highest = 0;
    for (const entry of this.#zones.get(slug)?.values() ?? []) highest = Math.max(highest, entry.instance);
    return highest;
  }

  /** The people in one instance of the zone (zone talk's company). */
  peopleInInstance(slug: string, instance: number): ZonePresent[] {
    return this.#inInstance(slug, instance).map((entry) => entry.person);
  }

  /** The people in the viewer's instance of the zone whom they may see: not themselves, nor anyone blocked either way. */
  async peopleSeenBy(slug: string, viewer: number): Promise<ZonePresent[]> {
    const instance = this.instanceOf(slug, viewer);
    if (instance === undefined) return [];
    const blocked = await this.blockedWith(viewer);
    return this.#inInstance(slug, instance, viewer)
      .map((entry) => entry.person)
      .filter((person) => !blocked.has(person.userId));
  }

  /** Of these people, those in the zone now, with their instance. */
  whichIn(slug: string, userIds: Iterable<number>): { person: ZonePresent; instance: number }[] {
    const people = this.#zones.get(slug);
    if (!people) return [];
    const found = [];
    for (const userId of userIds) {
      const entry = people.get(userId);
      if (entry) found.push({ person: entry.person, instance: entry.instance });
    }
    return found;
  }

  /**
   * Follows the log: when one blocks another, each of the two in a zone with the other is told the other left
   * (the index here holds the same people in every process, and each tells only its own streams).
   */
  follow(events: StoredEvent[]) {
    for (const event of events) {
      if (event.type !== "MemberBlocked") continue;
      const { by, other } = event.data;
      for (const [slug, people] of this.#zones) {
        if (!people.has(by) || !people.has(other)) continue;
        this.realtime.deliverHere([
          { userId: by, event: "zone-left", data: { slug, userId: other } },
          { userId: other, event: "zone-left", data: { slug, userId: by } },
        ]);
      }
    }
  }

  /** How many people are in the zone now, in every instance. */
  count(slug: string): number {
    return this.#zones.get(slug)?.size ?? 0;
  }

  /** Those not heard of for ZONE_PRESENCE_EXPIRY_MS leave; this process tells its own streams. */
  sweep() {
    const now = this.clock.now().getTime();
    this.#moves.prune(now);
    const oldest = now - ZONE_PRESENCE_EXPIRY_MS;
    for (const [slug, people] of this.#zones) {
      for (const [userId, entry] of people) {
        if (entry.seenAt <= oldest) this.#remove(slug, userId);
      }
    }
  }

  /** Delivers the far moves thinning held back whose wait is over: each person's latest place. */
  deliverOwed() {
    const now = this.clock.now().getTime();
    for (const [slug, thinning] of this.#thinning) {
      const people = this.#zones.get(slug);
      for (const [to, about] of thinning.due(now)) {
        const mover = people?.get(about);
        if (!mover || people?.get(to)?.instance !== mover.instance) continue;
        this.#tell(about, [to], () => ({ userId: to, event: "zone-presence", data: mover.person }));
      }
    }
  }

  /** Now, on this process's clock; always after the person's current placement, so a new one supersedes it. */
  #placingTime(entry: Entry | undefined): number {
    return Math.max(this.clock.now().getTime(), (entry?.joinedAt ?? 0) + 1);
  }

  /** Applies a message here at once, and keeps it for the next batch to the others (replacing an older one). */
  #send(message: ZoneMessage) {
    this.#apply(message);
    const key =
      message.kind === "gone"
        ? `gone ${message.userId}`
        : message.kind === "leave"
          ? `${message.slug} ${message.userId}`
          : `${message.placement.person.slug} ${message.placement.person.userId}`;
    // Deleted first, so the batch keeps the order of each person's latest messages (a return after a leave).
    this.#outgoing.delete(key);
    this.#outgoing.set(key, message);
  }

  #apply(message: ZoneMessage) {
    switch (message.kind) {
      case "move":
        return this.#placed(message.placement);
      case "leave":
        return this.#remove(message.slug, message.userId);
      case "gone":
        for (const slug of [...this.#zones.keys()]) this.#remove(slug, message.userId);
        return;
      default: {
        const _exhaustive: never = message;
        return _exhaustive;
      }
    }
  }

  #placed(placement: Placement) {
    const { person } = placement;
    const { slug, userId } = person;
    let people = this.#zones.get(slug);
    if (!people) this.#zones.set(slug, (people = new Map()));
    const before = people.get(userId);
    // Two processes placing the same person within a poll (their moves went to both): the later placement
    // (then the lower instance) stands in every process, whichever order the two arrive in. The place is news.
    const { instance, joinedAt } = before && supersedes(before, placement) ? before : placement;
    people.set(userId, { userId, instance, joinedAt, person, seenAt: this.clock.now().getTime() });
    const arrived = before?.instance !== instance;
    if (before && arrived) {
      this.#thinningOf(slug).forget(userId);
      this.#tellInstance(slug, before.instance, userId, (to) => ({
        userId: to,
        event: "zone-left",
        data: { slug, userId },
      }));
    }
    if (arrived) {
      const instances = this.instances(slug);
      this.realtime.deliverHere([{ userId, event: "zone-instance", data: { slug, instance, instances } }]);
    }
    const thinning = this.#thinningOf(slug);
    const now = this.clock.now().getTime();
    this.#tellInstance(
      slug,
      instance,
      userId,
      (to) => ({ userId: to, event: "zone-presence", data: person }),
      (to) =>
        // A newcomer is always shown; then near ones see every move, far ones fewer.
        thinning.offer(
          to,
          userId,
          arrived ? 0 : distance(person.position, people.get(to)?.person.position ?? person.position),
          now,
        ),
    );
  }

  #remove(slug: string, userId: number) {
    const people = this.#zones.get(slug);
    const entry = people?.get(userId);
    if (!people || !entry) return;
    people.delete(userId);
    this.#thinning.get(slug)?.forget(userId);
    if (people.size === 0) {
      this.#zones.delete(slug);
      this.#thinning.delete(slug);
    }
    this.#tellInstance(slug, entry.instance, userId, (to) => ({
      userId: to,
      event: "zone-left",
      data: { slug, userId },
    }));
  }

  #thinningOf(slug: string): MoveThinning {
    let thinning = this.#thinning.get(slug);
    if (!thinning) this.#thinning.set(slug, (thinning = new MoveThinning()));
    return thinning;
  }

  /** Everyone else in the zone's instance, as they are now, who has a stream here (and passes `pass`) is told. */
  #tellInstance(
    slug: string,
    instance: number,
    userId: number,
    tell: (to: number) => Delivery,
    pass: (to: number) => boolean = () => true,
  ) {
    const recipients = this.#inInstance(slug, instance, userId)
      .map((entry) => entry.userId)
      .filter((to) => this.realtime.holdsStream(to));
    this.#tell(userId, recipients, tell, pass);
  }

  /**
   * Delivers what `tell` makes to each recipient but those blocked either way with the person. The blocks come
   * from memory once read, so the order of one person's moves holds.
   */
  #tell(
    userId: number,
    recipients: number[],
    tell: (to: number) => Delivery,
    pass: (to: number) => boolean = () => true,
  ) {
    if (recipients.length === 0) return;
    this.blockedWith(userId).then(
      (blocked) =>
        this.realtime.deliverHere(recipients.filter((to) => !blocked.has(to) && pass(to)).map((to) => tell(to))),
      () => {
        // Blocks unreadable (the database gone while stopping): nobody is told rather than the wrong people.
      },
    );
  }

  #inInstance(slug: string, instance: number, except?: number): Entry[] {
    return [...(this.#zones.get(slug)?.values() ?? [])].filter(
      (entry) => entry.instance === instance && entry.userId !== except,
    );
  }

  /** The zone's members (but `except`), for the instance rules. */
  *#members(slug: string, except?: number): Iterable<Member> {
    for (const entry of this.#zones.get(slug)?.values() ?? []) if (entry.userId !== except) yield entry;
  }
}
