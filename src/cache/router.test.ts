import { expect, test } from "bun:test";
import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { CachingRouter } from "./router.ts";

/** A table like the app's: middleware everywhere and under a prefix, static and parametered routes side by side. */
function appWith(router: CachingRouter<never> | TrieRouter<never>) {
  const app = new Hono({ router: router as never });
  const seen: string[] = [];
  app.use(async (c, next) => (seen.push("all"), next()));
  app.use("/api/*", async (c, next) => (seen.push("api"), next()));
  app.get("/api/profile/", (c) => c.text("own"));
  app.post("/api/profile/set", (c) => c.text("set"));
  app.get("/api/profile/:username", (c) => c.text(`profile ${c.req.param("username")}`));
  app.post("/api/profile/:username/reaction", (c) => c.text(`reaction ${c.req.param("username")}`));
  app.get("/media/:key{.+}", (c) => c.text(`media ${c.req.param("key")}`));
  app.get("*", (c) => c.text("page"));
  return { app, seen };
}

const requests: [string, string][] = [
  ["GET", "/api/profile/"],
  ["POST", "/api/profile/set"],
  ["GET", "/api/profile/ann"],
  ["GET", "/api/profile/ben"],
  ["POST", "/api/profile/ann/reaction"],
  ["GET", "/media/private/post/a.png"],
  ["GET", "/about"],
  ["GET", "/api/profile/ann"],
  ["POST", "/api/profile/ben/reaction"],
];

test("answers every request as Hono's trie router does, asked once or again, and holds at most its paths", async () => {
  const router = new CachingRouter<never>(3);
  const remembering = appWith(router);
  const trie = appWith(new TrieRouter<never>());
  for (const round of [1, 2]) {
    for (const [method, path] of requests) {
      const expected = await (await trie.app.request(path, { method })).text();
      expect(`${round} ${method} ${path}: ${await (await remembering.app.request(path, { method })).text()}`).toBe(
        `${round} ${method} ${path}: ${expected}`,
      );
    }
  }
  expect(remembering.seen).toEqual(trie.seen);
  expect(router.cached).toBeLessThanOrEqual(3);
});
