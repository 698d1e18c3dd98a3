import { existsSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { requiredArgument, type CliCommand } from "./command.ts";
import { AppError } from "../../shared/errors.ts";
import { checkDatabaseFile, localDatabaseFile } from "./database-file.ts";
import { privateFile, privateFolder } from "../files/private.ts";

/** Where the copy goes: a file that does not exist yet. */
function newFile(target: string | undefined, usage: string): string {
  const path = resolve(requiredArgument(target, usage));
  // An existing file may be an older backup someone still needs; VACUUM INTO would refuse it anyway.
  if (existsSync(path)) throw AppError.conflict(`${path} exists already: name a new file.`);
  return path;
}

/**
 * `backup <file>`: a consistent copy of the local database while servers keep running. `VACUUM INTO` reads
 * in one read transaction, which in WAL mode blocks no writer, and writes a compact file that needs no WAL
 * beside it; SQLite's integrity check on the copy then says whether it can be trusted.
 */
export const backupCommand: CliCommand = {
  name: "backup",
  usage: "backup <file>",
  summary: "copy the local database to a new file while servers run, and check the copy",
  precheck(config, args) {
    localDatabaseFile(config);
    newFile(args[0], this.usage);
  },
  async run(ctx, args) {
    const source = localDatabaseFile(ctx.config);
    const path = newFile(args[0], this.usage);

    const started = performance.now();
    // A copy of every account and message: made owner-only before SQLite writes into it (VACUUM INTO
    // accepts an empty file). A folder that exists already is the operator's choice and left as it is.
    privateFolder(dirname(path), { closeExisting: false });
    privateFile(path);
    try {
      await ctx.database.client.execute({ sql: "VACUUM INTO ?", args: [path] });
    } catch (error) {
      rmSync(path, { force: true });
      throw error;
    }
    const { integrity, head } = await checkDatabaseFile(path);
    if (integrity !== "ok") {
      rmSync(path, { force: true });
      throw new AppError(
        500,
        "backup_damaged",
        `the copy failed SQLite's integrity check (${integrity}); nothing was kept.`,
      );
    }
    const ms = Math.round(performance.now() - started);
    console.log(
      `backed up ${source} to ${path} (${Bun.file(path).size} bytes, log up to position ${head}) in ${ms} ms; integrity ok`,
    );
  },
};
