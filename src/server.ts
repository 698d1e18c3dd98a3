/** The server: builds the browser bundle, opens the database, listens, and closes cleanly on SIGINT/SIGTERM. */
import { loadConfig } from "./config.ts";
import { createContext } from "./boot.ts";
import { createApp } from "./app.ts";
import { buildClient } from "./build.ts";
import { createLog } from "./log.ts";
import { DataFolderError } from "./storage/data-folder.ts";
import { storageFailureOf } from "./storage/failure.ts";
import { withoutQueryParams } from "./http/errors.ts";
import { errorBody } from "../shared/errors.ts";

const config = unlessStorageFails(() => loadConfig(), "The data folder");
await buildClient();
const ctx = await unlessStorageFails(() => createContext(config), `The database ${config.databaseUrl.replace(/\/\/.*@/, "//…@")}`);
const app = createApp(ctx);

const server = serve();
if (!server) {
  // A port already taken is one log line and exit code 1, not a stack trace.
  ctx.log.error("port in use", { port: config.port, hint: `Port ${config.port} is taken by another program: stop it, or set PORT to a free port.` });
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
function serve() {
  try {
    return Bun.serve({
      port: config.port,
      fetch: app.fetch,
      idleTimeout: 30,
      // The app answers its own errors; whatever still reaches Bun is logged as one JSON line, not printed by it.
      error(error) {
        ctx.log.error("unexpected error", { error: withoutQueryParams(String(error)), stack: withoutQueryParams(error.stack) });
        return Response.json(errorBody("internal", "Something went wrong. Please try again later."), { status: 500 });
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "EADDRINUSE") return null;
    throw error;
  }
}
