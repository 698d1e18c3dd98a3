/**
 * The thread of a replay's read-ahead (store/read-ahead.ts): reads the log's pages on its own connection,
 * opens their sealed fields with the keys as they are now (an erased subject's read as erased), and posts
 * each page as JSON text, never more than `ahead` pages before the ones the replay has taken.
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import type { StoredEvent } from "../events/index.ts";
import { openSealed } from "./personal.ts";
import { readLogPage } from "./log-page.ts";
import type { ReadAheadStart, ReadAheadPage } from "./read-ahead.ts";

declare const self: Worker;

let credits = 0;
let wake: (() => void) | undefined;

self.onmessage = (message: MessageEvent<ReadAheadStart | "taken">) => {
  if (message.data === "taken") {
    credits += 1;
    wake?.();
    return;
  }
  credits = message.data.ahead;
  readPages(message.data).catch((error: unknown) => post({ error: String((error as Error)?.stack ?? error) }));
};

async function readPages({ url, after, pageSize }: ReadAheadStart) {
  const client = createClient({ url, timeout: 5000 });
  const db = drizzle(client);
  try {
    let position = after;
    for (;;) {
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
      const text = await readLogPage(db, position, pageSize);
      const events = JSON.parse(text) as StoredEvent[];
      const opened = await openSealed(db, events);
      credits -= 1;
      // Stringifying reads every sealed field, so the main thread gets them in clear; a page with none is sent as read.
      post({ text: opened === events ? text : JSON.stringify(opened), end: events.length < pageSize });
      if (events.length < pageSize) return;
      position = events.at(-1)!.position;
    }
  } finally {
    client.close();
  }
}

function post(page: ReadAheadPage) {
  self.postMessage(page);
}
