import type { Client } from "@libsql/client";
import type { LibSQLDatabase } from "drizzle-orm/libsql";

/**
 * The database as the store and the read models use it. Opening it (and migrating it) is the server's work
 * (src/db/client.ts); everything on this side of the store only needs to know what it is.
 */
export type Db = LibSQLDatabase;
/** What a projection or a command may use inside the write transaction: the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Reads go through either, so a command reading inside its transaction sees its own writes. */
export type Reader = Db | Tx;

export interface Database {
  client: Client;
  db: Db;
  /** A local file (this process opens SQLite itself), not a libSQL server reached over the network. */
  local: boolean;
  /** Where it is (a local file's `file:` URL): a replay's read-ahead thread opens its own connection there. */
  url: string;
  close(): void;
}
