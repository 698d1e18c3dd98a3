import { expect, test } from "bun:test";
import { BytesLru } from "./bytes-lru.ts";

test("holds at most its bytes, the least recently used going first, and tells the owner of each value that leaves", () => {
  const dropped: string[] = [];
  const lru = new BytesLru<string, string>(30, (key, value) => dropped.push(`${key}=${value}`));
  lru.set("a", "A", 10);
  lru.set("b", "B", 10);
  lru.set("c", "C", 10);
  expect(lru.get("a")).toBe("A"); // "b" is now the least recently used
  lru.set("d", "D", 10);
  expect(dropped).toEqual(["b=B"]);
  expect(lru.peek("b")).toBeUndefined();
  expect(lru.bytes).toBe(30);

  lru.set("a", "A2", 5); // replaced
  expect(dropped).toEqual(["b=B", "a=A"]);
  expect(lru.bytes).toBe(25);
  lru.grow("c", 10); // "c" was just used (another form of it was made): the oldest, "d", goes
  expect(dropped).toEqual(["b=B", "a=A", "d=D"]);
  expect(lru.bytes).toBe(25);
  expect(lru.values()).toEqual(["A2", "C"]);
  expect(lru.delete("c")).toBe(true);
  expect(lru.delete("c")).toBe(false);
  expect(dropped.at(-1)).toBe("c=C");
  expect(lru.size).toBe(1);
});

test("a value larger than the whole is not held, and what was under its key stays", () => {
  const lru = new BytesLru<string, string>(10);
  lru.set("a", "A", 5);
  expect(lru.set("a", "huge", 11)).toBe(false);
  expect(lru.peek("a")).toBe("A");
  expect(lru.bytes).toBe(5);
});

test("a value grown past the whole leaves, and so do the others it pushed out", () => {
  const dropped: string[] = [];
  const lru = new BytesLru<string, string>(10, (key) => dropped.push(key));
  lru.set("a", "A", 4);
  lru.set("b", "B", 4);
  lru.grow("b", 4);
  expect(dropped).toEqual(["a"]);
  lru.grow("b", 3);
  expect(dropped).toEqual(["a", "b"]);
  expect(lru.bytes).toBe(0);
});

test("a cache of no bytes holds nothing", () => {
  const lru = new BytesLru<string, string>(0);
  expect(lru.set("a", "A", 1)).toBe(false);
  expect(lru.size).toBe(0);
});
