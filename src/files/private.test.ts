import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { privateFile, privateFolder, privateIfPresent } from "./private.ts";
import { loadConfig, type Config } from "../config.ts";
import { createContext } from "../boot.ts";
import { createApp } from "../app.ts";
import { codeFrom } from "../../tests/accounts.ts";
import { readOutbox } from "../../tests/harness.ts";
import { png } from "../../tests/media-fixtures.ts";

/**
 * What the server writes that others on the machine must not read (the database, mails with codes and
 * reset links, media, keys) is the owner's only: files 0600, folders 0700, whatever the umask. The umask
 * here is the loosest common one (002, group-writable), so nothing passes by the umask's grace.
 */

setDefaultTimeout(30_000);

const modeOf = (path: string) => statSync(path).mode & 0o777;
const base = mkdtempSync(join(tmpdir(), "vw-private-"));
let umask: number;

beforeAll(() => {
  umask = process.umask(0o002);
});
afterAll(() => {
  process.umask(umask);
  rmSync(base, { recursive: true, force: true });
});

describe("the helpers", () => {
  test("a new folder and each parent it makes are 0700; an existing loose one is closed, unless told not to", () => {
    const made = join(base, "helpers", "a", "b");
    privateFolder(made);
    expect([join(base, "helpers"), join(base, "helpers", "a"), made].map(modeOf)).toEqual([0o700, 0o700, 0o700]);

    const loose = join(base, "helpers", "loose");
    mkdirSync(loose, { mode: 0o755 });
    chmodSync(loose, 0o755);
    privateFolder(loose, { closeExisting: false });
    expect(modeOf(loose)).toBe(0o755);
    privateFolder(loose);
    expect(modeOf(loose)).toBe(0o700);
  });

  test("a shared sticky folder (like /tmp) is never closed", () => {
    const shared = join(base, "helpers-sticky");
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    privateFolder(shared);
    expect(statSync(shared).mode & 0o7777).toBe(0o1777);
  });

  test("a new file is created empty and 0600; an existing loose one is closed and keeps its bytes", () => {
    const dir = join(base, "helpers-files");
    privateFolder(dir);
    privateFile(join(dir, "new.db"));
    expect(modeOf(join(dir, "new.db"))).toBe(0o600);
    expect(statSync(join(dir, "new.db")).size).toBe(0);

    writeFileSync(join(dir, "old.db"), "bytes", { mode: 0o644 });
    chmodSync(join(dir, "old.db"), 0o644);
    privateFile(join(dir, "old.db"));
    expect(modeOf(join(dir, "old.db"))).toBe(0o600);
    expect(statSync(join(dir, "old.db")).size).toBe(5);

    privateIfPresent(join(dir, "absent-wal"));
    expect(readdirSync(dir).sort()).toEqual(["new.db", "old.db"]);
  });
});

describe("what the server creates", () => {
  const dataDir = join(base, "server", "data");
  let config: Config;

  /** Starts the real context, signs up through the API (a real mail with a code lands in the outbox) and posts a photo. */
  async function useTheServer(username: string) {
    config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" });
    const ctx = await createContext(config, { silent: true });
    const app = createApp(ctx);
    const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    try {
      const account = {
        name: "Mo De",
        username,
        email: `${username}@example.com`,
        password: "violet-kettle-on-a-bicycle",
      };
      expect((await json("/api/auth/register", account)).status).toBe(200);
      await ctx.reactors.settled();
      const mail = readOutbox(config.mailOutboxDir).find((m) => m.includes(`To: ${account.email}`))!;
      const verified = await json("/api/auth/verify", { email: account.email, otp: codeFrom(mail) });
      const { token } = (await verified.json()) as { token: string };

      const form = new FormData();
      form.set("context", "A photo, friends only");
      form.set("sharing", "2");
      form.set("media", new File([png(4, 4)], "photo.png"));
      const posted = await app.request("/api/content", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(posted.status).toBe(200);
    } finally {
      await ctx.close();
    }
  }

  /** Every file and folder under the data folder, with its mode, by path relative to it. */
  function modesUnder(dir: string, prefix = ""): Record<string, number> {
    const modes: Record<string, number> = {};
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const name = prefix + entry.name;
      modes[name] = modeOf(path);
      if (entry.isDirectory()) Object.assign(modes, modesUnder(path, `${name}/`));
    }
    return modes;
  }

  function expectAllPrivate() {
    expect(modeOf(dataDir)).toBe(0o700);
    const modes = modesUnder(dataDir);
    const names = Object.keys(modes);
    // What must be there: the database with its WAL, the keys, a mail, and the photo in its folders.
    for (const name of ["app.db", "vapid.json", "jwt-secret.json", "outbox", "media", "spool"])
      expect(names).toContain(name);
    expect(names.some((name) => /^outbox\/.+\.eml$/.test(name))).toBe(true);
    // The photo's renditions (an opaque PNG's are AVIF, WebP and JPEG), each private like the rest.
    expect(names.some((name) => /^media\/.+\.(avif|webp|jpg)$/.test(name))).toBe(true);
    const loose = Object.entries(modes).filter(
      ([name, mode]) => mode !== (statSync(join(dataDir, name)).isDirectory() ? 0o700 : 0o600),
    );
    expect(loose).toEqual([]);
  }

  test("a fresh install: the data folder, the database and its -wal/-shm, the keys, the outbox and its mails, the media", async () => {
    await useTheServer("fresh");
    expectAllPrivate();
  });

  test("the database's -wal and -shm, while a context has it open, are 0600", async () => {
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir }), { silent: true });
    try {
      await ctx.store.append("contact", "any", [
        { type: "ContactMessageSent", data: { name: "N", email: "n@example.com", message: "m" } },
      ]);
      for (const file of ["app.db", "app.db-wal", "app.db-shm"])
        expect([file, modeOf(join(dataDir, file))]).toEqual([file, 0o600]);
    } finally {
      await ctx.close();
    }
  });

  test("an older install with loose modes: its folders, database and keys are closed at the next start, and what it writes is 0600", async () => {
    const loosen = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        chmodSync(path, entry.isDirectory() ? 0o755 : 0o644);
        if (entry.isDirectory()) loosen(path);
      }
    };
    loosen(dataDir);
    chmodSync(dataDir, 0o755);
    const before = new Set(Object.keys(modesUnder(dataDir)));

    await useTheServer("older");
    const modes = modesUnder(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const folder of ["outbox", "media"]) expect([folder, modes[folder]]).toEqual([folder, 0o700]);
    for (const file of ["app.db", "vapid.json", "jwt-secret.json"]) expect([file, modes[file]]).toEqual([file, 0o600]);
    // SQLite removes -wal and -shm when the last connection closes; any left behind are closed too.
    for (const file of ["app.db-wal", "app.db-shm"])
      if (file in modes) expect([file, modes[file]]).toEqual([file, 0o600]);
    // Older mails and media are not walked one by one: the closed folders above them keep everyone else out.
    const written = Object.entries(modes).filter(
      ([name]) => !before.has(name) && /\.(eml|png|jpg|webp|avif)$/.test(name),
    );
    expect(written.length).toBeGreaterThanOrEqual(2);
    expect(written.filter(([, mode]) => mode !== 0o600)).toEqual([]);
  });
});
