import { createContext } from "../../src/boot.ts";
import { createVerifiedUserWithHash } from "../../src/commands/users.ts";
import { startChat } from "../../src/commands/chat.ts";
import { hashPassword } from "../../src/auth/passwords.ts";
import { actorOf } from "../../src/actor.ts";
import { userById } from "../../projections/users.queries.ts";
import { toBase64url } from "../../web/chat/crypto/base64url.ts";
import { budgets } from "./budgets.ts";
import { people } from "./seed-posts.ts";
import { signIn, type SignedIn } from "./sign-in.ts";
import { startApp, withServers, withWorkDir, benchConfig } from "./server.ts";
import type { RunOptions } from "./rounds.ts";
import { thousands, title, type Row } from "./report.ts";
import { openStream, openStreams, type Stream } from "./raw-stream.ts";
import { cpuSecondsOf } from "./process-cpu.ts";

/** People holding the open streams (several each, as tabs would): the sender is chatter0, the receiver chatter1. */
const CHATTERS = 50;
const STREAMS = 1000;
const WARM_UP = 20;

/**
 * Chat delivery: the time from one person's `POST /api/chat/send-message` to the other person's
 * `new-message` on their realtime stream, while 1,000 streams are open on the server, one message at a
 * time. Measured from the send's start to the event's arrival, so it includes the append, the log's tail
 * and the stream's write: what the receiver waits.
 */
export async function chatBench(options: RunOptions): Promise<Row[]> {
  const messages = Math.max(200, options.seconds * 30);
  return withWorkDir("chat", (dataDir) =>
    withServers(async (started) => {
      const chatId = await seedChatters(dataDir);
      // Every stream comes from 127.0.0.1, about 21 per bystander's session: the caps are lifted for the bench.
      const app = started(
        await startApp(dataDir, { REALTIME_STREAMS_PER_ADDRESS: String(STREAMS), REALTIME_STREAMS_PER_SESSION: "32" }),
      );
      const signedIn: SignedIn[] = [];
      for (let i = 0; i < CHATTERS; i++) signedIn.push(await signIn(app.url, `chatter${i}`));
      const [sender, receiver] = signedIn as [(typeof signedIn)[0], (typeof signedIn)[0]];

      const streams: Stream[] = [];
      let bystanders: Stream[] = [];
      try {
        const arrivals = new Map<number, number>();
        streams.push(
          await openStream(
            Number(new URL(app.url).port),
            receiver.authorization.slice("Bearer ".length),
            (event, data) => {
              if (event === "new-message") arrivals.set((data as { id: number }).id, performance.now());
            },
          ),
        );
        // The rest of the streams, held by everyone else (raw sockets: a fetch client would cap its
        // connections): bystanders a delivery must not cost anything for.
        const tokens = Array.from({ length: STREAMS - 1 }, (_, i) =>
          signedIn[2 + (i % (CHATTERS - 2))]!.authorization.slice("Bearer ".length),
        );
        bystanders = await openStreams(Number(new URL(app.url).port), tokens);

        const latencies: number[] = [];
        let cpuAtStart = 0;
        for (let n = 0; n < WARM_UP + messages; n++) {
          if (n === WARM_UP) cpuAtStart = cpuSecondsOf(app.pid);
          const start = performance.now();
          const response = await fetch(`${app.url}/api/chat/send-message`, {
            method: "POST",
            headers: { Authorization: sender.authorization, "Content-Type": "application/json" },
            body: JSON.stringify({ content: envelope(), sender_id: sender.userId, chat_id: chatId }),
          });
          if (response.status !== 200)
            throw new Error(`send-message answered ${response.status}: ${await response.text()}`);
          const { id } = (await response.json()) as { id: number };
          const arrived = await waitFor(() => arrivals.get(id), 5_000);
          if (n >= WARM_UP) latencies.push(arrived - start);
        }
        // The server's own CPU time per message (the machine is shared: its latencies move with others' load, this does not).
        const cpuMs = ((cpuSecondsOf(app.pid) - cpuAtStart) * 1000) / messages;
        latencies.sort((a, b) => a - b);
        const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
        const p99 = at(0.99);
        return [
          title(`chat delivery: ${thousands(STREAMS)} open streams`),
          {
            what: `send-message → the receiver's new-message, ${thousands(messages)} messages one at a time`,
            figure: `${thousands(messages)} delivered, ${cpuMs.toFixed(2)} ms server CPU each`,
            p50Ms: at(0.5),
            p99Ms: p99,
            errors: "0",
            target: `p99 < ${budgets.chatDeliveryP99Ms} ms`,
            pass: p99 < budgets.chatDeliveryP99Ms,
          },
        ];
      } finally {
        for (const stream of streams) stream.end();
        for (const socket of bystanders) socket.end();
      }
    }),
  );
}

/** The chatters (one password hash for all) and the chat between the first two; its id. */
async function seedChatters(dataDir: string): Promise<number> {
  const ctx = await createContext(benchConfig(dataDir), { silent: true, reactors: false });
  try {
    const hash = await hashPassword(people.password);
    const ids = [];
    for (let i = 0; i < CHATTERS; i++) {
      const user = await createVerifiedUserWithHash(
        ctx,
        { name: `Chatter ${i}`, username: `chatter${i}`, email: `chatter${i}@example.com` },
        hash,
      );
      ids.push(user.id);
    }
    const sender = actorOf((await userById(ctx.db, ids[0]!))!);
    return await startChat(ctx, sender, [ids[1]!, ids[0]!]);
  } finally {
    await ctx.close();
  }
}

async function waitFor(value: () => number | undefined, timeoutMs: number): Promise<number> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const found = value();
    if (found !== undefined) return found;
    if (performance.now() > until) throw new Error("a message was not delivered within 5 s");
    await Bun.sleep(0);
  }
}

/** What a browser sends: an envelope of random bytes (the server cannot tell it from a real one). */
function envelope(): string {
  const random = (n: number) => toBase64url(crypto.getRandomValues(new Uint8Array(n)));
  return `v1.${random(12)}.${random(48)}`;
}
