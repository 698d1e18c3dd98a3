import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";

/**
 * Modes for what only this server may read: the database, mails holding reset links and sign-up codes,
 * media of friends-only posts and private chats, generated keys. Set explicitly on what the product
 * creates rather than through `process.umask`, which would also close files an operator means to share
 * (the built assets a proxy may serve).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** Sticky folders (`/tmp`) are shared by design: never ours to close, even when running as their owner. */
const STICKY = 0o1000;

/**
 * Makes the folder (and any missing parent) owner-only. One that exists already, from an older install or
 * a looser umask, is closed too when this process owns it, unless `closeExisting` is false (a folder that
 * may be the operator's, not the product's).
 */
export function privateFolder(path: string, { closeExisting = true } = {}): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (closeExisting) tighten(path, PRIVATE_FOLDER_MODE);
}

/**
 * Creates an empty owner-only file where none is, or closes an existing one. SQLite gives the -wal and
 * -shm files it creates the mode of the database file, so closing that file before opening closes all three.
 */
export function privateFile(path: string): void {
  try {
    writeFileSync(path, "", { mode: PRIVATE_FILE_MODE, flag: "wx" });
  } catch (error) {
    // Already there (another process starting at the same moment made it, or it is an existing database).
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    tighten(path, PRIVATE_FILE_MODE);
  }
}

/** Closes a file if it is there (a database's -wal and -shm left by an older install); creates nothing. */
export function privateIfPresent(path: string): void {
  tighten(path, PRIVATE_FILE_MODE);
}

/** Closes an existing file or folder to `mode` when group or others may use it and it is this process's. */
function tighten(path: string, mode: number): void {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if ((stat.mode & 0o077) === 0 || stat.mode & STICKY) return;
  if (process.getuid && stat.uid !== process.getuid()) return;
  chmodSync(path, mode);
}
