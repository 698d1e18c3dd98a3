import { expect, test } from "bun:test";
import { last30Days } from "./ActivityChart.tsx";

test("the chart's 30 days end today (UTC), with each active day's minutes and -1 for days not seen", () => {
  const series = last30Days(
    [
      {
        user_id: 1,
        date: "2026-11-23",
        first_active: "2026-11-23T08:00:00.000Z",
        last_active: "2026-11-23T09:30:00.000Z",
      },
      {
        user_id: 1,
        date: "2026-10-25",
        first_active: "2026-10-25T08:00:00.000Z",
        last_active: "2026-10-25T08:00:00.000Z",
      },
      {
        user_id: 1,
        date: "2026-10-24",
        first_active: "2026-10-24T08:00:00.000Z",
        last_active: "2026-10-24T10:00:00.000Z",
      },
    ],
    new Date("2026-11-23T23:59:00.000Z"),
  );
  expect(series).toHaveLength(30);
  expect(series[0]).toEqual({ date: "2026-10-25", minutes: 0 });
  expect(series[29]).toEqual({ date: "2026-11-23", minutes: 90 });
  expect(series.filter((d) => d.minutes >= 0)).toHaveLength(2); // the 24th of October is 31 days back
});
