import { acceptedEncodings, namesTag } from "../../http/negotiation.ts";
import { createHash } from "node:crypto";

/**
 * What the pages cached (src/cache/http/public-pages.ts for visitors, src/cache/http/signed-in-pages.ts for people
 * signed in) have in common: one encoding chosen per request, an ETag per encoding, and a security policy
 * that allows the page's inline scripts by their hashes, since identical bytes cannot carry a fresh nonce.
 */
export type Encoding = "br" | "gzip" | "identity";

/** Brotli, else gzip, as the request accepts them. */
export function encodingFor(header: string | null | undefined): Encoding {
  const accepts = acceptedEncodings(header);
  return accepts.br ? "br" : accepts.gzip ? "gzip" : "identity";
}

/** The ETag of a page's bytes in one encoding: the page's tag and the encoding. */
export function etagOf(tag: string, encoding: Encoding): string {
  return `"${tag}-${encoding}"`;
}

/** Whether the browser already has this page, in any encoding (they all decode to the same bytes). */
export function alreadyHas(ifNoneMatch: string | null | undefined, tag: string): boolean {
  return namesTag(ifNoneMatch, (candidate) => candidate.startsWith(`"${tag}-`));
}

/** The bodies of the page's inline scripts that run (JSON data blocks do not, and need no permission). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/json"/.test(attributes!))
    .map(([, , body]) => body!);
}

/** The policy sources that allow exactly these scripts: `'sha256-…'` each, once. */
export function scriptHashes(scripts: string[]): string[] {
  return [...new Set(scripts.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`))];
}

/** The policy with its script nonce replaced by these hash sources. */
export function withScriptHashes(policy: string, hashes: string[]): string {
  const replaced = policy.replace(/\s*'nonce-[^']*'/, hashes.length ? ` ${hashes.join(" ")}` : "");
  if (replaced === policy && hashes.length)
    throw new Error("The security policy allows no inline script by nonce to replace");
  return replaced;
}
