/** The server: builds the browser bundle, opens the database, listens, and closes cleanly on SIGINT/SIGTERM. */
import { loadConfig } from "./config.ts";
import { createContext, type ContextOptions } from "./boot.ts";
import { createApp } from "./app.ts";
import { buildClient } from "./build.ts";

/** Starts the server of `bun start` (src/main.ts); a test's own entry may pass context options. */
export async function serveApp(options: ContextOptions = {}): Promise<void> {
  const config = loadConfig();
  await buildClient();
  const ctx = await createContext(config, options);
  const app = createApp(ctx);

  const server = listen(config.port, app.fetch);
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

/** The HTTP server, or null when its port is taken. */
function listen(port: number, fetch: (request: Request) => Response | Promise<Response>) {
  try {
    return Bun.serve({ port, fetch, idleTimeout: 30 });
  } catch (error) {
    if ((error as { code?: string }).code === "EADDRINUSE") return null;
    throw error;
  }
}
