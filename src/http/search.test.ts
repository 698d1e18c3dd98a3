import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson, post } from "../../tests/posts.ts";
import { changeUser } from "../commands/users.ts";

setDefaultTimeout(30_000);

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await testApp();
  ann = await createUser(t, { username: "ann" });
  await createUser(t, { username: "ben" });
  await createUser(t, { username: "cat", name: "Annie Rivers" });
  const blocked = await createUser(t, { username: "bert" });
  await changeUser(t.ctx, blocked.id, "block");
});
afterAll(() => t.close());

const names = (list: { username: string }[]) => list.map((u) => u.username);
const foundPosts = async (q: string) =>
  (await getJson<{ posts: { ID: number }[] }>(t, ann, `/api/search?q=${q}`)).posts.map((p) => p.ID);

describe("search", () => {
  test("finds people by the beginning of their username or name, in any case", async () => {
    const byUsername = await getJson<{ users: { username: string }[] }>(t, ann, "/api/search?q=BE");
    expect(names(byUsername.users)).toEqual(["ben"]); // not "bert": blocked accounts are not found
    const byName = await getJson<{ users: { username: string }[] }>(t, ann, "/api/search?q=annie%20riv");
    expect(names(byName.users)).toEqual(["cat"]);
  });

  test("finds zones and games by name, and refuses an empty or too long query", async () => {
    const found = await getJson<{ games: { title: string }[] }>(t, ann, "/api/search?q=racers");
    expect(found.games.map((g) => g.title)).toEqual(["Nebula Racers"]);
    const zones = await getJson<{ zones: { name: string; path: string }[] }>(t, ann, "/api/search?q=CHILDREN");
    expect(zones.zones).toEqual([
      { name: "Children Park", path: "/zones/children-park" },
      { name: "Children Party", path: "/zones/children-party" },
    ]);
    expect((await t.json("GET", "/api/search?q=%20", undefined, ann.headers)).status).toBe(400);
    expect((await t.json("GET", `/api/search?q=${"a".repeat(101)}`, undefined, ann.headers)).status).toBe(400);
  });

  test("finds a post by the words of its text as it stands now: an edit or a deletion takes the old ones out", async () => {
    const id = await post(t, ann, "Sunrise over the Harbour");
    expect(await foundPosts("harbour")).toEqual([id]);
    const edited = await t.json(
      "PUT",
      `/api/content/${id}`,
      { context: "Moonlight in the castle", sharing: 1 },
      ann.headers,
    );
    expect(edited.status).toBe(200);
    expect(await foundPosts("harbour")).toEqual([]);
    expect(await foundPosts("MOON")).toEqual([id]);
    expect((await t.json("DELETE", `/api/content/${id}`, undefined, ann.headers)).status).toBe(200);
    expect(await foundPosts("moonlight")).toEqual([]);
    // Nothing of it is left behind in the words either.
    const left = await t.ctx.database.client.execute({
      sql: "select count(*) as n from post_words where post_bits & (1 << (?1 % 32)) and block = ?1 / 32",
      args: [id],
    });
    expect(Number(left.rows[0]!.n)).toBe(0);
    expect(
      Number(
        (await t.ctx.database.client.execute("select count(*) as n from post_words where post_bits = 0")).rows[0]!.n,
      ),
    ).toBe(0);
  });
});
