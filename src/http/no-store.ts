import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";

/**
 * Every API answer says `Cache-Control: no-store` unless it chose its caching itself: most are one
 * person's (their profile, keys, chats, friends, sessions, tokens from a sign-in), and a browser's disk cache
 * or a shared proxy must keep none of them. An answer opts into caching by setting the header: the cached
 * feeds (`private, no-cache` with an ETag, src/cache/http/api-answers.ts), the realtime stream.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
