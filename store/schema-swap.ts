import { sql } from "drizzle-orm";
import type { Tx } from "./db.ts";

/** A quoted or bare SQLite name, as it may stand in `sqlite_schema.sql`. */
const NAME = String.raw`(?:"(?:[^"]|"")+"|\x60[^\x60]+\x60|\[[^\]]+\]|[\w$]+)`;
const CREATE_TABLE = new RegExp(String.raw`^CREATE\s+TABLE\s+${NAME}`, "i");
const CREATE_INDEX = new RegExp(String.raw`^CREATE\s+(UNIQUE\s+)?INDEX\s+${NAME}\s+ON\s+${NAME}`, "i");

export interface TableSchema {
  /** The table's `CREATE TABLE`, naming `name` instead. */
  createTable(name: string): string;
  /** Its own indexes (those a constraint makes come with the table). */
  indexes: { name: string; unique: boolean; create(name: string, table: string): string }[];
  columns: string[];
}

/** How `table` was created, to make an empty copy of it under another name. */
export async function tableSchema(tx: Tx, table: string): Promise<TableSchema> {
  const rows = await tx.all<{ type: string; name: string; sql: string }>(
    sql`select type, name, sql from sqlite_schema where tbl_name = ${table} and sql is not null`,
  );
  const created = rows.find((r) => r.type === "table");
  if (!created) throw new Error(`no table ${table} to rebuild`);
  const columns = await tx.all<{ name: string }>(sql`select name from pragma_table_info(${table})`);
  return {
    createTable: (name) => created.sql.replace(CREATE_TABLE, `CREATE TABLE "${name}"`),
    indexes: rows
      .filter((r) => r.type === "index")
      .map((index) => ({
        name: index.name,
        unique: CREATE_INDEX.exec(index.sql)?.[1] !== undefined,
        create: (name, on) =>
          index.sql.replace(CREATE_INDEX, (_, unique = "") => `CREATE ${unique}INDEX "${name}" ON "${on}"`),
      })),
    columns: columns.map((c) => c.name),
  };
}

/** The indexes of `table` that `rename` gives another name, as created. */
async function indexesToRename(tx: Tx, table: string, rename: (name: string) => string) {
  const indexes = await tx.all<{ name: string; sql: string }>(
    sql`select name, sql from sqlite_schema where type = 'index' and tbl_name = ${table} and sql is not null`,
  );
  return indexes
    .filter((index) => rename(index.name) !== index.name)
    .map((index) => {
      const name = rename(index.name);
      const created = index.sql.replace(
        CREATE_INDEX,
        (_, unique = "") => `CREATE ${unique}INDEX "${name}" ON "${table}"`,
      );
      return { name: index.name, renamed: name, created };
    });
}

/**
 * What `renameIndexes` does, where the schema cannot be written (a libSQL server): each index is dropped
 * and built again under its new name, which takes time in proportion to the rows.
 */
export async function recreateIndexes(tx: Tx, table: string, rename: (name: string) => string) {
  for (const index of await indexesToRename(tx, table, rename)) {
    await tx.run(sql.raw(`drop index "${index.name}"`));
    await tx.run(sql.raw(index.created));
  }
}

/**
 * Renames the indexes of `table` as `rename` says. SQLite has no `ALTER INDEX … RENAME`; the name lives
 * only in `sqlite_schema` (the index's pages are found by `rootpage`), so it is changed there, with
 * `writable_schema`, and the schema version is raised so every connection reloads the schema. A swap keeps
 * the indexes' names as the migrations created them, so a later migration that drops one still finds it.
 */
export async function renameIndexes(tx: Tx, table: string, rename: (name: string) => string) {
  const renamed = await indexesToRename(tx, table, rename);
  if (renamed.length === 0) return;
  const [{ schema_version: version } = { schema_version: 0 }] = await tx.all<{ schema_version: number }>(
    sql`pragma schema_version`,
  );
  await tx.run(sql`pragma writable_schema = on`);
  try {
    for (const index of renamed) {
      await tx.run(
        sql`update sqlite_schema set name = ${index.renamed}, sql = ${index.created} where type = 'index' and name = ${index.name}`,
      );
    }
    await tx.run(sql.raw(`pragma schema_version = ${Number(version) + 1}`));
  } finally {
    await tx.run(sql`pragma writable_schema = off`);
  }
}
