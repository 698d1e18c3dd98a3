import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import webpush from "web-push";
import { PRIVATE_FILE_MODE, privateIfPresent } from "./files/private.ts";
import { realtimeLimitDefaults, type RealtimeLimits } from "./realtime/channels/limits.ts";
import { prepareDataFolder } from "./storage/data-folder.ts";
import { budgetSetting, budgetKinds, budgetSettings, type BudgetKind, type BudgetWindow } from "../shared/budgets.ts";

/** Every setting of the product. All come from the environment and all are optional. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string;
  databaseAuthToken?: string;
  publicUrl: string;
  jwtSecret: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
  smtpUrl?: string;
  mailFrom: string;
  mailOutboxDir: string;
  googleClientId?: string;
  googleJwksUrl: string;
  admin?: { email: string; password: string; username: string };
  /** Behind a reverse proxy: take the client's address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Tests only: accept push endpoints on IP addresses and private networks (their push service is on loopback). */
  pushAllowPrivateHosts: boolean;
  /** Scales every per-address rate limit (browser tests raise it: all their requests share 127.0.0.1). */
  rateLimitMultiplier: number;
  /** Limits on signing in and on the mails it sends, beyond the fixed ones of src/auth/limits.ts. */
  authLimits: AuthLimits;
  /**
   * Per account: how many writes of each kind it may make (src/budgets), the share of each a new account
   * gets in its first hours after verification, and a factor on them all (tests raise it: one test account
   * makes many posts). Admins have none.
   */
  writeBudgets: {
    windows: Record<BudgetKind, BudgetWindow[]>;
    newAccountShare: number;
    newAccountMs: number;
    multiplier: number;
  };
  /** Wrong proofs of one person's chat backup secret allowed in 24 hours (POST /api/keys/backup). */
  chatBackupMaxFailures: number;
  /** A Bearer token that reads /metrics (a scraper's); admins read it without one. */
  metricsToken: string | undefined;
  pitchDeckUrl: string;
  supportEmail: string;
  mediaDir: string;
  /** Per account: the bytes its live media may take, and the bytes it may upload in any hour. */
  mediaQuota: { storedBytes: number; bytesPerHour: number };
  s3Bucket?: string;
  s3Endpoint?: string;
  s3Region?: string;
  s3AccessKeyId?: string;
  s3SecretAccessKey?: string;
  /** The operator's games and videos beyond the shipped ones (src/games/settings.ts); used when it exists. */
  catalogueFile: string;
  /** Reactors: how long a process's lease on a reactor lasts unrenewed, and how failures are retried. */
  reactors: { leaseMs: number; retryMs: number; attempts: number; off: string[] };
  /** How often every open realtime stream gets a comment line (API.md: at least every 15 s). */
  realtimeHeartbeatMs: number;
  /** Caps on realtime streams per session, account and address, on opening them, and on a catch-up's replay. */
  realtimeLimits: RealtimeLimits;
  /** The most memory the API answers cached as bytes may take (src/cache/answers.ts). */
  answerCacheBytes: number;
  /** At most this many bytes of signed-in pages cached rendered (src/cache/http); 0 renders every one. */
  pageCacheBytes: number;
  /** After a write failed on a full disk, the free space it must have again to count as recovered (src/storage/health.ts). */
  storageMinFreeBytes: number;
  /** Whether the browser bundle's source maps are served (SOURCE_MAPS=public); by default they answer 404. */
  sourceMapsPublic: boolean;
  /** How long a sign-in lasts at most, however often it is refreshed: then its refresh answers 401. */
  sessionMaxAgeMs: number;
  production: boolean;
  version: string;
}

