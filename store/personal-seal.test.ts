import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { PERSONAL_DATA } from "./catalogue.ts";
import { openSealed } from "./personal.ts";

/**
 * Sealing (store/personal.ts): AES-GCM is only safe while no IV is used twice under one key, and the IVs
 * come from a buffer refilled every 4,096 seals.
 */

const dir = mkdtempSync(join(tmpdir(), "vw-seal-"));
const database = await openDatabase(`file:${join(dir, "app.db")}`);
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

test("10,000 seals under one key, across the IV buffer's refills, never use an IV twice, and each opens", async () => {
  const text = "the same text every time";
  const events = Array.from({ length: 10_000 }, (_, i) => ({
    type: "PostCreated",
    stream: `post-${i + 1}`,
    version: 1,
    data: { id: i + 1, author: 7, text, sharing: 1, media: null } as Record<string, unknown>,
  }));
  const sealed = await database.db.transaction(async (tx) => {
    const data = await PERSONAL_DATA.sealInOrder(tx, PERSONAL_DATA.keyring(), events, new Date().toISOString());
    return events.map((event, i) => ({ ...event, data: data[i]! }));
  });

  const ivs = sealed.map(({ data }) =>
    Buffer.from((data.personal as { box: string }).box, "base64")
      .subarray(0, 12)
      .toString("hex"),
  );
  expect(new Set(ivs).size).toBe(10_000);
  const opened = await openSealed(database.db, [sealed[0]!, sealed[4096]!, sealed[9999]!]);
  expect(opened.map(({ data }) => data.text)).toEqual([text, text, text]);
});
