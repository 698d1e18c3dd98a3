import { expect } from "bun:test";
import { createHash } from "node:crypto";
import { inlineScripts } from "../src/cache/http/answer.ts";

/**
 * A page cached carries no nonce: its policy allows exactly its own inline scripts, by their
 * SHA-256 hashes, and it has some to allow.
 */
export function expectScriptsAllowedByHash(policy: string, html: string) {
  expect(policy).not.toContain("nonce");
  expect(html).not.toContain("nonce=");
  const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "))!;
  const hashes = inlineScripts(html).map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  expect(hashes.length).toBeGreaterThan(0);
  expect(
    scriptSrc
      .split(" ")
      .filter((source) => source.startsWith("'sha256-"))
      .sort(),
  ).toEqual([...new Set(hashes)].sort());
}