export interface AuthLimits {
  /** Sign-up codes and reset links mailed to one account's e-mail within the window, whoever asks. */
  mailsPerRecipient: number;
  mailsPerRecipientWindowMs: number;
  /**
   * Failures of one account from anywhere past which an address that never signed in to it waits before
   * each guess: first `loginSlowdownBaseMs`, doubling per further failure, at most `loginSlowdownMaxMs`.
   */
  loginSlowdownAfter: number;
  loginSlowdownBaseMs: number;
  loginSlowdownMaxMs: number;
  /** An IPv6 client counts as its network of this prefix length for per-address limits. */
  ipv6LimitPrefix: number;
}

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:support@virtualworlds.example"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Virtual Worlds <no-reply@virtualworlds.example>"),
  MAIL_OUTBOX_DIR: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_USERNAME: z.string().default("admin"),
  TRUST_PROXY: z.enum(["", "0", "1", "false", "true"]).default(""),
  PUSH_ALLOW_PRIVATE_HOSTS: z.enum(["", "0", "1", "false", "true"]).default(""),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10000).default(1),
  AUTH_MAILS_PER_RECIPIENT: z.coerce.number().int().min(1).default(5),
  AUTH_MAILS_WINDOW_MIN: z.coerce.number().positive().default(30),
  LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_SLOWDOWN_BASE_S: z.coerce.number().positive().default(30),
  LOGIN_SLOWDOWN_MAX_S: z.coerce.number().positive().default(900),
  IPV6_LIMIT_PREFIX: z.coerce.number().int().min(16).max(128).default(64),
  NEW_ACCOUNT_BUDGET_SHARE: z.coerce.number().positive().max(1).default(0.2),
  NEW_ACCOUNT_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  WRITE_BUDGET_MULTIPLIER: z.coerce.number().min(1).max(10000).default(1),
  ...(Object.fromEntries(
    budgetKinds.map((kind) => [budgetSettings[kind].env, budgetSetting(budgetSettings[kind].default)]),
  ) as {
    [K in BudgetKind as (typeof budgetSettings)[K]["env"]]: ReturnType<typeof budgetSetting>;
  }),
  CHAT_BACKUP_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The deck served by the product, or any address (a path on this site or an absolute URL). */
  PITCH_DECK_URL: z
    .union([z.string().url(), z.string().regex(/^\/(?!\/)\S*$/, "a path on this site")])
    .default("/pitch.html"),
  SUPPORT_EMAIL: z.string().email().default("support@virtualworlds.example"),
  MEDIA_DIR: z.string().optional(),
  MEDIA_QUOTA_MB: z.coerce.number().positive().default(1024),
  MEDIA_UPLOAD_MB_PER_HOUR: z.coerce.number().positive().default(500),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  CATALOGUE_FILE: z.string().optional(),
  REACTOR_LEASE_MS: z.coerce.number().int().min(100).default(10_000),
  REACTOR_RETRY_MS: z.coerce.number().int().min(1).default(1000),
  REACTOR_ATTEMPTS: z.coerce.number().int().min(1).default(6),
  /**
   * Reactors this process never runs, by name, comma-separated: e.g. `post-videos` on a small web node, so
   * the transcoding's CPU goes to the process that runs it (which must exist, or the work waits for one).
   */
  REACTORS_OFF: z.string().default(""),
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).max(15_000).default(10_000),
  REALTIME_STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(realtimeLimitDefaults.streamsPerSession),
  REALTIME_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(realtimeLimitDefaults.streamsPerAccount),
  REALTIME_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(realtimeLimitDefaults.streamsPerAddress),
  REALTIME_OPENS_PER_MINUTE: z.coerce.number().int().min(1).default(realtimeLimitDefaults.opensPerMinute),
  REALTIME_REPLAY_LIMIT: z.coerce.number().int().min(0).default(realtimeLimitDefaults.replayPositions),
  ANSWER_CACHE_MB: z.coerce.number().min(0).default(64),
  PAGE_CACHE_MB: z.coerce.number().min(0).default(32),
  STORAGE_MIN_FREE_MB: z.coerce.number().min(0).default(64),
  SOURCE_MAPS: z.enum(["", "private", "public"]).default(""),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(3650).default(90),
  NODE_ENV: z.string().optional(),
});

const MB = 1024 * 1024;

