import { loadConfig } from "./config.ts";
import { createContext } from "./boot.ts";
import { createApp } from "./app.ts";
import { buildClient } from "./build.ts";

const config = loadConfig();
await buildClient();
const ctx = await createContext(config);
const app = createApp(ctx);

const server = Bun.serve({ port: config.port, fetch: app.fetch, idleTimeout: 30 });
ctx.log.info("listening", { url: `http://localhost:${server.port}`, database: config.databaseUrl.replace(/\/\/.*@/, "//…@") });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    // Open streams never end by themselves: closed first, so the server's graceful stop does not wait on them.
    await ctx.realtime.stop();
    await server.stop();
    await ctx.close();
    process.exit(0);
  });
}
