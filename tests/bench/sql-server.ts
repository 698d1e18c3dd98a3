import Database from "libsql";

/**
 * `bun tests/bench/sql-server.ts <database file> <query.json>`: bare `Bun.serve` on PORT answering every
 * request with the rows of one query (`{sql, params}`), prepared once on `libsql` — the native binding that
 * `@libsql/client` drives for a local file — as JSON, gzipped per request when the client accepts it, as the
 * product does. The most a read needing that query could get from this driver.
 */
const [file, queryFile] = process.argv.slice(2);
const query: { sql: string; params: unknown[] } = await Bun.file(queryFile!).json();
const db = new Database(file!);
const statement = db.prepare(query.sql);

Bun.serve({
  hostname: "127.0.0.1",
  port: Number(process.env.PORT),
  fetch(request) {
    const json = JSON.stringify(statement.all(...query.params));
    const headers = { "Content-Type": "application/json" };
    if (!request.headers.get("accept-encoding")?.includes("gzip")) return new Response(json, { headers });
    return new Response(Bun.gzipSync(json), { headers: { ...headers, "Content-Encoding": "gzip" } });
  },
});
