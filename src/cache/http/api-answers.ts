import type { Context } from "hono";
import type { AppEnv } from "../../http/env.ts";
import type { AnswerSource } from "../answers.ts";
import { acceptedEncodings, namesTag } from "../../http/negotiation.ts";

/**
 * Sends the answer cached under `source.key` while it was made from `source.version`; otherwise makes it
 * (`make`), caches it and sends it. gzipped when the request takes gzip, which the compression middleware then
 * leaves alone, and a 304 when the request already holds these bytes (`If-None-Match`). The browser asks
 * again every time (`no-cache`) and keeps the answer to itself (`private`): it is one reader's.
 */
export async function cachedAnswer(
  c: Context<AppEnv>,
  source: AnswerSource,
  make: () => Promise<unknown>,
): Promise<Response> {
  const answers = c.get("ctx").caches.answers;
  const answer =
    answers.get(source.key, source.version) ?? answers.keep(source.key, source.version, JSON.stringify(await make()));
  const headers = { ETag: answer.etag, Vary: "Accept-Encoding", "Cache-Control": "private, no-cache" };
  const opaque = answer.etag.replace(/^W\//, "");
  // A Response of its own: `c.body` would copy the prepared headers and then set these one at a time.
  if (namesTag(c.req.header("If-None-Match"), (tag) => tag === opaque))
    return new Response(null, { status: 304, headers });
  if (acceptedEncodings(c.req.header("Accept-Encoding")).gzip) {
    return new Response(answer.gzip, {
      headers: { ...headers, "Content-Type": "application/json", "Content-Encoding": "gzip" },
    });
  }
  return new Response(Bun.gunzipSync(answer.gzip), { headers: { ...headers, "Content-Type": "application/json" } });
}
