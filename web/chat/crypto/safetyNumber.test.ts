import { beforeAll, expect, test } from "bun:test";
import { InvalidPublicKeyError } from "./errors.ts";
import { keyFingerprint, safetyNumber } from "./safetyNumber.ts";
import { person } from "./testing.ts";

let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  [alice, bob, carol] = (await Promise.all([person(), person(), person()])).map((p) => p.publicKey) as [
    string,
    string,
    string,
  ];
});

test("both people see the same 60 digits in 12 groups of 5, whoever computes it", async () => {
  const seenByAlice = await safetyNumber(alice, bob);
  const seenByBob = await safetyNumber(bob, alice);
  expect(seenByAlice).toMatch(/^\d{5}( \d{5}){11}$/);
  expect(seenByBob).toBe(seenByAlice);
});

test("a different key gives a different number: half of it names each key", async () => {
  const withBob = await safetyNumber(alice, bob);
  const withCarol = await safetyNumber(alice, carol);
  expect(withCarol).not.toBe(withBob);
  // Alice's 30 digits are in both numbers; the other halves differ.
  const halves = (number: string) => [number.slice(0, 35), number.slice(36)];
  const shared = halves(withBob).filter((half) => halves(withCarol).includes(half));
  expect(shared).toHaveLength(1);
});

test("a key's fingerprint is stable and changes with the key", async () => {
  expect(await keyFingerprint(bob)).toBe(await keyFingerprint(bob));
  expect(await keyFingerprint(bob)).not.toBe(await keyFingerprint(carol));
  expect(await keyFingerprint(bob)).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test("a public key that is not a P-256 point is refused", async () => {
  await expect(safetyNumber(alice, "AAAA")).rejects.toBeInstanceOf(InvalidPublicKeyError);
  await expect(keyFingerprint("")).rejects.toBeInstanceOf(InvalidPublicKeyError);
});
