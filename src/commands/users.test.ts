import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createContext } from "../boot.ts";
import { loadConfig } from "../config.ts";
import { verifiedUserByUsername } from "../../projections/users.queries.ts";

setDefaultTimeout(60_000);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const admin = { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "a-long-admin-passphrase", ADMIN_USERNAME: "boss" };

test("an admin account is made at start from the settings, once, and signs in as an admin", async () => {
  t = await testApp(admin);
  const response = await t.json("POST", "/api/auth/login", {
    emailOrUsername: "boss@example.com",
    password: admin.ADMIN_PASSWORD,
  });
  expect(response.status).toBe(200);
  expect((await response.json()).user).toMatchObject({ username: "boss", email: "boss@example.com", is_admin: true });

  // A restart finds the account and leaves it alone.
  const restarted = await createContext(t.config, { silent: true });
  await restarted.close();
  const registered = (await t.ctx.store.readFrom(0)).filter((e) => e.type === "UserRegistered");
  expect(registered).toHaveLength(1);
});

/** `bun run cli …` in its own process, on a database of its own, as an operator runs it. */
function cli(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const run = Bun.spawnSync(["bun", "src/cli.ts", ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  return { code: run.exitCode, out: run.stdout.toString() + run.stderr.toString() };
}

test("the CLI creates users and promotes, demotes, blocks and unblocks them, all as events", async () => {
  const dir = mkdtempSync(join(tmpdir(), "vw-cli-"));
  try {
    const created = cli(dir, ["user", "create", "ada@example.com", "Ada", "Ada", "Lovelace"], {
      USER_PASSWORD: "violet-kettle-on-a-bicycle",
    });
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain("created user ada");
    expect(
      cli(dir, [
        "user",
        "create",
        "root@example.com",
        "root",
        "Root",
        "--admin",
        "--password",
        "another-long-passphrase",
      ]).code,
    ).toBe(0);
    expect(cli(dir, ["user", "create", "weak@example.com", "weak", "Weak", "--password", "password123"])).toMatchObject(
      { code: 1 },
    );
    expect(cli(dir, ["user", "promote", "ada"]).code).toBe(0);
    expect(cli(dir, ["user", "demote", "root"]).code).toBe(0);
    expect(cli(dir, ["user", "block", "ada"]).code).toBe(0);
    expect(cli(dir, ["user", "unblock", "nobody"])).toMatchObject({
      code: 1,
      out: expect.stringContaining("User not found"),
    });

    const ctx = await createContext(loadConfig({ DATA_DIR: dir }), { silent: true });
    try {
      expect(await verifiedUserByUsername(ctx.db, "ada")).toMatchObject({
        name: "Ada Lovelace",
        isAdmin: true,
        isBlocked: true,
      });
      expect(await verifiedUserByUsername(ctx.db, "root")).toMatchObject({ isAdmin: false });
      expect(await verifiedUserByUsername(ctx.db, "weak")).toBeUndefined();
      // Past the shipped games and videos, recorded at start.
      const types = (await ctx.store.readFrom(0))
        .map((e) => e.type)
        .filter((type) => !/^(Game|Video)Added$/.test(type));
      expect(types).toEqual([
        "UserRegistered",
        "UserVerified",
        "UserRegistered",
        "UserVerified",
        "UserPromoted",
        "UserPromoted",
        "UserDemoted",
        "UserBlocked",
        "AllSessionsRevoked",
      ]);
    } finally {
      await ctx.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
