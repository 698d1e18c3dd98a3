import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { privateFolder } from "../files/private.ts";

/** A data folder the server cannot use, said in one line an operator can act on. */
export class DataFolderError extends Error {
  constructor(
    readonly dataDir: string,
    readonly code: string,
  ) {
    super(
      `The data folder ${dataDir} ${whatIsWrong(code)}: the server keeps its database, keys, outbox and uploads there. Make it writable, or set DATA_DIR to a folder that is.`,
    );
  }
}

function whatIsWrong(code: string): string {
  switch (code) {
    case "EROFS":
      return "is on a read-only file system";
    case "EACCES":
    case "EPERM":
      return `cannot be written by this user (uid ${process.getuid?.() ?? "?"})`;
    case "ENOSPC":
    case "EDQUOT":
      return "is on a full disk";
    case "ENOTDIR":
    case "EEXIST":
      return "is not a folder";
    default:
      return `cannot be written (${code})`;
  }
}

/**
 * Makes the data folder owner-only (creating it if missing) and proves it takes a file, before anything
 * else writes there: a read-only or full disk is then one clear error, not a database stack trace.
 */
export function prepareDataFolder(dataDir: string): void {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    privateFolder(dataDir);
    writeFileSync(probe, "ok");
    rmSync(probe);
  } catch (error) {
    throw new DataFolderError(dataDir, (error as NodeJS.ErrnoException).code ?? "unknown");
  }
}
