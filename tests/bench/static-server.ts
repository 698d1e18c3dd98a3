/** `bun tests/bench/static-server.ts <file> <content-type>`: serves that file for every path on PORT. */
const [file, contentType] = process.argv.slice(2);
if (!file || !contentType) throw new Error("usage: static-server.ts <file> <content-type>");

Bun.serve({
  hostname: "127.0.0.1",
  port: Number(process.env.PORT),
  fetch: () => new Response(Bun.file(file), { headers: { "Content-Type": contentType } }),
});
