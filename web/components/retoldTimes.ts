import { relativeAge, relativeAgeChangesAt } from "./relativeAge.ts";

/**
 * `<time dateTime="…" title="…">5 minutes ago</time>`, as `RelativeTime` renders on the server. Nothing a
 * person writes can take this shape in a page: React escapes `<` in text and `"` in attributes.
 */
const renderedTime = /<time dateTime="([^"]+)" title="([^"]*)">([^<]*)<\/time>/g;

/**
 * A rendered page with every `RelativeTime` told again at `now`: for the same data, and a page that says
 * nothing else of time, what rendering it at `now` would write (src/pages keeps a page rendered ahead so,
 * a tenth of a render's cost). With how many times it found, and when the first of their texts changes.
 */
export function retoldTimes(html: string, now: Date): { html: string; times: number; changesAt: number } {
  let times = 0;
  let changesAt = Number.POSITIVE_INFINITY;
  const retold = html.replace(renderedTime, (_, at: string, title: string) => {
    times++;
    changesAt = Math.min(changesAt, relativeAgeChangesAt(at, now));
    return `<time dateTime="${at}" title="${title}">${relativeAge(at, now)}</time>`;
  });
  return { html: retold, times, changesAt };
}
