/**
 * `bun start`: the server, with the libraries' production builds unless the environment names another
 * (`bun run dev` asks for development, `bun test` sets "test"). Without it every page is server-rendered by
 * React's development build, which checks each element as it goes and takes several times as long.
 * Setting the variable here would be too late: Bun picks the JSX runtime and evaluates the CommonJS
 * libraries (react-dom/server) as it loads modules, from the environment the process started with. So
 * the process starts itself again in place (same id, same flags) with the setting, then loads the server.
 */
if (process.env.NODE_ENV === undefined) {
  process.execve?.(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    NODE_ENV: "production",
  });
}
const { logCrashes } = await import("./crash-log.ts");
logCrashes();
const { serveApp } = await import("./server.ts");
await serveApp();

export {};
