import { expect, test } from "bun:test";
import { rootDir } from "./paths.ts";

test("an unknown cli command prints the commands there are and fails, touching no database", async () => {
  const cli = Bun.spawn(["bun", "src/cli.ts", "no-such-command"], { cwd: rootDir, env: { ...process.env, DATA_DIR: "/nonexistent/never-created" }, stderr: "pipe", stdout: "pipe" });
  const [stderr, exitCode] = await Promise.all([new Response(cli.stderr).text(), cli.exited]);
  expect(exitCode).toBe(2);
  expect(stderr).toContain("usage: bun run cli <command>");
  expect(stderr).toMatch(/^\s+replay \[projection\]\s+rebuild every projection \(or the one named\) from the event log$/m);
});
