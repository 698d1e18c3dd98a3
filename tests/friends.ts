import type { TestApp } from "./harness.ts";
import type { TestUser } from "./accounts.ts";

/** `a` asks, `b` accepts: they are friends. */
export async function befriend(t: TestApp, a: TestUser, b: TestUser) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const response = await t.json("POST", `/api/friends/${to.username}`, undefined, from.headers);
    if (response.status !== 200) throw new Error(`befriending answered ${response.status}`);
  }
}
