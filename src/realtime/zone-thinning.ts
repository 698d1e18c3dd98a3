/** Within this many scene units of the one told, every move is delivered. */
export const ZONE_NEAR_RADIUS = 10;
/** Farther, a person's moves reach the one told at most this often (twice a second). */
export const ZONE_FAR_EVERY_MS = 500;

interface Told {
  /** When a move of the person was last delivered to this recipient (ms). */
  at: number;
  /** A move was held back since: its latest place is owed once the wait is over. */
  owed: boolean;
}

/**
 * Distance-based update rates, per receiving stream (Mozilla Hubs and WorkAdventure do the same): those near
 * get every move, those far at most one per ZONE_FAR_EVERY_MS. A move held back is not lost: `due` names the
 * pairs whose wait is over, and the caller delivers the person's latest place then. Pure: time is passed in.
 */
export class MoveThinning {
  /** Recipient → person moving → when last told. */
  readonly #told = new Map<number, Map<number, Told>>();

  constructor(
    private readonly nearRadius = ZONE_NEAR_RADIUS,
    private readonly farEveryMs = ZONE_FAR_EVERY_MS,
  ) {}

  /** Whether `to` is told of this move of `about` now (counted if so; owed for later if not). */
  offer(to: number, about: number, distance: number, now: number): boolean {
    let byPerson = this.#told.get(to);
    if (!byPerson) this.#told.set(to, (byPerson = new Map()));
    const told = byPerson.get(about);
    if (distance <= this.nearRadius || !told || now - told.at >= this.farEveryMs) {
      byPerson.set(about, { at: now, owed: false });
      return true;
    }
    told.owed = true;
    return false;
  }

  /** The [recipient, person] pairs owed a move whose wait is over; they count as told now. */
  due(now: number): [number, number][] {
    const pairs: [number, number][] = [];
    for (const [to, byPerson] of this.#told) {
      for (const [about, told] of byPerson) {
        if (!told.owed || now - told.at < this.farEveryMs) continue;
        byPerson.set(about, { at: now, owed: false });
        pairs.push([to, about]);
      }
    }
    return pairs;
  }

  /** The person left (the zone, or the instance): nothing is owed to them or about them. */
  forget(userId: number) {
    this.#told.delete(userId);
    for (const byPerson of this.#told.values()) byPerson.delete(userId);
  }
}

/** The straight-line distance between two places in the scene. */
export function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}
