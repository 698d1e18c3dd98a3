import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { smtpServer } from "../../tests/smtp.ts";
import { rootDir } from "../paths.ts";
import { reactors } from "../reactors/index.ts";

setDefaultTimeout(60_000);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * `bun run cli reactors …` in its own process on the test app's database, as an operator runs it beside a
 * live server. Spawned without blocking: the SMTP server it talks to runs in this process.
 */
async function cli(t: TestApp, args: string[]) {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const run = Bun.spawn(["bun", "src/cli.ts", "reactors", ...args], {
    cwd: rootDir,
    env: { ...inherited, DATA_DIR: t.dir, SMTP_URL: t.config.smtpUrl! },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
    run.exited,
  ]);
  return { code, out: out + err };
}

test("a mail that keeps failing is parked, listed by `cli reactors`, and delivered by `retry` and `retry-all`", async () => {
  let refusing = true;
  const smtp = await smtpServer(cleanups, () => (refusing ? new Error("Mailbox unavailable") : undefined));
  const t = await testApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, REACTOR_ATTEMPTS: "1" });
  cleanups.push(() => t.close());
  const contact = (message: string) =>
    t.json("POST", "/api/contact", { name: "Ada", email: "ada@example.com", message });

  expect((await contact("first")).status).toBe(200);
  await t.ctx.reactors.settled();
  // Positions moved past events a reactor ignores are saved with the next lease renewal: done now.
  await t.ctx.reactors.renew();
  const parked = (await t.ctx.store.readFrom(0)).find((e) => e.stream === "contact");
  expect(parked?.type).toBe("ContactMessageSent");

  const listed = await cli(t, []);
  expect(listed.code).toBe(0);
  expect(listed.out).toMatch(
    new RegExp(
      `^contact v1: checkpoint \\d+, up to date; lease held by ${t.ctx.reactors.holder} \\(\\d+s left\\)$`,
      "m",
    ),
  );
  expect(listed.out).toMatch(
    new RegExp(`^  parked ${parked!.position} ContactMessageSent after 1 attempt at \\S+: .*Mailbox unavailable`, "m"),
  );
  expect(listed.out).toMatch(/^auth v1: checkpoint \d+, up to date; .*\n  no parked events$/m);

  const stillFailing = await cli(t, ["retry", "contact", String(parked!.position)]);
  expect(stillFailing.code).toBe(1);
  expect(stillFailing.out).toContain(`contact ${parked!.position}: failed again:`);
  expect((await cli(t, [])).out).toContain(`parked ${parked!.position} ContactMessageSent after 2 attempts`);

  refusing = false;
  const retried = await cli(t, ["retry", "contact", String(parked!.position)]);
  expect(retried).toEqual({ code: 0, out: `contact ${parked!.position}: delivered\n` });
  expect(smtp.received.map((m) => m.message.includes("first"))).toEqual([true]);
  expect((await cli(t, [])).out).toMatch(/^contact v1: .*\n  no parked events$/m);

  refusing = true;
  await contact("second");
  await contact("third");
  await t.ctx.reactors.settled();
  refusing = false;
  const all = await cli(t, ["retry-all", "contact"]);
  expect(all.code).toBe(0);
  expect(all.out.trim().split("\n")).toEqual([
    expect.stringMatching(/^contact \d+: delivered$/),
    expect.stringMatching(/^contact \d+: delivered$/),
  ]);
  expect(smtp.received).toHaveLength(3);
  expect(smtp.received[2]!.message).toContain("third");

  expect(await cli(t, ["retry", "contact", String(parked!.position)])).toMatchObject({
    code: 1,
    out: expect.stringContaining("No parked event"),
  });
  expect(await cli(t, ["retry", "nothing", "1"])).toMatchObject({
    code: 1,
    out: expect.stringContaining(`No reactor named "nothing". There are: ${reactors.map((r) => r.name).join(", ")}.`),
  });
});
