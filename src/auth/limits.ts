import type { Config } from "../config.ts";
import type { Clock } from "../../shared/clock.ts";
import type { Reader } from "../../store/db.ts";
import { AppError } from "../../shared/errors.ts";
import { attemptsSince } from "../../projections/auth.queries.ts";
import { recipientMailBucket } from "../../projections/auth.ts";

export interface LimitRule {
  max: number;
  windowMs: number;
  /** Per-address rules scale with RATE_LIMIT_MULTIPLIER; per-account ones never do. */
  perAddress: boolean;
  message: string;
}

const MINUTE = 60_000;

export const limits = {
  /** Failures of one account from one address: that address stops; the account's owner elsewhere does not. */
  loginPair: {
    max: 5,
    windowMs: 15 * MINUTE,
    perAddress: false,
    message: "Too many failed sign-in attempts. Please try again later.",
  },
  /**
   * Failures of one account from anywhere: past this the account is under attack, and an address that has
   * failed on it once gets no further try within the window (loginPairUnderAttack), while an address with
   * no failure on it still has its password checked.
   */
  loginAccount: {
    max: 5,
    windowMs: 15 * MINUTE,
    perAddress: false,
    message: "Too many failed sign-in attempts. Please try again later.",
  },
  loginAddress: {
    max: 30,
    windowMs: 15 * MINUTE,
    perAddress: true,
    message: "Too many failed sign-in attempts. Please try again later.",
  },
  register: {
    max: 10,
    windowMs: 60 * MINUTE,
    perAddress: true,
    message: "Too many sign-ups from your network. Please try again later.",
  },
  verify: {
    max: 20,
    windowMs: 15 * MINUTE,
    perAddress: true,
    message: "Too many wrong codes. Please try again later.",
  },
  forgot: {
    max: 5,
    windowMs: 60 * MINUTE,
    perAddress: true,
    message: "Too many reset requests. Please try again later.",
  },
  contact: {
    max: 5,
    windowMs: 60 * MINUTE,
    perAddress: true,
    message: "Too many messages from your network. Please try again later.",
  },
} satisfies Record<string, LimitRule>;

/**
 * Refuses with 429 when the bucket already holds `max` attempts within the window. The attempts live in a
 * projection, so every server process on the database counts the same ones.
 */
export async function enforceLimit(
  ctx: { config: Pick<Config, "rateLimitMultiplier">; clock: Clock },
  db: Reader,
  bucket: string,
  rule: LimitRule,
) {
  const max = rule.perAddress ? Math.round(rule.max * ctx.config.rateLimitMultiplier) : rule.max;
  const now = ctx.clock.now().getTime();
  const recent = await attemptsSince(db, bucket, new Date(now - rule.windowMs).toISOString(), max);
  refuseWhenFull(recent, { max, windowMs: rule.windowMs }, now, rule.message);
}

/**
 * The one answer of every counted limit (these and the write budgets, src/budgets): when `recent`, the
 * oldest-first times of up to `max` attempts within the window, fills it, 429 with the seconds until the
 * oldest of them leaves the window.
 */
export function refuseWhenFull(
  recent: string[],
  window: { max: number; windowMs: number },
  now: number,
  message: string,
) {
  if (recent.length < window.max) return;
  const oldestLeavesAt = Date.parse(recent[0]!) + window.windowMs;
  throw AppError.tooMany((oldestLeavesAt - now) / 1000, message);
}

/**
 * Mails about signing in (sign-up codes, reset links) to one account's e-mail, whoever asks and from
 * wherever: so that nobody can fill a stranger's mailbox from many addresses (Mastodon: 5 resets per
 * e-mail per 30 minutes). Settings AUTH_MAILS_PER_RECIPIENT and AUTH_MAILS_WINDOW_MIN.
 */
export function recipientMailRule(config: Pick<Config, "authLimits">): LimitRule {
  return {
    max: config.authLimits.mailsPerRecipient,
    windowMs: config.authLimits.mailsPerRecipientWindowMs,
    perAddress: false,
    message: "Too many mails to this e-mail address. Please try again later.",
  };
}

/** Refuses (429) one more mail to the account's e-mail once the recipient's limit is reached. */
export function enforceRecipientMails(
  ctx: { config: Pick<Config, "rateLimitMultiplier" | "authLimits">; clock: Clock },
  db: Reader,
  userId: number,
) {
  return enforceLimit(ctx, db, recipientMailBucket(userId), recipientMailRule(ctx.config));
}

/** Whether one more mail may go to the account's e-mail (the forgot page must not say which accounts exist). */
export async function recipientMailsLeft(
  ctx: { config: Pick<Config, "authLimits">; clock: Clock },
  db: Reader,
  userId: number,
): Promise<boolean> {
  const rule = recipientMailRule(ctx.config);
  const since = new Date(ctx.clock.now().getTime() - rule.windowMs).toISOString();
  return (await attemptsSince(db, recipientMailBucket(userId), since, rule.max)).length < rule.max;
}

/** The pair limit while the account is under attack: one failure per address and window. */
export const loginPairUnderAttack: LimitRule = { ...limits.loginPair, max: 1 };

/** The queue (oneAtATime) of the password checks of one account, by sign-in or by password change. */
export function signInQueue(account: string): string {
  return `sign-in:${account}`;
}

const queues = new Map<string, Promise<void>>();

/**
 * Runs `work` once every earlier work of the same key in this process has settled. A limit is checked
 * before the attempt it counts is recorded; run one at a time, a burst sent at once cannot slip past it.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(work);
  const settled = result.then(
    () => {},
    () => {},
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return result;
}
