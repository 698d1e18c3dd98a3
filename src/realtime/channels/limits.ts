import { AppError } from "../../../shared/errors.ts";
import { RecentLimit } from "./recent-limit.ts";

/**
 * What one account or one network may hold of the realtime channel (issue #23: one account held 19,941
 * streams and used every file descriptor). All kept per process, in memory: behind a load balancer the
 * real limits are these per process.
 */
export interface RealtimeLimits {
  /** Streams of one sign-in session (a device): past it the session's oldest stream is closed. */
  streamsPerSession: number;
  /** Streams of one account, all sessions: past it the account's oldest stream is closed. */
  streamsPerAccount: number;
  /** Streams from one client address (an IPv6 /64): past it a new one is refused (429). */
  streamsPerAddress: number;
  /** Streams one account may open in any minute: past it a new one is refused (429). */
  opensPerMinute: number;
  /** A reconnecting reader further back than this many log positions is told `resync` instead of caught up. */
  replayPositions: number;
}

/** The defaults (src/config.ts reads each from the environment: REALTIME_STREAMS_PER_SESSION and so on). */
export const realtimeLimitDefaults: RealtimeLimits = {
  // A browser holds one stream per tab: eight tabs of one device, a few devices.
  streamsPerSession: 8,
  streamsPerAccount: 32,
  // An office or a carrier's NAT puts many people behind one address.
  streamsPerAddress: 128,
  // Every page load opens a stream: nobody loads two pages a second for a minute.
  opensPerMinute: 120,
  // Replaying 500 positions costs about what opening a fresh stream does (docs/realtime.md).
  replayPositions: 500,
};

/** A refused stream asks the reader to come back after this long: streams held have no end time to name. */
const ADDRESS_RETRY_SECONDS = 30;

/**
 * Admits new streams: by their address (how many it holds now) and by their account (how many it opened in
 * the last minute). The caps per session and account close old streams rather than refuse new ones, so a
 * person reopening tabs is never refused: those live with the streams (Realtime).
 */
export class StreamAdmission {
  readonly #byAddress = new Map<string, number>();
  readonly #opens: RecentLimit;

  constructor(private readonly limits: RealtimeLimits) {
    this.#opens = new RecentLimit(limits.opensPerMinute, 60_000);
  }

  /** Counts a new stream of `userId` from `address`, or throws 429 (and counts nothing) when over a limit. */
  admit(userId: number, address: string, now: number) {
    if ((this.#byAddress.get(address) ?? 0) >= this.limits.streamsPerAddress) {
      throw AppError.tooMany(
        ADDRESS_RETRY_SECONDS,
        "Too many open connections from your network. Please try again later.",
      );
    }
    if (!this.#opens.admit(userId, now)) {
      throw AppError.tooMany(this.#opens.waitMs(userId, now) / 1000, "Too many reconnections. Please try again later.");
    }
    this.#byAddress.set(address, (this.#byAddress.get(address) ?? 0) + 1);
  }

  /** A stream admitted from `address` closed. */
  left(address: string) {
    const count = (this.#byAddress.get(address) ?? 0) - 1;
    if (count > 0) this.#byAddress.set(address, count);
    else this.#byAddress.delete(address);
  }

  /** Forgets accounts that opened nothing in the last minute. */
  prune(now: number) {
    this.#opens.prune(now);
  }
}
