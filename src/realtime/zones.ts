import type { Clock } from "../../shared/clock.ts";
import type { ZonePresent } from "../../shared/api/zones.ts";
import type { Realtime } from "./channels/channels.ts";
import type { Delivery } from "./channels/delivery.ts";
import { RecentLimit } from "./channels/recent-limit.ts";
import type { StoredEvent } from "../../events/index.ts";

/** Someone who has sent nothing for this long has left (a closed laptop, a lost network). */
export const ZONE_PRESENCE_EXPIRY_MS = 10_000;
const SWEEP_MS = 1_000;
/** The browser reports at most every 100–200 ms; more than this from one person is dropped. */
export const ZONE_MOVES_PER_SECOND = 10;
const TOPIC = "zones";

/** What goes between the processes: every process applies each message to its own index. */
type ZoneMessage =
  | { kind: "move"; person: ZonePresent }
  | { kind: "leave"; slug: string; userId: number }
  /** The person's last stream closed: they leave every zone. */
  | { kind: "gone"; userId: number };

interface Entry {
  person: ZonePresent;
  /** When this process last heard of them (its clock, ms). */
  seenAt: number;
}

/**
 * Who is in which zone, where they stand and which way they face: ephemeral, never in the log. Every
 * process keeps the same index in memory, fed by realtime broadcasts (a move made here is applied here at
 * once and by the others within the relay's poll interval), and delivers `zone-presence` and `zone-left`
 * to the streams it holds of the others in that zone. Expiry runs in each process on its own index, so
 * each tells only its own streams and nobody hears a departure twice.
 */
export class ZonePresence {
  readonly #zones = new Map<string, Map<number, Entry>>();
  readonly #moves = new RecentLimit(ZONE_MOVES_PER_SECOND, 1000);
  #sweeper: ReturnType<typeof setInterval> | undefined;

  /**
   * `blockedWith(userId)`: whom the person blocked and who blocked them; those two are not told of each other
   * here (where one stands, that one came or left), nor listed to each other (`peopleSeenBy`).
   */
  constructor(
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly blockedWith: (userId: number) => Promise<Set<number>> = async () => new Set(),
  ) {
    realtime.onBroadcast(TOPIC, (data) => this.#apply(data as ZoneMessage));
    realtime.onOffline((userId) => this.realtime.broadcast(TOPIC, { kind: "gone", userId } satisfies ZoneMessage));
  }

  start(sweepMs = SWEEP_MS) {
    this.#sweeper = setInterval(() => this.sweep(), sweepMs);
  }

  stop() {
    clearInterval(this.#sweeper);
  }

  /** Whether one more move of the person fits in ZONE_MOVES_PER_SECOND (counted if so). */
  admit(userId: number): boolean {
    return this.#moves.admit(userId, this.clock.now().getTime());
  }

  /** The person is at this place in the zone: everyone else there is told, in every process. */
  move(person: ZonePresent) {
    this.realtime.broadcast(TOPIC, { kind: "move", person } satisfies ZoneMessage);
  }

  /** The person left the zone (their page closed): everyone else there is told. */
  leave(slug: string, userId: number) {
    this.realtime.broadcast(TOPIC, { kind: "leave", slug, userId } satisfies ZoneMessage);
  }

  /** The people in the zone now, but `except` (the one asking). */
  peopleIn(slug: string, except?: number): ZonePresent[] {
    return [...(this.#zones.get(slug)?.values() ?? [])]
      .map((entry) => entry.person)
      .filter((person) => person.userId !== except);
  }

  /** The people in the zone now whom `viewer` may see: not themselves, nor anyone blocked either way with them. */
  async peopleSeenBy(slug: string, viewer: number): Promise<ZonePresent[]> {
    const blocked = await this.blockedWith(viewer);
    return this.peopleIn(slug, viewer).filter((person) => !blocked.has(person.userId));
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

  /** How many people are in the zone now. */
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

  #apply(message: ZoneMessage) {
    switch (message.kind) {
      case "move":
        return this.#moved(message.person);
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

  #moved(person: ZonePresent) {
    let people = this.#zones.get(person.slug);
    if (!people) this.#zones.set(person.slug, (people = new Map()));
    people.set(person.userId, { person, seenAt: this.clock.now().getTime() });
    this.#tellOthers(person.slug, person.userId, (to) => ({ userId: to, event: "zone-presence", data: person }));
  }

  #remove(slug: string, userId: number) {
    const people = this.#zones.get(slug);
    if (!people?.delete(userId)) return;
    if (people.size === 0) this.#zones.delete(slug);
    this.#tellOthers(slug, userId, (to) => ({ userId: to, event: "zone-left", data: { slug, userId } }));
  }

  /**
   * Delivers what `tell` makes to each of the others in the zone (as they are now) but those blocked either
   * way with the person. The blocks come from memory once read, so the order of one person's moves holds.
   */
  #tellOthers(slug: string, userId: number, tell: (to: number) => Delivery) {
    const others = this.peopleIn(slug, userId);
    this.blockedWith(userId).then(
      (blocked) => this.realtime.deliverHere(others.filter((p) => !blocked.has(p.userId)).map((p) => tell(p.userId))),
      () => {
        // Blocks unreadable (the database gone while stopping): nobody is told rather than the wrong people.
      },
    );
  }
}
