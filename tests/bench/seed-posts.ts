import { loadConfig } from "../../src/config.ts";
import { createContext } from "../../src/boot.ts";
import { createVerifiedUserWithHash } from "../../src/commands/users.ts";
import { issueAccessToken } from "../../src/auth/tokens.ts";
import { postStream } from "../../events/posts.ts";
import { verifiedUserByUsername } from "../../projections/users.queries.ts";

const PER_TRANSACTION = 5000;
const words = ["sunrise", "harbour", "picnic", "castle", "racing", "friends", "zone", "music", "coffee", "galaxy", "mermaid", "desert"];

/**
 * Appends `count` more PostCreated events to the log in DATA_DIR `dataDir`, in large transactions straight
 * through the store (HTTP would take far longer), by a few authors; four in five are public. Returns an
 * access token of one author, for the requests of the bench.
 */
export async function seedPosts(dataDir: string, count: number): Promise<string> {
  const ctx = await createContext(loadConfig({ DATA_DIR: dataDir }), { silent: true });
  try {
    const authors: number[] = [];
    for (let i = 0; i < 8; i++) authors.push(await benchAuthor(ctx, `bench${i}`));
    for (let done = 0; done < count; done += PER_TRANSACTION) {
      await ctx.store.transact(async (tx) => {
        const block = Math.min(PER_TRANSACTION, count - done);
        const first = await tx.nextId("posts", block);
        for (let id = first; id < first + block; id++) {
          const context = `Post ${id}: ${words.filter((_, w) => (id >> w) & 1).join(" ")} ${"lorem ipsum ".repeat(id % 8)}`;
          await tx.append(postStream(id), 0, [
            { type: "PostCreated", data: { id, author: authors[id % authors.length]!, context, sharing: id % 5 === 0 ? 2 : 1, media: null } },
          ]);
        }
      });
    }
    return await issueAccessToken(ctx, authors[0]!);
  } finally {
    await ctx.close();
  }
}

async function benchAuthor(ctx: Awaited<ReturnType<typeof createContext>>, username: string): Promise<number> {
  const existing = await verifiedUserByUsername(ctx.db, username);
  if (existing) return existing.id;
  const user = await createVerifiedUserWithHash(ctx, { name: `Bench ${username}`, username, email: `${username}@example.com` }, "not-a-hash");
  return user.id;
}
