import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { requiredArgument, type CliCommand } from "./command.ts";
import { AppError } from "../../shared/errors.ts";
import { checkDatabaseFile, localDatabaseFile } from "./database-file.ts";
import { liveHolders } from "./live-servers.ts";
import { PRIVATE_FILE_MODE } from "../files/private.ts";

/** SQLite keeps a WAL database in up to three files; they must move together or not at all. */
const COMPANIONS = ["", "-wal", "-shm"];

/** `app.db.before-restore-2026-11-23T05-05-09-123Z`: sorts by time, and no `:` for other file systems. */
function keptName(target: string): string {
  return `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
}

function existingFile(file: string | undefined, usage: string): string {
  const path = resolve(requiredArgument(file, usage));
  if (!existsSync(path)) throw AppError.notFound(`${path} does not exist.`);
  return path;
}

/** A copy of the backup beside the database, checked before anything is replaced; the backup stays as it was. */
async function checkedCopy(backup: string, target: string): Promise<{ path: string; head: number }> {
  const path = `${target}.restoring`;
  for (const suffix of COMPANIONS) rmSync(path + suffix, { force: true });
  copyFileSync(backup, path);
  // The copy takes the backup's mode, which may be anything it got on its way back: the database is owner-only.
  chmodSync(path, PRIVATE_FILE_MODE);
  const { integrity, head } = await checkDatabaseFile(path);
  if (integrity !== "ok" || head === null) {
    for (const suffix of COMPANIONS) rmSync(path + suffix, { force: true });
    const why =
      integrity !== "ok"
        ? `fails SQLite's integrity check (${integrity})`
        : "holds no event log: it is not this product's database";
    throw AppError.badRequest(`${backup} ${why}; nothing was changed.`);
  }
  return { path, head };
}

/**
 * `restore <file>`: puts a backup in the place of the local database file. Only with every server stopped:
 * a server would go on writing to the file it opened, which is then no longer the database, and its
 * in-memory state (sessions, caches, the log's position) would not match the restored one.
 */
export const restoreCommand: CliCommand = {
  name: "restore",
  usage: "restore <file>",
  summary: "replace the local database with a backup (servers stopped; the old file is kept)",
  precheck(config, args) {
    localDatabaseFile(config);
    existingFile(args[0], this.usage);
  },
  async run(ctx, args) {
    const backup = existingFile(args[0], this.usage);
    const target = localDatabaseFile(ctx.config);

    const holders = await liveHolders(ctx.db);
    if (holders.length > 0) {
      throw AppError.conflict(
        `refused: the database is in use by ${holders.join("; ")}. Stop every server (bun start) first; a server killed outright lets go within REACTOR_LEASE_MS.`,
      );
    }
    const copy = await checkedCopy(backup, target);

    // Everything committed so far goes into the main file, so the kept file is whole by itself; then this
    // process lets go of the database before its files move.
    await ctx.database.client.execute("PRAGMA wal_checkpoint(TRUNCATE)").catch(() => undefined);
    await ctx.close();
    const kept = keptName(target);
    for (const suffix of COMPANIONS) {
      if (existsSync(target + suffix)) renameSync(target + suffix, kept + suffix);
    }
    renameSync(copy.path, target);
    console.log(`restored ${backup} (log up to position ${copy.head}) as ${target}; integrity ok`);
    console.log(`the replaced database is kept as ${kept}`);
  },
};
