import { createContext } from "../../src/boot.ts";
import { createVerifiedUserWithHash } from "../../src/commands/users.ts";
import { hashPassword } from "../../src/auth/passwords.ts";
import { startSession } from "../../src/commands/sessions.ts";
import { benchConfig } from "./server.ts";

/**
 * `count` verified people named after `word` ("walker" → "Walker 0", @walker0), made straight through the
 * commands with one password hash for all, each with a real session: an access token stands only while the
 * session it names does.
 */
export async function peopleWithSessions(
  dataDir: string,
  count: number,
  word: string,
): Promise<{ userId: number; token: string }[]> {
  const ctx = await createContext(benchConfig(dataDir), { silent: true, reactors: false });
  try {
    const hash = await hashPassword("bench-password-long-enough");
    const name = word[0]!.toUpperCase() + word.slice(1);
    const people = [];
    for (let i = 0; i < count; i++) {
      const user = await createVerifiedUserWithHash(
        ctx,
        { name: `${name} ${i}`, username: `${word}${i}`, email: `${word}${i}@bench.example` },
        hash,
      );
      const { token } = await ctx.store.transact((tx) => startSession(ctx, tx, user, []));
      people.push({ userId: user.id, token });
    }
    return people;
  } finally {
    await ctx.close();
  }
}
