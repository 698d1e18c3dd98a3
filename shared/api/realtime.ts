import type { UserEndpoint } from "./endpoint.ts";

/**
 * The caller's realtime channel `user-<id>`: a server-sent-events stream (API.md "Realtime channel"),
 * opened by the session cookie (EventSource) or a Bearer header (fetch-based readers). Not a JSON call:
 * the browser opens it with `new EventSource(realtimeChannel.path)`. Events: `ready` (the stream is live;
 * its id is where a reconnect resumes), `resync` (too much was missed: load afresh), `superseded` (closed as
 * the oldest of too many streams of the session or account: do not reconnect at once), and each area's
 * deliveries (`friendship`, `presence`, chat's `new-message`, `typing`, `delivered`, `read`, `unread`, and zones'
 * `zone-presence`, `zone-left`).
 */
export const realtimeChannel: UserEndpoint<{ answer: never }> = {
  method: "GET",
  path: "/api/realtime",
  access: "user",
};