const packageVersion: string = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = Env.parse(env);
  const dataDir = resolve(e.DATA_DIR);
  // It holds the database, the generated keys, the outbox and the media: owner-only, also when it exists.
  prepareDataFolder(dataDir);
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : keptSecret(dataDir, "vapid.json", () => webpush.generateVAPIDKeys());
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `file:${join(dataDir, "app.db")}`,
    databaseAuthToken: e.DATABASE_AUTH_TOKEN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    jwtSecret: e.JWT_SECRET ?? keptSecret(dataDir, "jwt-secret.json", () => ({ secret: randomSecret() })).secret,
    vapid: { ...vapid, subject: e.VAPID_SUBJECT },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: resolve(e.MAIL_OUTBOX_DIR ?? join(dataDir, "outbox")),
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, username: e.ADMIN_USERNAME }
        : undefined,
    trustProxy: e.TRUST_PROXY === "1" || e.TRUST_PROXY === "true",
    pushAllowPrivateHosts: e.PUSH_ALLOW_PRIVATE_HOSTS === "1" || e.PUSH_ALLOW_PRIVATE_HOSTS === "true",
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    authLimits: {
      mailsPerRecipient: e.AUTH_MAILS_PER_RECIPIENT,
      mailsPerRecipientWindowMs: e.AUTH_MAILS_WINDOW_MIN * 60_000,
      loginSlowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
      loginSlowdownBaseMs: e.LOGIN_SLOWDOWN_BASE_S * 1000,
      loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_S * 1000,
      ipv6LimitPrefix: e.IPV6_LIMIT_PREFIX,
    },
    writeBudgets: {
      windows: Object.fromEntries(budgetKinds.map((kind) => [kind, e[budgetSettings[kind].env]])) as Record<
        BudgetKind,
        BudgetWindow[]
      >,
      newAccountShare: e.NEW_ACCOUNT_BUDGET_SHARE,
      newAccountMs: e.NEW_ACCOUNT_HOURS * 3_600_000,
      multiplier: e.WRITE_BUDGET_MULTIPLIER,
    },
    chatBackupMaxFailures: e.CHAT_BACKUP_MAX_FAILURES,
    metricsToken: e.METRICS_TOKEN,
    pitchDeckUrl: e.PITCH_DECK_URL,
    supportEmail: e.SUPPORT_EMAIL,
    mediaDir: resolve(e.MEDIA_DIR ?? join(dataDir, "media")),
    mediaQuota: {
      storedBytes: Math.round(e.MEDIA_QUOTA_MB * MB),
      bytesPerHour: Math.round(e.MEDIA_UPLOAD_MB_PER_HOUR * MB),
    },
    s3Bucket: e.S3_BUCKET || undefined,
    s3Endpoint: e.S3_ENDPOINT || undefined,
    s3Region: e.S3_REGION || undefined,
    s3AccessKeyId: e.S3_ACCESS_KEY_ID || undefined,
    s3SecretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
    catalogueFile: resolve(e.CATALOGUE_FILE ?? join(dataDir, "catalogue.json")),
    reactors: {
      leaseMs: e.REACTOR_LEASE_MS,
      retryMs: e.REACTOR_RETRY_MS,
      attempts: e.REACTOR_ATTEMPTS,
      off: e.REACTORS_OFF.split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    },
    realtimeHeartbeatMs: e.REALTIME_HEARTBEAT_MS,
    realtimeLimits: {
      streamsPerSession: e.REALTIME_STREAMS_PER_SESSION,
      streamsPerAccount: e.REALTIME_STREAMS_PER_ACCOUNT,
      // A per-address limit: scaled like the others (browser tests all come from 127.0.0.1).
      streamsPerAddress: Math.round(e.REALTIME_STREAMS_PER_ADDRESS * e.RATE_LIMIT_MULTIPLIER),
      opensPerMinute: e.REALTIME_OPENS_PER_MINUTE,
      replayPositions: e.REALTIME_REPLAY_LIMIT,
    },
    answerCacheBytes: Math.round(e.ANSWER_CACHE_MB * MB),
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * MB),
    storageMinFreeBytes: Math.round(e.STORAGE_MIN_FREE_MB * MB),
    sourceMapsPublic: e.SOURCE_MAPS === "public",
    sessionMaxAgeMs: Math.round(e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000),
    production: e.NODE_ENV === "production",
    version: packageVersion,
  };
}

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
}

/** A secret generated once and kept in DATA_DIR, so restarts and sibling processes on one disk agree on it. */
function keptSecret<T>(dataDir: string, file: string, make: () => T): T {
  const path = join(dataDir, file);
  if (existsSync(path)) {
    privateIfPresent(path);
    return JSON.parse(readFileSync(path, "utf8"));
  }
  const value = make();
  writeFileSync(path, JSON.stringify(value), { mode: PRIVATE_FILE_MODE });
  return value;
}
