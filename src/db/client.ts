import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../../store/db.ts";
import { privateFile, privateFolder, privateIfPresent } from "../files/private.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/**
 * The most connections the driver opens to a local file: one for each operation under way at once (a read
 * holds one until its promise settles, a transaction until it ends). The driver's default, named here
 * because openDatabase sets every one of them up.
 */
const CONNECTIONS = 20;
/**
 * The WAL's size, in 4 KB pages, at which a commit copies it into the database file and syncs both (a
 * checkpoint). SQLite's default, 1,000 (4 MB), made a transaction of 5,000 new posts (4.5 MB of WAL)
 * checkpoint at every commit, two syncs each: 40–100 ms of a 5,000-event append on this machine. At 40 MB a
 * checkpoint comes ten times less often and copies a page changed by several transactions once.
 */
const CHECKPOINT_PAGES = 10_000;

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  if (url.startsWith("file:")) closeDatabaseFiles(url.slice("file:".length));
  // `timeout` is the busy timeout; a PRAGMA would be lost when a transaction moves the client to a new connection.
  const client = createClient({ url, authToken, timeout: 5000, concurrency: CONNECTIONS });
  if (url.startsWith("file:")) {
    await client.execute("PRAGMA journal_mode = WAL");
    // `synchronous` belongs to a connection, and SQLite's default here, FULL, syncs the WAL at every commit
    // (3.6 ms a commit against 0.3 in the chat bench): set on the first connection only, most commits of a
    // busy server ran on others. Started together, these statements open every connection the driver may
    // open (it keeps them) and set each one; `wal_autocheckpoint` too belongs to a connection.
    await Promise.all(Array.from({ length: CONNECTIONS }, () => client.execute("PRAGMA synchronous = NORMAL")));
    await Promise.all(
      Array.from({ length: CONNECTIONS }, () => client.execute(`PRAGMA wal_autocheckpoint = ${CHECKPOINT_PAGES}`)),
    );
  }
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  return { client, db, local: url.startsWith("file:"), url, close: () => client.close() };
}

/**
 * The database holds every account, password hash and private message: its files are made owner-only
 * before SQLite opens them (SQLite then creates -wal and -shm with the database file's mode), and so is its
 * folder when made here. An existing folder is left as it is: by default it is DATA_DIR, closed when the
 * settings are read, and a DATABASE_URL set by hand may point into a folder of the operator's (a home).
 */
function closeDatabaseFiles(path: string) {
  privateFolder(dirname(path), { closeExisting: false });
  privateFile(path);
  privateIfPresent(`${path}-wal`);
  privateIfPresent(`${path}-shm`);
}
