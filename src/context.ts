import type { Config } from "./config.ts";
import { openDatabase, type Database, type Db } from "./db/client.ts";
import { Store } from "../events/store.ts";
import { projections } from "../projections/index.ts";
import { createMailer, type Mailer } from "./mail/index.ts";
import { systemClock, type Clock } from "./clock.ts";
import { createLog, type Log } from "./log.ts";
import { Metrics } from "./metrics.ts";

/** Everything a request handler may need, built once per process (and once per test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  store: Store;
  mailer: Mailer;
  clock: Clock;
  log: Log;
  metrics: Metrics;
  close(): Promise<void>;
}

export interface ContextOptions {
  clock?: Clock;
  mailer?: Mailer;
  silent?: boolean;
}

export async function createContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  const store = new Store(database, projections, clock);
  const metrics = new Metrics();
  store.onAppend((appended) => metrics.eventsAppended(appended.length));
  await store.rebuildOutdated();
  const mailer = options.mailer ?? createMailer(config);
  return {
    config,
    database,
    db: database.db,
    store,
    mailer,
    clock,
    log: createLog(options.silent),
    metrics,
    async close() {
      mailer.close();
      database.close();
    },
  };
}
