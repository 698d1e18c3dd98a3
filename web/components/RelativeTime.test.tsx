import { expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { RelativeTime } from "./RelativeTime.tsx";
import { RenderTime, RenderTimeContext } from "./renderTime.ts";
import { retoldTimes } from "./retoldTimes.ts";

test("the tooltip tells the exact date and time as en-GB writes it, day first", () => {
  for (const at of ["2026-11-23T12:08:25.839Z", "1999-01-02T03:04:05.000Z", "2031-07-15T23:59:59.999Z"]) {
    const html = renderToString(<RelativeTime at={at} />);
    expect(html).toContain(`title="${new Date(at).toLocaleString("en-GB")}"`);
    expect(html).toContain(`dateTime="${at}"`);
  }
});

/** A list of times as the server renders it at `now`, and what the render learnt of time. */
function renderedAt(times: string[], now: Date) {
  const time = new RenderTime(now);
  const html = renderToString(
    <RenderTimeContext value={time}>
      <ul>
        {times.map((at) => (
          <li key={at}>
            <RelativeTime at={at} /> <b>&lt;time dateTime=&quot;{at}&quot;&gt;</b>
          </li>
        ))}
      </ul>
    </RenderTimeContext>,
  );
  return { html, told: time.told, validUntil: time.validUntil };
}

test("times told again at a later moment are what rendering at that moment writes, and learn when they change next", () => {
  const times = [
    "2026-11-23T12:00:00.000Z",
    "2026-11-23T11:59:59.998Z",
    "2026-11-23T11:00:00.500Z",
    "2026-10-01T00:00:00.000Z",
  ];
  const start = new Date("2026-11-23T12:00:00.400Z");
  const rendered = renderedAt(times, start);
  // Told again at the render's own moment, nothing changes.
  expect(retoldTimes(rendered.html, start)).toEqual({ html: rendered.html, times: 4, changesAt: rendered.validUntil });
  expect(rendered.told).toBe(4);
  for (const later of [1_000, 1_601, 59_999, 3_600_000, 40 * 86_400_000]) {
    const at = new Date(start.getTime() + later);
    const fresh = renderedAt(times, at);
    expect(retoldTimes(rendered.html, at)).toEqual({ html: fresh.html, times: 4, changesAt: fresh.validUntil });
  }
});
