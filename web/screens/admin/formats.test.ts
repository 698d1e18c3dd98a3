import { expect, test } from "bun:test";
import { dayOf, desktopTime, phoneTime, sessionDuration } from "./formats.ts";

// The formats follow the viewer's time zone: these expectations are UTC's (Bun reads TZ when it changes).
process.env.TZ = "UTC";
test("the desktop table's time: en-GB date with the year, 12-hour time with seconds", () => {
  expect(desktopTime("2026-11-20T17:05:09.000Z")).toMatch(/^20\/11\/2026, 0?5:05:09\s?pm$/i);
  expect(desktopTime(null)).toBe("Never");
});

test("the phone table's time: day, month and 24-hour time", () => {
  expect(phoneTime("2026-11-20T17:05:09.000Z")).toBe("20 Nov, 17:05");
});

test("a session's duration in hours and minutes, and its day", () => {
  expect(sessionDuration("2026-11-20T08:00:00.000Z", "2026-11-20T10:05:59.000Z")).toBe("2h 05m");
  expect(sessionDuration("2026-11-20T08:00:00.000Z", "2026-11-20T08:00:00.000Z")).toBe("0h 00m");
  expect(dayOf("2026-11-20")).toBe("20/11/2026");
});
