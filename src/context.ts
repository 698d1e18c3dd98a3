import type { Config } from "./config.ts";
import type { Database, Db } from "../store/db.ts";
import type { Store } from "../store/store.ts";
import type { Mailer } from "./mail/index.ts";
import type { Clock } from "../shared/clock.ts";
import type { Log } from "./log.ts";
import type { Metrics } from "./metrics.ts";
import type { MediaStorage } from "./media/storage.ts";
import type { PrivateMediaAccess } from "./media/access.ts";
import type { Endpoint } from "../shared/api/endpoint.ts";
import type { LogTail } from "../store/tail.ts";
import type { Caches } from "./cache/index.ts";
import type { ReactorRunner } from "./reactors/runner/runner.ts";
import type { Presence } from "./activity/presence.ts";
import type { Realtime } from "./realtime/channels/channels.ts";
import type { PushSender } from "./push/sender.ts";
import type { ZonePresence } from "./realtime/zones.ts";
import type { StorageHealth } from "./storage/health.ts";

/**
 * Everything a command, a read or a route may need, built once per process (and once per test) by
 * `createContext` (src/boot.ts). Only types here: what the context holds never imports the context, so
 * the services below it stay free of it and take just the parts they use.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  store: Store;
  mailer: Mailer;
  clock: Clock;
  log: Log;
  metrics: Metrics;
  /** The log as it grows, from every process: realtime channels and the caches follow it. */
  tail: LogTail;
  /** Cached reads of the hot paths (signed-in users, the public posts), kept current by the log. */
  caches: Caches;
  /** Uploaded images and videos (local folder or S3-compatible bucket). */
  media: MediaStorage;
  /** Who may fetch `private/<scope>/…` media: areas register their scope's check. */
  mediaAccess: PrivateMediaAccess;
  /** Who was seen acting when, in this process; recorded as UserActive at most every 5 minutes per user. */
  presence: Presence;
  /**
   * The users' channels (`GET /api/realtime`): `signal(deliveries)` sends ephemeral events to users' open
   * streams in every process, `isOnline(userId)` says whether any process holds one of theirs.
   */
  realtime: Realtime;
  /** Who is in which 3D zone now, and where: in memory, alike in every process (src/realtime/zones.ts). */
  zonePresence: ZonePresence;
  /** Web-push to a user's browsers: `notify(userId, {title, body, url, tag})`, from reactors only. */
  push: PushSender;
  /** The side effects that follow the log (mail, media deletion), run here while this process holds their lease. */
  reactors: ReactorRunner;
  /** Whether writes can be saved now: a full or read-only disk makes writes 503 and `/healthz` not ready. */
  storage: StorageHealth;
  /** Tests only: runs before each server-rendering Api call, to make one slow or failing. */
  beforeApiCall?: ApiHook;
  close(): Promise<void>;
}

export type ApiHook = (endpoint: Endpoint) => Promise<void>;
