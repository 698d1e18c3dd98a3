import { expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { RelativeTime } from "./RelativeTime.tsx";

test("the tooltip tells the exact date and time as en-GB writes it, day first", () => {
  for (const at of ["2026-11-23T12:08:25.839Z", "1999-01-02T03:04:05.000Z", "2031-07-15T23:59:59.999Z"]) {
    const html = renderToString(<RelativeTime at={at} />);
    expect(html).toContain(`title="${new Date(at).toLocaleString("en-GB")}"`);
    expect(html).toContain(`dateTime="${at}"`);
  }
});

test("the server writes the date itself, not the age: the markup is the same whenever it is rendered", () => {
  const html = renderToString(<RelativeTime at="2026-11-23T12:08:25.839Z" />);
  expect(html).toContain(">2026-11-23 12:08 UTC</time>");
  expect(html).not.toContain("ago");
  expect(renderToString(<RelativeTime at="2026-11-23T12:08:25.839Z" />)).toBe(html);
});
