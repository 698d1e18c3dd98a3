/**
 * The error codes that mean the disk refused a write, not that the request or the code was wrong: SQLite's
 * (through libSQL) and the file system's (uploads, the outbox).
 */
const storageCodes = /^(SQLITE_FULL|SQLITE_READONLY|SQLITE_IOERR|SQLITE_CANTOPEN|ENOSPC|EDQUOT|EROFS|EIO)/;

/** The storage code of an error or of one of its causes (drizzle wraps the driver's error), else null. */
export function storageFailureOf(error: unknown): string | null {
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && storageCodes.test(code)) return code;
    // libSQL may put SQLite's code only in the message ("SQLITE_FULL: database or disk is full").
    const message = (at as { message?: unknown }).message;
    const named = typeof message === "string" ? message.match(/\b(SQLITE_[A-Z_]+)\b/)?.[1] : undefined;
    if (named && storageCodes.test(named)) return named;
  }
  return null;
}
