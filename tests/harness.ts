import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../src/config.ts";
import { type AppContext } from "../src/context.ts";
import { createContext, type ContextOptions } from "../src/boot.ts";
import { createApp, type App } from "../src/app.ts";
import { buildClient } from "../src/build.ts";
import { ReactorRunner, type RunnerOptions } from "../src/reactors/runner/runner.ts";
import type { Reactor } from "../src/reactors/runner/reactor.ts";
import { manifestPath } from "../src/paths.ts";
import { startSqld } from "./sqld.ts";

let built: Promise<unknown> | undefined;

/** Builds the browser bundle once per test process; server rendering needs its manifest. */
export function ensureClientBuilt() {
  built ??= existsSync(manifestPath) && !process.env.CI ? Promise.resolve() : buildClient({ minify: false });
  return built;
}

export interface TestApp {
  ctx: AppContext;
  app: App;
  config: Config;
  dir: string;
  /** A request to the app with a JSON body, as an outside client sends it. */
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /**
   * The outbox, oldest first, as raw RFC 5322 text, once the reactors have handled everything appended so
   * far: mail is sent after the append, so a test waits for it here instead of reading too early.
   */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real app on a real libSQL file in a fresh temporary folder; with `TEST_DATABASE=sqld` (as CI runs the
 * integration suite a second time), on a libSQL server of its own instead, its data in the same folder.
 */
export async function testApp(env: Record<string, string> = {}, options: ContextOptions = {}): Promise<TestApp> {
  await ensureClientBuilt();
  const dir = mkdtempSync(join(tmpdir(), "vw-test-"));
  const sqld =
    process.env.TEST_DATABASE === "sqld" && !env.DATABASE_URL ? await startSqld(join(dir, "sqld")) : undefined;
  const database = sqld ? { DATABASE_URL: sqld.url } : {};
  // Tests make many writes from one new account: budgets raised, unless a test asks for the real ones.
  const config = loadConfig({
    DATA_DIR: dir,
    PUBLIC_URL: "http://localhost:3000",
    WRITE_BUDGET_MULTIPLIER: "1000",
    ...database,
    ...env,
  });
  const ctx = await createContext(config, { silent: true, ...options });
  const app = createApp(ctx);
  return {
    ctx,
    app,
    config,
    dir,
    json: (method, path, body, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    async outbox() {
      await ctx.reactors.settled();
      return readOutbox(config.mailOutboxDir);
    },
    async close() {
      await ctx.close();
      await sqld?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function readOutbox(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readFileSync(join(dir, name), "utf8"));
}

/** A runner of the given reactors on the test app's log and services, for a test whose app runs none of its own. */
export function reactorRunner(t: TestApp, reactors: Reactor[], options: Partial<RunnerOptions> = {}): ReactorRunner {
  const { ctx } = t;
  const deps = {
    config: ctx.config,
    db: ctx.db,
    mailer: ctx.mailer,
    media: ctx.media,
    push: ctx.push,
    realtime: ctx.realtime,
    log: ctx.log,
    clock: ctx.clock,
    store: ctx.store,
  };
  return new ReactorRunner(reactors, ctx.store, deps, { leaseMs: 60_000, retryMs: 20, attempts: 3, ...options });
}
