import { afterAll, describe, expect, test } from "bun:test";
import { createClient, type Client, type ResultSet } from "@libsql/client";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import packageJson from "../../package.json" with { type: "json" };

/**
 * Our patch of @libsql/client (patches/@libsql%2Fclient@0.18.0.patch) keeps the statements that read or
 * write rows prepared, per native connection, instead of preparing every statement on every call. What the
 * database answers must not change. `sqlite_stmt` (SQLite's own list of a connection's prepared statements,
 * with how often each ran and was prepared again) shows whether a statement was reused.
 */
const dir = mkdtempSync(join(tmpdir(), "vw-prepared-"));
const clients: Client[] = [];
afterAll(() => {
  for (const client of clients) client.close();
  rmSync(dir, { recursive: true, force: true });
});

let files = 0;
async function openClient(intMode?: "number" | "bigint"): Promise<Client> {
  const client = createClient({ url: `file:${join(dir, `db-${files++}.sqlite`)}`, timeout: 5000, intMode });
  clients.push(client);
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("create table people (id integer primary key, name text not null unique, born integer)");
  return client;
}

/** The statements prepared on the connection that runs this, with their runs and re-preparations. */
async function preparedOn(client: Client | { execute: Client["execute"] }, sqlText: string) {
  const { rows } = await client.execute({
    sql: "select run, reprep from sqlite_stmt where sql = ?",
    args: [sqlText],
  });
  return rows.map((row) => ({ run: Number(row.run), reprep: Number(row.reprep) }));
}

/** A result's rows as plain objects (a row is also an array, by column number). */
function plainRows(result: ResultSet): Record<string, unknown>[] {
  return result.rows.map((row) => ({ ...row }));
}

/** What a caller sees of a result set, in plain values. */
function seen(result: ResultSet) {
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rows: plainRows(result),
    rowsAffected: result.rowsAffected,
  };
}

const byName = "select id, name, born from people where name = ?";

/**
 * The patch is written against one version of the driver's code. `bun install` of another version would
 * fail to apply it or, worse, apply it to code it was not read against: these tests fail first, so whoever
 * upgrades the driver reads patches/README.md and the patch again (or drops it).
 */
describe("the patch is pinned to the driver it was written for", () => {
  const patchName = readdirSync(join(import.meta.dir, "../../patches")).find((name) =>
    name.startsWith("@libsql%2Fclient@"),
  )!;
  const patchedVersion = /@libsql%2Fclient@(.+)\.patch$/.exec(patchName)![1]!;

  test("the installed driver is the version the patch names, pinned exactly in package.json", () => {
    const installed = JSON.parse(
      readFileSync(fileURLToPath(import.meta.resolve("@libsql/client/package.json")), "utf8"),
    ).version;
    expect(installed).toBe(patchedVersion);
    expect(packageJson.dependencies["@libsql/client"]).toBe(patchedVersion);
    // Other packages may carry patches of their own (patches/README.md); this one names this driver only.
    expect(packageJson.patchedDependencies as Record<string, string>).toMatchObject({
      [`@libsql/client@${patchedVersion}`]: `patches/${patchName}`,
    });
  });

  test("every line the patch adds is in the code the driver runs", () => {
    const patch = readFileSync(join(import.meta.dir, "../../patches", patchName), "utf8");
    const added = patch
      .split("\n")
      .filter((line) => line.startsWith("+") && !line.startsWith("+++") && line.trim() !== "+");
    const running = readFileSync(fileURLToPath(import.meta.resolve("@libsql/client/sqlite3")), "utf8");
    expect(added.length).toBeGreaterThan(40);
    expect(added.filter((line) => !running.includes(line.slice(1)))).toEqual([]);
  });
});

