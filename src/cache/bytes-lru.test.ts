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
  lru.grow("c", 10); // the oldest, "c" itself first in the order, goes
  expect(dropped).toEqual(["b=B", "a=A", "c=C"]);
  expect(lru.values()).toEqual(["D", "A2"]);
  expect(lru.delete("d")).toBe(true);
  expect(lru.delete("d")).toBe(false);
  expect(dropped.at(-1)).toBe("d=D");
  expect(lru.size).toBe(1);
});

test("a value larger than the whole is not held, and what was under its key stays", () => {
  const lru = new BytesLru<string, string>(10);
  lru.set("a", "A", 5);
  expect(lru.set("a", "huge", 11)).toBe(false);
  expect(lru.peek("a")).toBe("A");
  expect(lru.bytes).toBe(5);
});
