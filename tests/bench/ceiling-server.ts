/**
 * `bun tests/bench/ceiling-server.ts <answers.json>`: bare `Bun.serve` on PORT answering recorded answers,
 * the most any route could get from this runtime. `/memory/<i>` answers the i-th one's bytes from memory,
 * `/file/<i>` serves them as a static file.
 */
export {};

interface Recorded {
  file: string;
  status: number;
  headers: Record<string, string>;
}

const answers: Recorded[] = await Bun.file(process.argv[2]!).json();
const routes: Record<string, () => Response> = { "/ready": () => new Response("ready") };
for (const [i, { file, status, headers }] of answers.entries()) {
  const bytes = await Bun.file(file).bytes();
  routes[`/memory/${i}`] = () => new Response(bytes, { status, headers });
  routes[`/file/${i}`] = () => new Response(Bun.file(file), { status, headers });
}

Bun.serve({
  hostname: "127.0.0.1",
  port: Number(process.env.PORT),
  routes,
  fetch: () => new Response("not found", { status: 404 }),
});