describe("a prepared statement run again", () => {
  test("answers exactly as its first run did, and is prepared once", async () => {
    const client = await openClient();
    const first = await client.execute({ sql: "insert into people (name, born) values (?, ?)", args: ["ada", 1815] });
    const second = await client.execute({ sql: "insert into people (name, born) values (?, ?)", args: ["alan", 1912] });
    expect([first.rowsAffected, first.lastInsertRowid, second.rowsAffected, second.lastInsertRowid]).toEqual([
      1,
      1n,
      1,
      2n,
    ]);

    const once = seen(await client.execute({ sql: byName, args: ["ada"] }));
    const again = seen(await client.execute({ sql: byName, args: ["ada"] }));
    expect(again).toEqual(once);
    expect(once.rows).toEqual([{ id: 1, name: "ada", born: 1815 }]);
    // Other arguments, same statement: the earlier run's values are not left bound.
    expect(seen(await client.execute({ sql: byName, args: ["alan"] })).rows).toEqual([
      { id: 2, name: "alan", born: 1912 },
    ]);
    expect(seen(await client.execute({ sql: byName, args: ["grace"] })).rows).toEqual([]);
    expect(await preparedOn(client, byName)).toEqual([{ run: 4, reprep: 0 }]);
  });

  test("keeps integers as the client's intMode says", async () => {
    const big = await openClient("bigint");
    await big.execute({ sql: "insert into people (name, born) values (?, ?)", args: ["ada", 1815n] });
    for (let run = 0; run < 2; run++) {
      expect((await big.execute({ sql: byName, args: ["ada"] })).rows[0]!.born).toBe(1815n);
    }
    const small = await openClient("number");
    await small.execute({ sql: "insert into people (name, born) values (?, ?)", args: ["ada", 1815] });
    for (let run = 0; run < 2; run++) {
      expect((await small.execute({ sql: byName, args: ["ada"] })).rows[0]!.born).toBe(1815);
    }
  });

  test("after a failed run (a unique violation), runs again", async () => {
    const client = await openClient();
    const insert = "insert into people (name) values (?)";
    await client.execute({ sql: insert, args: ["ada"] });
    const failed = await client.execute({ sql: insert, args: ["ada"] }).catch((error: { code?: string }) => error.code);
    expect(failed).toBe("SQLITE_CONSTRAINT");
    expect((await client.execute({ sql: insert, args: ["alan"] })).lastInsertRowid).toBe(2n);
    expect((await client.execute("select count(*) as n from people")).rows[0]!.n).toBe(2);
  });

  test("in a transaction and beside it, each connection reads what it should", async () => {
    const client = await openClient();
    await client.execute({ sql: "insert into people (name) values (?)", args: ["ada"] });
    await client.execute({ sql: byName, args: ["ada"] });

    // The transaction holds the client's connection; the client opens another for what runs beside it.
    const tx = await client.transaction("write");
    await tx.execute({ sql: "insert into people (name) values (?)", args: ["alan"] });
    expect((await tx.execute({ sql: byName, args: ["alan"] })).rows.length).toBe(1);
    expect((await client.execute({ sql: byName, args: ["alan"] })).rows.length).toBe(0);
    await tx.rollback();
    expect((await client.execute({ sql: byName, args: ["alan"] })).rows.length).toBe(0);

    const committed = await client.transaction("write");
    await committed.execute({ sql: "insert into people (name) values (?)", args: ["grace"] });
    expect((await committed.execute({ sql: byName, args: ["grace"] })).rows.length).toBe(1);
    await committed.commit();
    expect((await client.execute({ sql: byName, args: ["grace"] })).rows.length).toBe(1);

    // A batch runs on a connection of the client too, with the same statements.
    const [found] = await client.batch([{ sql: byName, args: ["grace"] }], "read");
    expect(found!.rows.map((row) => row.name)).toEqual(["grace"]);
  });

  test("after its table is swapped for another or changed, reads the new table (SQLite prepares it again)", async () => {
    const client = await openClient();
    await client.execute({ sql: "insert into people (name) values (?)", args: ["ada"] });
    const everything = "select * from people order by id";
    expect((await client.execute(everything)).rows.map((row) => row.name)).toEqual(["ada"]);

    // As a replay swaps a projection's table in (store/rebuild.ts): build aside, rename, drop the old one.
    await client.executeMultiple(`
      create table people__fresh (id integer primary key, name text not null unique, born integer);
      insert into people__fresh (id, name) values (7, 'grace');
      alter table people rename to people__old;
      alter table people__fresh rename to people;
      drop table people__old;`);
    expect(plainRows(await client.execute(everything))).toEqual([{ id: 7, name: "grace", born: null }]);

    // As a migration adds a column: a `select *` prepared before it names the new column too.
    await client.execute("alter table people add column city text default 'London'");
    const after = await client.execute(everything);
    expect(after.columns).toEqual(["id", "name", "born", "city"]);
    expect(plainRows(after)).toEqual([{ id: 7, name: "grace", born: null, city: "London" }]);

    // One statement all along, prepared again by SQLite after each change.
    const [statement, ...others] = await preparedOn(client, everything);
    expect(others).toEqual([]);
    expect(statement!.reprep).toBeGreaterThanOrEqual(2);
  });

  test("a connection keeps at most 500 statements prepared", async () => {
    const client = await openClient();
    for (let n = 0; n < 700; n++)
      await client.execute({ sql: `select ${n} as n, name from people where id = ?`, args: [n] });
    // Statements dropped from the cache are finalised when collected, which the driver does between turns.
    Bun.gc(true);
    await Bun.sleep(0);
    const { rows } = await client.execute(
      "select count(*) as n from sqlite_stmt where sql glob 'select [0-9]* as n, name from people where id = ?'",
    );
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(500);
    expect(Number(rows[0]!.n)).toBeGreaterThan(400);
  });
});
