import type { Config } from "./config.ts";
import type { AppContext, ApiHook } from "./context.ts";
import { openDatabase } from "./db/client.ts";
import type { Db } from "../store/db.ts";
import { Store } from "../store/store.ts";
import { projections } from "../projections/index.ts";
import { createMailer, type Mailer } from "./mail/index.ts";
import { systemClock, type Clock } from "../shared/clock.ts";
import { createLog } from "./log.ts";
import { Metrics } from "./metrics.ts";
import { checkActor, ensureAdminAccount } from "./commands/users.ts";
import { recordActivity } from "./commands/activity.ts";
import { createMediaStorage } from "./media/create-storage.ts";
import { PrivateMediaAccess } from "./media/access.ts";
import { postMediaReaders } from "./reads/posts.ts";
import { POST_MEDIA_SCOPE } from "../projections/posts.queries.ts";
import { LogTail } from "../store/tail.ts";
import { ZonePresence } from "./realtime/zones.ts";
import { Realtime } from "./realtime/channels/channels.ts";
import { PushSender } from "./push/sender.ts";
import type { ResolveHost } from "./push/endpoint-host.ts";
import type { Agent } from "node:https";
import { presenceAudiences, routes } from "./realtime/index.ts";
import { createCaches } from "./cache/index.ts";
import { ReactorRunner } from "./reactors/runner/runner.ts";
import { reactors as shippedReactors } from "./reactors/index.ts";
import type { Reactor } from "./reactors/runner/reactor.ts";
import { Presence } from "./activity/presence.ts";
import { syncCatalogueAtStart } from "./commands/catalogue.ts";
import { chatMediaReaders } from "./reads/chat.ts";
import { CHAT_MEDIA_SCOPE } from "./commands/chat.ts";
import { StorageHealth } from "./storage/health.ts";
import { dirname } from "node:path";

export interface ContextOptions {
  clock?: Clock;
  mailer?: Mailer;
  silent?: boolean;
  beforeApiCall?: ApiHook;
  /** Tests: the agent web-push sends through (one that trusts a local push service's certificate). */
  pushAgent?: Agent;
  /** Tests: what push endpoints' host names resolve to (the SSRF check), instead of the system's resolver. */
  resolveHost?: ResolveHost;
  /** `false`: run no reactor in this process (the CLI); a server process leaves it on. */
  reactors?: boolean;
  /** The reactors' code: the product's (src/reactors/index.ts) unless a test gives its own, such as one that crashes midway. */
  reactorCode?: Reactor[];
}

/** How often due activity is recorded: the first activity of a day reaches the admin's log this quickly. */
const ACTIVITY_FLUSH_MS = 5000;

/**
 * What a process does once before it serves (the server, the CLI, each test): opens the database, rebuilds
 * the read models whose code changed, starts following the log and the reactors, and wires each area's
 * parts (who may read its private media, the admin account of the settings, the games and videos that
 * ship or are configured) into one context.
 */
export async function createContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  const log = createLog(options.silent);
  const store = new Store(
    database,
    projections,
    clock,
    (db, actor) => checkActor(db, actor, clock),
    (error) =>
      log.error("append listener failed", {
        error: String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
  );
  const metrics = new Metrics();
  store.onAppend((appended) => metrics.eventsAppended(appended.length));
  await store.rebuildOutdated();
  const mailer = options.mailer ?? createMailer(config);
  const tail = new LogTail(store);
  await tail.start();
  const media = createMediaStorage(config);
  const realtime = new Realtime(
    { db: database.db, store, tail, clock, log, routes, audiences: presenceAudiences },
    {
      heartbeatMs: config.realtimeHeartbeatMs,
      limits: config.realtimeLimits,
    },
  );
  await realtime.start();
  const caches = createCaches(database.db, store, tail, config.answerCacheBytes);
  const zonePresence = new ZonePresence(realtime, clock, (userId) => caches.blocks.blockedWith(userId));
  // Every process's blocks, its own included, through the tail: a "zone-left" once, a poll after the block.
  tail.subscribe((events) => zonePresence.follow(events));
  // Moves go to the other processes once per tail poll, in the wake-up that reads theirs.
  zonePresence.start({ alongside: (tick) => tail.pollAlongside(tick) });
  const push = new PushSender({
    config,
    db: database.db,
    store,
    log,
    metrics,
    agent: options.pushAgent,
    resolveHost: options.resolveHost,
  });
  const runner = new ReactorRunner(
    (options.reactorCode ?? shippedReactors).filter((reactor) => !config.reactors.off.includes(reactor.name)),
    store,
    { config, db: database.db, mailer, media, push, realtime, log, clock, store },
    config.reactors,
  );
  metrics.gauge({
    name: "realtime_streams_open",
    help: "Server-sent-event streams open on this process.",
    read: () => realtime.openStreams,
  });
  metrics.gauge({
    name: "reactor_lag_events",
    help: "Events of the log a reactor has still to handle (read models are applied with each append and never lag).",
    read: async () => (await runner.lags()).map(({ name, lag }) => [`reactor="${name}"`, lag]),
  });
  await runner.enrol();
  if (options.reactors !== false) await runner.start(tail);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    store,
    mailer,
    clock,
    log,
    metrics,
    tail,
    caches,
    media,
    mediaAccess: privateMediaAccess(database.db),
    realtime,
    zonePresence,
    push,
    reactors: runner,
    presence: new Presence((sightings) => recordActivity(ctx, sightings), clock, log),
    storage: storageHealth(config, database.local, store, clock),
    beforeApiCall: options.beforeApiCall,
    close: once(async () => {
      // Writes already queued finish first: a transaction cut off midway would keep the write lock.
      await ctx.presence.stop();
      await runner.stop();
      zonePresence.stop();
      await realtime.stop();
      await tail.stop();
      await store.drain();
      mailer.close();
      database.close();
    }),
  };
  ctx.presence.start(ACTIVITY_FLUSH_MS);
  await ensureAdminAccount(ctx);
  await syncCatalogueAtStart(ctx);
  await ctx.caches.catalogueOrigins.load();
  return ctx;
}

/** The check of every private media scope: each area's readers are those who may read what the file is in. */
function privateMediaAccess(db: Db): PrivateMediaAccess {
  const access = new PrivateMediaAccess();
  access.register(POST_MEDIA_SCOPE, postMediaReaders(db));
  access.register(CHAT_MEDIA_SCOPE, chatMediaReaders(db));
  return access;
}

/** The disks writes go to, watched: the database file's folder when it is local, and the media folder unless in S3. */
function storageHealth(config: Config, localDatabase: boolean, store: Store, clock: Clock): StorageHealth {
  const folders = [
    ...(localDatabase ? [dirname(config.databaseUrl.slice("file:".length))] : []),
    ...(config.s3Bucket ? [] : [config.mediaDir]),
  ];
  const health = new StorageHealth({ folders, minFreeBytes: config.storageMinFreeBytes, clock });
  store.onAppend(() => health.saved());
  return health;
}

/** Closing twice (a signal during shutdown, a test's cleanup after a failure) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
