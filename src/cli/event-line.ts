import type { StoredEvent } from "../../events/index.ts";
import { redactEventData } from "./redact.ts";

/** A string value longer than this is cut: URLs, keys and notes would push everything else off the line. */
const MAX_STRING = 60;
/** The data's JSON on one line stops here. */
const MAX_DATA = 200;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function shortenStrings(value: unknown): unknown {
  if (typeof value === "string") return cut(value, MAX_STRING);
  if (Array.isArray(value)) return value.map(shortenStrings);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortenStrings(inner)]));
}

/** An event's data, redacted (src/cli/redact.ts) and shortened, as one line of JSON. */
export function dataText(event: Pick<StoredEvent, "type" | "data">): string {
  return cut(JSON.stringify(shortenStrings(redactEventData(event.type, event.data))), MAX_DATA);
}

/** `events tail`: `<position> <time> <stream> <type> <data>`. */
export function tailLine(event: StoredEvent): string {
  return `${event.position}  ${event.at}  ${event.stream}  ${event.type}  ${dataText(event)}`;
}

/** `events stream`: the stream is named once above, so each line starts with the event's version in it. */
export function streamLine(event: StoredEvent): string {
  return `v${event.version}  ${event.position}  ${event.at}  ${event.type}  ${dataText(event)}`;
}
