import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { InStatement } from "@libsql/client";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { ids, post } from "../../tests/posts.ts";
import { loadConfig } from "../config.ts";
import { type AppContext } from "../context.ts";
import { createContext } from "../boot.ts";
import { createApp, type App } from "../app.ts";
import { changeUser } from "../commands/users.ts";
import { LoadingCache } from "./loading-cache.ts";
import { profileStream } from "../../events/profiles.ts";

setDefaultTimeout(30_000);

describe("LoadingCache", () => {
  test("callers share one load, and a value is then served from the cache", async () => {
    const cache = new LoadingCache<string, number>(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    expect(await cache.get("a", load)).toBe(1);
    expect(loads).toBe(1);
  });

  test("a load under way when its key is invalidated is answered but not cached", async () => {
    const cache = new LoadingCache<string, string>(10);
    let release!: () => void;
    const old = cache.get("k", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    cache.invalidate("k");
    const fresh = cache.get("k", async () => "new");
    release();
    expect(await old).toBe("old");
    expect(await fresh).toBe("new");
    expect(await cache.get("k", async () => "unused")).toBe("new");
  });

  test("holds at most its size, dropping the least recently used", async () => {
    const cache = new LoadingCache<number, number>(2);
    for (const key of [1, 2]) await cache.get(key, async () => key);
    expect(await cache.get(1, async () => -1)).toBe(1); // 2 is now the least recently used
    await cache.get(3, async () => 3);
    expect(await cache.get(2, async () => -2)).toBe(-2);
    expect(await cache.get(3, async () => -3)).toBe(3);
  });
});

/** Two server processes on one database, as in a deployment with several: `a` reads, `b` writes. */
let t: TestApp;
let b: { ctx: AppContext; app: App };
let reader: TestUser, writer: TestUser;

beforeAll(async () => {
  t = await testApp();
  const ctx = await createContext(loadConfig({ DATA_DIR: t.dir, PUBLIC_URL: "http://localhost:3000" }), {
    silent: true,
  });
  b = { ctx, app: createApp(ctx) };
  reader = await createUser(t, { username: "reader" });
  writer = await createUser(t, { username: "writer" });
});
afterAll(async () => {
  await b.ctx.close();
  await t.close();
});

/** The statements process `a` sends to the database while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const client = t.ctx.database.client;
  const execute = client.execute.bind(client);
  const sent: string[] = [];
  client.execute = ((statement: InStatement) => {
    sent.push(typeof statement === "string" ? statement : statement.sql);
    return execute(statement);
  }) as typeof client.execute;
  try {
    await work();
  } finally {
    client.execute = execute;
  }
  // The log's tail: it polls on its own timer, and a Bearer request waits for one read of the log's head
  // (shared by every request arriving meanwhile) so that a session ended in another process is seen.
  return sent.filter((sql) => !sql.includes('from "events"') && !sql.includes("from events"));
}

describe("the global feed from the cache", () => {
  test("once read, a page of the feed costs no database query", async () => {
    await post(t, writer, "Cached hello", 1);
    await ids(t, reader, "/api/contents/global");
    expect(await statementsDuring(() => ids(t, reader, "/api/contents/global"))).toEqual([]);
  });

  test("this process's own post shows at once", async () => {
    await ids(t, reader, "/api/contents/global");
    const id = await post(t, writer, "Fresh from this process", 1);
    expect((await ids(t, reader, "/api/contents/global"))[0]).toBe(id);
  });

  test("another process's post shows once the log's tail has read it", async () => {
    await ids(t, reader, "/api/contents/global");
    const form = new FormData();
    form.set("context", "Written by process b");
    form.set("sharing", "1");
    const created = await b.app.request("/api/content", { method: "POST", headers: writer.headers, body: form });
    const { id } = await created.json();
    await t.ctx.tail.poll();
    expect((await ids(t, reader, "/api/contents/global"))[0]).toBe(id);
  });

  test("another process's block of an account takes effect once the tail has read it", async () => {
    const blocked = await createUser(t, { username: "soon_blocked" });
    expect((await t.json("GET", "/api/contents/global", undefined, blocked.headers)).status).toBe(200);
    await changeUser(b.ctx, blocked.id, "block");
    await t.ctx.tail.poll();
    expect((await t.json("GET", "/api/contents/global", undefined, blocked.headers)).status).toBe(403);
  });
});

describe("the navigation's own picture from the cache", () => {
  const shell = async (user: TestUser) =>
    (await (await t.app.request("/api/shell", { headers: user.headers })).json()) as { picture: string | null };

  test("once read, the shell costs no database query", async () => {
    await shell(reader);
    expect(await statementsDuring(() => shell(reader))).toEqual([]);
  });

  test("a picture changed in another process shows once the log's tail has read it", async () => {
    expect((await shell(reader)).picture).toBeNull();
    const picture = { url: "/media/new-face.webp", key: "new-face.webp", size: 10 };
    await b.ctx.store.append(profileStream(reader.id), "any", [
      { type: "ProfileChanged", data: { userId: reader.id, picture } },
    ]);
    await t.ctx.tail.poll();
    expect((await shell(reader)).picture).toBe(picture.url);
  });
});
