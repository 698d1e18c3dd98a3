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
