import { describe, expect, test } from "bun:test";
import { gunzipSync } from "node:zlib";
import { AnswerCache } from "./answers.ts";

const json = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, text: `post ${i}` })));
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("AnswerCache", () => {
  test("keeps the JSON gzipped, and answers it while the version is the same", () => {
    const cache = new AnswerCache(1024 * 1024);
    const cached = cache.keep("a", 1, json(20));
    expect(text(gunzipSync(cached.gzip))).toBe(json(20));
    expect(cached.etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(cache.get("a", 1)).toBe(cached);
  });

  test("an answer of another version is not served, and is dropped", () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.keep("a", 1, json(20));
    const held = cache.bytes;
    expect(cache.get("a", 2)).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(held).toBeGreaterThan(0);
  });

  test("the same JSON gets the same tag, other JSON another", () => {
    const cache = new AnswerCache(1024 * 1024);
    expect(cache.keep("a", 1, json(3)).etag).toBe(cache.keep("b", 7, json(3)).etag);
    expect(cache.keep("c", 1, json(4)).etag).not.toBe(cache.keep("d", 1, json(3)).etag);
  });

  test("keeping a key again replaces its answer and its bytes", () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.keep("a", 1, json(50));
    const large = cache.bytes;
    cache.keep("a", 2, json(2));
    expect(cache.bytes).toBeLessThan(large);
    expect(text(gunzipSync(cache.get("a", 2)!.gzip))).toBe(json(2));
  });

  test("holds at most its bytes, dropping the least recently used first", () => {
    const one = new AnswerCache(1024 * 1024);
    one.keep("x", 1, json(20));
    const size = one.bytes;
    const cache = new AnswerCache(size * 3);
    cache.keep("a", 1, json(20));
    cache.keep("b", 1, json(20));
    cache.keep("c", 1, json(20));
    expect(cache.get("a", 1)).toBeDefined(); // "b" is now the least recently used
    cache.keep("d", 1, json(20));
    expect(cache.bytes).toBeLessThanOrEqual(size * 3);
    expect(cache.get("b", 1)).toBeUndefined();
    for (const key of ["a", "c", "d"]) expect(cache.get(key, 1)).toBeDefined();
  });

  test("an answer larger than the whole cache is answered but not cached", () => {
    const cache = new AnswerCache(100);
    const cached = cache.keep("a", 1, json(200));
    expect(text(gunzipSync(cached.gzip))).toBe(json(200));
    expect(cache.bytes).toBe(0);
    expect(cache.get("a", 1)).toBeUndefined();
  });
});
