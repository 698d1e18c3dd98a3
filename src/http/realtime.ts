import { Hono, type Context } from "hono";
import { getBunServer } from "hono/bun";
import { decodeJwt } from "jose";
import type { AppEnv } from "./env.ts";
import { realtimeChannel } from "../../shared/api/realtime.ts";
import { AppError } from "../../shared/errors.ts";
import { sessionCookie } from "./session-cookie.ts";
import { refreshTokenHash } from "../commands/sessions.ts";
import { refreshTokenByHash } from "../../projections/sessions.queries.ts";
import type { ChannelRequest } from "../realtime/channels/channels.ts";
import { parseEventId } from "../realtime/channels/event-id.ts";
import { clientAddress } from "./address.ts";

/**
 * `GET /api/realtime`: the caller's channel as server-sent events. A hand-written route: its answer is a
 * stream, and it needs the credential itself (which session opened it, and until when it holds).
 */
export function realtimeRoutes() {
  return new Hono<AppEnv>().get(realtimeChannel.path, async (c) => {
    const actor = c.get("actor");
    if (!actor) throw AppError.unauthorized();
    const credential = await credentialOf(c);
    if (!credential) throw AppError.unauthorized();
    // Bun closes a connection idle for `idleTimeout`: a stream is quiet between heartbeats by design.
    if (c.env) getBunServer<Bun.Server<unknown>>(c)?.timeout(c.req.raw, 0);
    const after = parseEventId(c.req.header("last-event-id"));
    const address = clientAddress(c);
    const stream = c.get("ctx").realtime.open({ userId: actor.id, ...credential, after, address }, c.req.raw.signal);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform keeps the gzip middleware (and proxies) from holding events back.
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  });
}

/** The session behind the request and when its credential ends: a Bearer token's (its `sid`), or the cookie's. */
async function credentialOf(c: Context<AppEnv>): Promise<Pick<ChannelRequest, "familyId" | "expiresAt"> | undefined> {
  const bearer = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  // The token was checked by `authenticate`; its session (`sid`) lets an ending of that session close the stream.
  if (bearer) return { familyId: c.get("sessionId"), expiresAt: (decodeJwt(bearer).exp ?? 0) * 1000 };
  const cookie = sessionCookie(c);
  if (!cookie) return undefined;
  const token = await refreshTokenByHash(c.get("ctx").db, refreshTokenHash(c.get("ctx"), cookie));
  return token ? { familyId: token.familyId, expiresAt: Date.parse(token.expiresAt) } : undefined;
}
