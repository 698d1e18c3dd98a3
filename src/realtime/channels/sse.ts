/** The wire format of server-sent events (HTML's "event stream"), encoded once per message. */
const encoder = new TextEncoder();

/**
 * One event: its name, its data as one line of JSON, and for a durable one its `id` (src/realtime/channels/event-id.ts),
 * which the browser sends back as Last-Event-ID when it reconnects. A signal has no id: the browser keeps
 * the last one it got.
 */
export function sseEvent(event: string, data: unknown, id?: string): Uint8Array {
  const head = id === undefined ? "" : `id: ${id}\n`;
  // JSON.stringify leaves no raw newline in its output, so the data is always one `data:` line.
  return encoder.encode(`${head}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A comment line: ignored by readers, it keeps proxies and idle timeouts from closing a quiet stream. */
export const keepAlive = encoder.encode(": keep-alive\n\n");

/** How long a browser waits before reconnecting after the stream ends or breaks. */
export function sseRetry(ms: number): Uint8Array {
  return encoder.encode(`retry: ${ms}\n\n`);
}
