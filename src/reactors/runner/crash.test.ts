import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readOutbox } from "../../../tests/harness.ts";
import { codeFrom } from "../../../tests/accounts.ts";
import { startServer, type ServerProcess } from "../../../tests/server-process.ts";
import { waitFor } from "../../../tests/wait.ts";

setDefaultTimeout(90_000);

const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.kill("SIGTERM");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function server(dataDir: string, crash?: { moment: "before" | "after"; reactor: string }) {
  // A short lease: the restarted server takes over from the killed one (which never handed it back) at once.
  const env = { REACTOR_LEASE_MS: "1000", ...(crash && { CRASH_MOMENT: crash.moment, CRASH_REACTOR: crash.reactor }) };
  const started = await startServer(dataDir, env, crash ? { entry: "tests/crashing-server.ts" } : {});
  running.push(started);
  return started;
}

const ada = { name: "Ada Lovelace", username: "ada", email: "ada@example.com", password: "violet-kettle-on-a-bicycle" };

for (const moment of ["before", "after"] as const) {
  test(`killed ${moment} mailing the sign-up code, the server mails it exactly once after a restart`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vw-crash-"));
    dirs.push(dataDir);
    const outbox = join(dataDir, "outbox");

    const doomed = await server(dataDir, { moment, reactor: "auth" });
    // The sign-up commits; the auth reactor wakes and the process dies by SIGKILL just before or after the mail.
    await doomed.post("/api/auth/register", ada);
    await doomed.child.exited;
    expect(doomed.child.signalCode).toBe("SIGKILL");
    expect(readdirSync(outbox).filter((name) => name.endsWith(".eml"))).toHaveLength(moment === "before" ? 0 : 1);

    const restarted = await server(dataDir);
    await waitFor(
      () => restarted.logs().some((line) => line.message === "reactor delivered" && line.reactor === "auth"),
      "the code's delivery",
    );
    const mails = readOutbox(outbox);
    expect(mails).toHaveLength(1);
    const verified = await restarted.post("/api/auth/verify", { email: ada.email, otp: codeFrom(mails[0]!) });
    expect(verified).toBeInstanceOf(Response);
    expect((verified as Response).status).toBe(200);
  });
}
