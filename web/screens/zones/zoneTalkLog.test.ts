import { expect, test } from "bun:test";
import type { ZoneSaid } from "../../../shared/api/zones-talk.ts";
import { heard, ZONE_TALK_LOG_MAX } from "./zoneTalkLog.ts";

const line = (id: number): ZoneSaid => ({ id, slug: "desert", userId: 1, name: "Ann", text: `Line ${id}`, at: "" });

test("a line is logged once, in the order said, and only the newest lines are kept", () => {
  let log = heard([], line(2));
  log = heard(log, line(1));
  log = heard(log, line(2));
  expect(log.map((l) => l.id)).toEqual([1, 2]);
  for (let id = 3; id <= ZONE_TALK_LOG_MAX + 10; id++) log = heard(log, line(id));
  expect(log).toHaveLength(ZONE_TALK_LOG_MAX);
  expect(log.at(-1)?.id).toBe(ZONE_TALK_LOG_MAX + 10);
});
