import { expect, test } from "bun:test";
import { fromBase64url, toBase64url } from "./base64url.ts";

test("every byte value and every length round-trips, without padding or URL-unsafe characters", () => {
  const all = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let length = 0; length <= 256; length += 1) {
    const bytes = all.subarray(256 - length);
    const text = toBase64url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(fromBase64url(text)).toEqual(bytes.slice());
  }
  expect(toBase64url(new Uint8Array([0xfb, 0xff]).buffer)).toBe("-_8");
});

test("text outside the alphabet, padding and impossible lengths are refused", () => {
  for (const text of ["ab+c", "ab/c", "abc=", "a b", "abcde", "é"])
    expect(() => fromBase64url(text)).toThrow(TypeError);
});
