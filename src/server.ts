/** The server: builds the browser bundle, opens the database, listens, and closes cleanly on SIGINT/SIGTERM. */
import { loadConfig } from "./config.ts";
import { createContext, type ContextOptions } from "./boot.ts";
import { createApp } from "./app.ts";
import { buildClient } from "./build.ts";
import { createLog, type Log } from "./log.ts";
import { DataFolderError } from "./storage/data-folder.ts";
import { storageFailureOf } from "./storage/failure.ts";
import { withoutQueryParams } from "./http/errors.ts";
import { errorBody } from "../shared/errors.ts";

/** Starts the server of `bun start` (src/main.ts); a test's own entry may pass context options. */
export async function serveApp(options: ContextOptions = {}): Promise<void> {
  const config = unlessStorageFails(() => loadConfig(), "The data folder");
  await buildClient();
  const database = `The database ${config.databaseUrl.replace(/\/\/.*@/, "//…@")}`;
  const ctx = await unlessStorageFails(() => createContext(config, options), database);
  const app = createApp(ctx);

  const server = listen(config.port, app.fetch, ctx.log);
  if (!server) {
    // A port already taken is one log line and exit code 1, not a stack trace.
    ctx.log.error("port in use", {
      port: config.port,
      hint: `Port ${config.port} is taken by another program: stop it, or set PORT to a free port.`,
    });
    await ctx.close();
    process.exit(1);
  }
  ctx.log.info("listening", {
    url: `http://localhost:${server.port}`,
    database: config.databaseUrl.replace(/\/\/.*@/, "//…@"),
    media: config.s3Bucket ? `s3://${config.s3Bucket}` : config.mediaDir,
    // Without SMTP, sign-up codes and reset links are files here: the operator must know where to look.
    ...(config.smtpUrl ? {} : { outbox: config.mailOutboxDir }),
    ...(config.admin ? { admin: `${config.admin.username} <${config.admin.email}>` } : {}),
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      // Open streams never end by themselves: closed first, so the server's graceful stop does not wait on them.
      await ctx.realtime.stop();
      await server.stop();
      await ctx.close();
      process.exit(0);
    });
  }
}

/**
 * Starts with `step`, unless the data folder or the database cannot be written: then one log line that says
 * what is wrong and exit code 1, not a stack trace from deep in the database driver.
 */
function unlessStorageFails<T>(step: () => T, writesTo: string): T {
  const explain = (error: unknown): never => {
    if (error instanceof DataFolderError) {
      createLog().error("data folder unusable", { dataDir: error.dataDir, code: error.code, hint: error.message });
      process.exit(1);
    }
    const code = storageFailureOf(error);
    if (!code) throw error;
    createLog().error("storage unusable", {
      code,
      hint: `${writesTo} cannot be written (${code}): check that its folder is writable and its disk has room.`,
    });
    process.exit(1);
  };
  try {
    const result = step();
    return result instanceof Promise ? (result.catch(explain) as T) : result;
  } catch (error) {
    return explain(error);
  }
}

/** The HTTP server, or null when its port is taken. */
function listen(port: number, fetch: (request: Request) => Response | Promise<Response>, log: Log) {
  try {
    return Bun.serve({
      port,
      fetch,
      idleTimeout: 30,
      // The app answers its own errors; whatever still reaches Bun is logged as one JSON line, not printed by it.
      error(error) {
        log.error("unexpected error", {
          error: withoutQueryParams(String(error)),
          stack: withoutQueryParams(error.stack),
        });
        return Response.json(errorBody("internal", "Something went wrong. Please try again later."), { status: 500 });
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "EADDRINUSE") return null;
    throw error;
  }
}
