import { expect, test } from "bun:test";
import { renamed } from "./upcast.ts";

test("renamed leaves data written in the current shape as it is, the very object", () => {
  const data = { id: 1, text: "now" };
  expect(renamed(data, "context", "text")).toBe(data);
});

test("renamed names the field anew in its place among the others", () => {
  const data = { id: 1, context: "then", sharing: 2 };
  const upcast = renamed(data, "context", "text");
  expect(Object.entries(upcast)).toEqual([
    ["id", 1],
    ["text", "then"],
    ["sharing", 2],
  ]);
  expect(data).toEqual({ id: 1, context: "then", sharing: 2 });
});

test("renamed moves a sealed field's lazy getter without calling it, and it can still be set", () => {
  let opened = 0;
  const data: Record<string, unknown> = { id: 1 };
  Object.defineProperty(data, "context", { enumerable: true, configurable: true, get: () => (opened++, "sealed") });
  const upcast = renamed(data, "context", "text");
  expect(opened).toBe(0);
  expect(upcast.text).toBe("sealed");
  expect(opened).toBe(1);
  upcast.text = "changed";
  expect(upcast.text).toBe("changed");
  expect(JSON.stringify(upcast)).toBe('{"id":1,"text":"changed"}');
});
