import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "./config.ts";
import { createContext } from "./boot.ts";

const dir = mkdtempSync(join(tmpdir(), "vw-context-"));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("closing the context lets queued appends finish, and closing twice is harmless", async () => {
  const config = loadConfig({ DATA_DIR: dir });
  const ctx = await createContext(config, { silent: true });
  // The log starts with the shipped games and videos, recorded at start.
  const atStart = await ctx.store.head();
  const appends = Array.from({ length: 10 }, (_, i) =>
    ctx.store.append("contact", "any", [
      { type: "ContactMessageSent", data: { name: `N${i}`, email: "a@example.com", message: "m" } },
    ]),
  );
  await Promise.all([ctx.close(), ctx.close()]);
  expect((await Promise.all(appends)).flat()).toHaveLength(10);
  await ctx.close();

  const reopened = await createContext(config, { silent: true });
  expect(await reopened.store.head()).toBe(atStart + 10);
  await reopened.close();
});
