import type { Reader } from "../../store/db.ts";
import type { Config } from "../config.ts";
import type { Clock } from "../../shared/clock.ts";
import { AppError } from "../../shared/errors.ts";
import { storedBytes, uploadedSince } from "../../projections/media.queries.ts";
import type { Actor } from "../actor.ts";
import { requireBudget } from "../budgets/spend.ts";

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

/**
 * Refuses an upload of `bytes` that would take the account past its storage quota (413) or its hourly upload
 * allowance (429, with the seconds until enough of the hour has passed). Called twice: before the body is
 * read, with the size the request declares, so a hopeless upload is refused at once; and inside the write
 * transaction that records the file, with its exact size, so concurrent uploads cannot pass it together.
 */
export async function checkUploadAllowance(
  db: Reader,
  { config, clock }: { config: Config; clock: Clock },
  userId: number,
  bytes: number,
): Promise<void> {
  const { storedBytes: quota, bytesPerHour } = config.mediaQuota;
  const now = clock.now().getTime();
  const [stored, recent] = await Promise.all([
    storedBytes(db, userId),
    uploadedSince(db, userId, new Date(now - HOUR_MS).toISOString()),
  ]);
  if (stored + bytes > quota) {
    throw AppError.tooLarge(
      `Your storage is full: you use ${megabytes(stored)} of your ${megabytes(quota)}, and this file does not fit. Delete some posts to make room.`,
      "quota_exceeded",
    );
  }
  if (recent.bytes + bytes > bytesPerHour) {
    const freedAt = recent.oldest ? new Date(recent.oldest).getTime() + HOUR_MS : now + HOUR_MS;
    throw AppError.tooMany(
      (freedAt - now) / 1000,
      `You can upload at most ${megabytes(bytesPerHour)} in an hour. Please try again later.`,
    );
  }
}

/**
 * Inside the transaction that records an upload of `bytes`: the account's media budget (a count of files,
 * 429) and its storage quota and hourly allowance (checkUploadAllowance) all have room for it.
 */
export async function requireUploadRoom(
  db: Reader,
  ctx: { config: Config; clock: Clock },
  actor: Actor,
  bytes: number,
): Promise<void> {
  await requireBudget(ctx, db, actor, "media");
  await checkUploadAllowance(db, ctx, actor.id, bytes);
}

/** "512 MB", "1.5 MB", "30 KB". */
function megabytes(bytes: number) {
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
