/**
 * Every target the bench checks, in one place (issues #9 and #14). A share is of the ceiling measured in
 * the same run: the same bytes from bare `Bun.serve`. Latencies are at the run's connections (64 unless
 * `--connections` says otherwise).
 */
export const budgets = {
  feed: {
    /** GET /api/contents/global, share of bare Bun.serve answering the same JSON. */
    globalShare: 0.3,
    /** GET /api/contents/friends for a viewer with 200 friends. */
    friendsShare: 0.1,
    friendsP99Ms: 15,
    /** Median latency from 10,000 to 100,000 (and 1,000,000) posts: within ±20%. */
    flatness: 0.2,
  },
  /** The landing and /about, anonymous, share of bare Bun.serve answering the same bytes. */
  anonymousPageShare: 0.3,
  signedInPages: {
    /** GET / with 20 posts and /settings, with a session cookie. */
    perSecond: 5000,
    p99Ms: 40,
    /** Time to the first byte of the streamed home page, one connection at a time. */
    firstByteMs: 10,
  },
  /**
   * Events appended while 64 readers read the feed, per reader. A read never appends: presence
   * (src/activity/presence.ts) records each reader's activity at most once per 5 minutes, batched, which is
   * the one event per reader allowed here; the old write per read made it one per read.
   */
  writesPerReader: 1,
  /** First-load JavaScript of each route, gzipped; the zones (three.js) are exempt. */
  firstLoadJsKb: 100,
  /** Appending through store/store.ts in batches. */
  appendEventsPerSecond: 30_000,
  /** Chat delivery at 1,000 open streams: from the send to the receiver's event. */
  chatDeliveryP99Ms: 25,
  /**
   * Crowds (issue #29 item 4): 200 people moving ten times a second in one zone across two processes. The
   * database's rows a second stay within processes × polls (2 × 4) plus a little for other signals; a move
   * reaches the others within a batch, a poll and the load.
   */
  crowds: { rowsPerSecond: 10, deliveryP95Ms: 1000 },
  /** Server memory with 10,000 open streams. */
  streamsMemoryMb: 300,
  /**
   * What a phone meets (issue #28): the signed-in home's first screen with 20 posts of 12-megapixel photos,
   * and Lighthouse's page figures on the mobile preset's CPU.
   */
  phone: { firstScreenMb: 1.5, lcpMs: 2500, tbtMs: 200, cls: 0 },
  /** Lighthouse's mobile performance score, median of 3, on the same pages (issue #28, on a quiet machine). */
  lighthouseScore: 90,
  /** Frames per second of each 3D zone (issue #13), in Chromium at a desktop and a phone-sized window. */
  zoneFps: { desktop: 60, phone: 30 },
  /**
   * Main-thread blocking while a zone loads (issue #29: Lighthouse's total blocking time, the sum of every
   * long task's time over 50 ms), from the navigation until the world has drawn and settled, without a GPU.
   */
  zoneLoadBlockingMs: { desktop: 600, phone: 2000 },
  /** Rebuilding the projections from 1,000,000 events (`bun run replay`). */
  replayEventsPerSecond: 50_000,
  /** The replay's resident memory at its peak, on that log. */
  replayMemoryMb: 300,
} as const;
