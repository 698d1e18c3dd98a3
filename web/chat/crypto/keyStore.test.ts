import { expect, test } from "bun:test";
import { memoryKeyStore, openKeyStore } from "./keyStore.ts";
import { person } from "./testing.ts";

// IndexedDB itself is exercised in Chromium (tests/e2e/chat-keys.e2e.ts): Bun has none.

test("the memory store keeps one key per account, whether the id is a number or a string", async () => {
  const store = memoryKeyStore();
  const [alice, bob] = await Promise.all([person(), person()]);
  expect(await store.load(7)).toBeNull();
  await store.save(7, alice.privateKey);
  await store.save("8", bob.privateKey);
  expect(await store.load("7")).toBe(alice.privateKey);
  expect(await store.load(8)).toBe(bob.privateKey);
  await store.remove(7);
  expect(await store.load(7)).toBeNull();
  expect(await store.load(8)).toBe(bob.privateKey);
});

test("without IndexedDB, or when it refuses to open, keys live in memory", async () => {
  const refusing = {
    open() {
      throw new DOMException("The user denied permission to access the database.", "SecurityError");
    },
  } as unknown as IDBFactory;
  for (const store of [await openKeyStore(undefined), await openKeyStore(refusing)]) {
    const { privateKey } = await person();
    await store.save(1, privateKey);
    expect(await store.load(1)).toBe(privateKey);
  }
});
