import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../../events/db.ts";
import { privateFile, privateFolder, privateIfPresent } from "../files/private.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  if (url.startsWith("file:")) closeDatabaseFiles(url.slice("file:".length));
  // `timeout` is the busy timeout; a PRAGMA would be lost when a transaction moves the client to a new connection.
  const client = createClient({ url, authToken, timeout: 5000 });
  if (url.startsWith("file:")) {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
  }
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  return { client, db, local: url.startsWith("file:"), close: () => client.close() };
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
