import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../../events/db.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  if (url.startsWith("file:")) mkdirSync(dirname(url.slice("file:".length)), { recursive: true });
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
