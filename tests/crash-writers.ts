import type { Random } from "./random.ts";

/**
 * Clients writing to a real server until it dies: each write carries a tag the client chose, so that after
 * a crash the test can tell which of its writes the log holds. Two kinds of write, because they stress the
 * log differently: a post opens a new stream (`post-<id>`), a chat message adds a version to one shared
 * stream (`chat-<id>`) that every client appends to at once.
 */

/** A signed-in client of the server: its Bearer header, and the chat it writes to. */
export interface Writer {
  url: string;
  userId: number;
  headers: { Authorization: string };
  chatId: number;
}

export interface Write {
  kind: "post" | "message";
  /** Unique in the test run: the post's text, or the message's envelope. */
  tag: string;
}

export interface Outcome {
  /** Every write sent, answered or not. */
  sent: Write[];
  /** Those the server answered 2xx: committed, by the server's word, before it died. */
  acknowledged: Write[];
  /** Answers that were neither 2xx nor a dead server: a write refused for a reason the test did not expect. */
  refused: { write: Write; status: number }[];
}

/** A chat envelope (shared/chat.ts's shape) that spells the tag, so the stored ciphertext names its write. */
function envelopeOf(tag: string): string {
  return `v1.crashsafetytest0.${tag.padEnd(22, "_")}`;
}

function send(writer: Writer, write: Write): Promise<Response> {
  if (write.kind === "message") {
    const body = JSON.stringify({ content: write.tag, sender_id: writer.userId, chat_id: writer.chatId });
    return fetch(`${writer.url}/api/chat/send-message`, {
      method: "POST",
      headers: { ...writer.headers, "Content-Type": "application/json" },
      body,
    });
  }
  const form = new FormData();
  form.set("context", write.tag);
  form.set("sharing", "1");
  return fetch(`${writer.url}/api/content`, { method: "POST", headers: writer.headers, body: form });
}

/** The status, once the body is read (or cut short by the kill: the status alone already says it was committed). */
async function statusOnceRead(response: Response): Promise<number> {
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

/**
 * Each writer sends one write after another (the kind drawn from `random`) until the server stops
 * answering; they all run at once. `outcome` fills as answers come; `stopped` resolves once every writer
 * has met the dead server.
 */
export function startWriters(
  writers: Writer[],
  random: Random,
  runTag: string,
): { outcome: Outcome; stopped: Promise<void> } {
  const outcome: Outcome = { sent: [], acknowledged: [], refused: [] };
  // Drawn before the writers start, so the seed alone decides each writer's sequence of kinds.
  const plans = writers.map(() => Array.from({ length: 10_000 }, () => random.pick(["post", "message"] as const)));
  const write = async (writer: Writer, n: number) => {
    for (let i = 0; i < plans[n]!.length; i++) {
      const kind = plans[n]![i]!;
      const name = `${runTag}-c${n}-w${i}`;
      const write: Write = { kind, tag: kind === "message" ? envelopeOf(name) : `crash safety ${name}` };
      outcome.sent.push(write);
      const status = await send(writer, write).then(statusOnceRead, () => null);
      if (status === null) return;
      if (status >= 200 && status < 300) outcome.acknowledged.push(write);
      else outcome.refused.push({ write, status });
    }
  };
  const stopped = Promise.all(writers.map(write)).then(() => undefined);
  return { outcome, stopped };
}
