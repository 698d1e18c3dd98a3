import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";

setDefaultTimeout(60_000);

/**
 * A real full disk: the app's data folder on a tmpfs of 8 MB this test mounts (it runs as root), filled up by
 * a file. No skipping: where mounting is impossible the test fails and says so.
 */
const mountPoint = mkdtempSync(join(tmpdir(), "vw-disk-full-"));
const filler = join(mountPoint, "filler");
let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m,mode=0700", "tmpfs", mountPoint], { stdio: "pipe" });
  } catch (error) {
    throw new Error(`This test needs to mount a small tmpfs (as root) to fill a real disk: ${String(error)}`);
  }
  const dataDir = join(mountPoint, "data");
  mkdirSync(dataDir);
  t = await testApp({ DATA_DIR: dataDir, STORAGE_MIN_FREE_MB: "1" });
  ann = await createUser(t, { username: "ann" });
});

afterAll(async () => {
  // Room first, so the app closes cleanly even after a failed test left the disk full; unmounted whatever happens.
  try {
    rmSync(filler, { force: true });
    await t?.close();
  } finally {
    execFileSync("umount", ["-l", mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
});

function fillTheDisk() {
  const fd = openSync(filler, "w");
  try {
    for (;;) writeSync(fd, Buffer.alloc(64 * 1024, 1));
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  } finally {
    closeSync(fd);
  }
}

function post(text: string) {
  const form = new FormData();
  form.set("context", text);
  form.set("sharing", "1");
  return t.app.request("/api/content", { method: "POST", headers: ann.headers, body: form });
}

const health = async () => {
  const answer = await t.app.request("/healthz");
  return { status: answer.status, body: await answer.json() };
};

test("a full disk: writes answer 503 storage_unavailable, /healthz is not ready, reads go on; with room again it all comes back by itself", async () => {
  expect((await post("Before the disk filled up")).status).toBe(200);
  expect(await health()).toEqual({ status: 200, body: { ok: true } });

  fillTheDisk();
  const refused = await post("x".repeat(5000));
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("60");
  const body = await refused.json();
  expect(body).toMatchObject({ success: false, code: "storage_unavailable" });
  expect(body.message).toContain("the server has run out of storage space");
  expect(body.error).toBe(body.message);

  // A JSON write, through another route, is refused the same way.
  const renamed = await t.json("PUT", "/api/profile", { name: "Ann Again" }, ann.headers);
  expect(renamed.status).toBe(503);
  expect(await renamed.json()).toMatchObject({ code: "storage_unavailable" });

  const notReady = await health();
  expect(notReady.status).toBe(503);
  expect(notReady.body).toMatchObject({ ok: false, code: "storage_unavailable", storage: "SQLITE_FULL" });

  // Reading needs no room: the feed still shows what was saved.
  const feed = await t.app.request("/api/contents/global", { headers: ann.headers });
  expect(feed.status).toBe(200);
  expect(JSON.stringify(await feed.json())).toContain("Before the disk filled up");

  // Room again: nothing is written in between, and /healthz alone sees it.
  rmSync(filler);
  expect(await health()).toEqual({ status: 200, body: { ok: true } });
  expect((await post("After the disk had room again")).status).toBe(200);
  const after = JSON.stringify(await (await t.app.request("/api/contents/global", { headers: ann.headers })).json());
  expect(after).toContain("After the disk had room again");
  expect(after).not.toContain("x".repeat(5000));
});

test("a write that succeeds clears the mark, whatever the free space says", async () => {
  fillTheDisk();
  expect((await post("y".repeat(5000))).status).toBe(503);
  expect((await health()).status).toBe(503);
  // Room for the write, but less than the 1 MB the health check asks for: the saved write itself tells.
  rmSync(filler);
  const fd = openSync(filler, "w");
  try {
    for (;;) writeSync(fd, Buffer.alloc(64 * 1024, 1));
  } catch {
    // full again
  } finally {
    closeSync(fd);
  }
  execFileSync("truncate", ["-s", "-512K", filler]);
  expect((await health()).status).toBe(503);
  expect((await post("A short one")).status).toBe(200);
  expect(await health()).toEqual({ status: 200, body: { ok: true } });
  rmSync(filler);
});
