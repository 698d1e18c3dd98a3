import { afterEach, expect, test } from "bun:test";
import { testApp, type TestApp } from "../tests/harness.ts";
import { fillLog } from "../tests/bench/log-fill.ts";
import { PERSONAL_DATA } from "./catalogue.ts";
import { erasedValue } from "../events/personal.ts";
import { ReadAhead } from "./read-ahead.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

test("the log read ahead on another thread hands over the events readFrom reads, in order, in the sizes asked, erased fields erased", async () => {
  t = await testApp();
  // Several of the thread's pages, each post's text sealed under its author's key.
  await fillLog(t.ctx.database.client, 3500, { authors: [1, 2, 3], raters: [4, 5] });
  await t.ctx.store.transact(async (tx) =>
    PERSONAL_DATA.erase(tx.db, PERSONAL_DATA.keyring(), "user-2", new Date().toISOString()),
  );
  const log = await t.ctx.store.readFrom(0, 10_000);

  const ahead = new ReadAhead(t.ctx.database.url, 0);
  const read = [];
  // A rebuild's batches grow and shrink across the pages; the last reads ask for more than is left.
  const sizes = [100, 200, 400, 1200, 700, 5000, 5000];
  try {
    for (const size of sizes) read.push(await ahead.read(size));
  } finally {
    ahead.close();
  }

  let left = log.length;
  expect(read.map((events) => events.length)).toEqual(
    sizes.map((size) => {
      const taken = Math.min(size, left);
      left -= taken;
      return taken;
    }),
  );
  // Stringified, the store's lazily opened fields are read too.
  expect(JSON.parse(JSON.stringify(read.flat()))).toEqual(JSON.parse(JSON.stringify(log)));
  const texts = read
    .flat()
    .filter((e) => e.type === "PostCreated")
    .map((e) => e.data as { text: string; author: number });
  expect(texts.filter((d) => d.author === 2).every((d) => d.text === erasedValue("user-2"))).toBe(true);
  expect(texts.filter((d) => d.author === 2).length).toBeGreaterThan(1000);
  expect(texts.filter((d) => d.author === 1).every((d) => d.text.startsWith("Post "))).toBe(true);
});
