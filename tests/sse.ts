/** One server-sent event as a reader sees it. */
export interface SseMessage {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * Reads a server-sent-events answer as a browser's EventSource would: messages in order, comments seen
 * (heartbeats) but not messages. `next(match)` waits for the next message that matches, keeping the others
 * in `received`.
 */
export class SseReader {
  readonly received: SseMessage[] = [];
  comments = 0;
  ended = false;
  #cursor = 0;
  #wake: (() => void) | undefined;
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(readonly response: Response) {
    if (!response.body) throw new Error(`no stream: ${response.status}`);
    this.#reader = response.body.getReader();
    void this.#pump();
  }

  /** The next message (after those already taken) that matches, within `timeoutMs`. */
  async next(match: (message: SseMessage) => boolean = () => true, timeoutMs = 10_000): Promise<SseMessage> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.#cursor < this.received.length) {
        const message = this.received[this.#cursor++]!;
        if (match(message)) return message;
      }
      if (this.ended) throw new Error("the stream ended");
      const left = deadline - performance.now();
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        setTimeout(resolve, Math.min(left, 100));
      });
    }
  }

  /** Waits until the server ends the stream. */
  async end(timeoutMs = 10_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (!this.ended) {
      if (performance.now() > deadline) throw new Error(`the stream did not end within ${timeoutMs} ms`);
      await Bun.sleep(10);
    }
  }

  async close() {
    await this.#reader.cancel().catch(() => undefined);
  }

  async #pump() {
    const decoder = new TextDecoder();
    let pending = "";
    try {
      for (;;) {
        const { done, value } = await this.#reader.read();
        if (done) break;
        pending += decoder.decode(value, { stream: true });
        let split: number;
        while ((split = pending.indexOf("\n\n")) >= 0) {
          this.#parse(pending.slice(0, split));
          pending = pending.slice(split + 2);
        }
      }
    } catch {
      // Cancelled or cut off: either way the stream has ended.
    }
    this.ended = true;
    this.#wake?.();
  }

  #parse(block: string) {
    const message: Partial<SseMessage> & { data?: string } = {};
    let isComment = true;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      isComment = false;
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      if (field === "id") message.id = value;
      else if (field === "event") message.event = value;
      else if (field === "data") message.data = value;
    }
    if (isComment) {
      this.comments += 1;
      return;
    }
    if (message.data === undefined) return; // `retry:` alone
    this.received.push({ id: message.id, event: message.event ?? "message", data: JSON.parse(message.data) });
    this.#wake?.();
  }
}

/** The caller's realtime stream on `app`, read once it has said `ready` (from then on, what they are sent reaches it). */
export async function openRealtime(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  headers: Record<string, string>,
): Promise<SseReader> {
  const response = await app.request("/api/realtime", { headers });
  if (response.status !== 200) throw new Error(`GET /api/realtime answered ${response.status}`);
  const stream = new SseReader(response);
  await stream.next((m) => m.event === "ready");
  return stream;
}
