import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The browser tests' server settings. The config file is loaded by the runner and by each worker, so the
 * temporary folder is made once and handed down through the environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "vw-e2e-"));
const e2eDataDir = process.env.E2E_DATA_DIR;
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eOutbox = join(e2eDataDir, "outbox");
export const e2eAdmin = {
  email: "admin@virtualworlds.example",
  password: "correct horse battery staple",
  username: "admin",
};

export const e2eEnv: Record<string, string> = {
  PORT: String(e2ePort),
  DATA_DIR: e2eDataDir,
  PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  ADMIN_USERNAME: e2eAdmin.username,
  // Every browser test signs up and in from 127.0.0.1: per-address limits scaled up (per-account ones stay).
  RATE_LIMIT_MULTIPLIER: "50",
  // Their accounts are all new and some post or chat a lot: per-account write budgets scaled up too.
  WRITE_BUDGET_MULTIPLIER: "50",
  // push.e2e.ts registers endpoints on a name that resolves nowhere here: the SSRF guard is lifted for it.
  PUSH_ALLOW_PRIVATE_HOSTS: "1",
};
