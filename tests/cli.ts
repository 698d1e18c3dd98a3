import { rootDir } from "../src/paths.ts";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `bun run cli <args>` in its own process on the database in `dataDir`, as an operator runs it beside a
 * live server. The settings that would create an admin account are left out: the CLI must not write for them.
 */
export async function runCli(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const run = Bun.spawn(["bun", "src/cli.ts", ...args], {
    cwd: rootDir,
    env: { ...inherited, DATA_DIR: dataDir, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
    run.exited,
  ]);
  return { code, stdout, stderr };
}
