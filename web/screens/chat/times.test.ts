import { expect, test } from "bun:test";
import { messageTime } from "./times.ts";

test("a message under 24 hours old shows its time, an older one its date", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const recent = messageTime("2026-11-22T12:30:00Z", now);
  const old = messageTime("2026-11-22T11:30:00Z", now);
  expect(recent).toMatch(/\d{1,2}:\d{2}/);
  expect(recent).not.toMatch(/2026/);
  expect(old).toMatch(/2026/);
  expect(old).not.toMatch(/\d{1,2}:\d{2}/);
});
