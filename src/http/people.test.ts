import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson } from "../../tests/posts.ts";
import { changeUser } from "../commands/users.ts";
import type { UserSummary } from "../../shared/api/users.ts";
import { eq } from "drizzle-orm";
import { profileNameWords } from "../../projections/profiles.schema.ts";

setDefaultTimeout(30_000);

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await testApp();
  ann = await createUser(t, { username: "ann" });
  await createUser(t, { username: "bobs", name: "Roberta Stone" });
  await createUser(t, { username: "bob", name: "Robert Bell" });
  await createUser(t, { username: "zed", name: "Bonnie Parker" });
  const blocked = await createUser(t, { username: "bobby" });
  await changeUser(t.ctx, blocked.id, "block");
});
afterAll(() => t.close());

const found = async (q: string) =>
  (await getJson<UserSummary[]>(t, ann, `/api/people?q=${encodeURIComponent(q)}`)).map((u) => u.username);

describe("finding people by the start of their username or name", () => {
  test('"bo", "Bob" and "@bobs" find bob and bobs, the exact username first, names after usernames, never a blocked account', async () => {
    expect(await found("bo")).toEqual(["bob", "bobs", "zed"]);
    expect(await found("b")).toEqual(["bob", "bobs", "zed"]); // usernames, then names, then "Robert Bell"'s later word: bob already listed
    expect(await found("Bob")).toEqual(["bob", "bobs"]);
    expect(await found("@bobs")).toEqual(["bobs"]);
    expect(await found("rob")).toEqual(["bob", "bobs"]);
    expect(await found("st")).toEqual(["bobs"]); // a later word of the name: Roberta Stone
    expect(await found("par")).toEqual(["zed"]);
    expect(await found("nobody")).toEqual([]);
  });

  test("each person as {id, username, name, profile}", async () => {
    const [bob] = await getJson<UserSummary[]>(t, ann, "/api/people?q=bob");
    expect(bob).toEqual({ id: expect.any(Number), username: "bob", name: "Robert Bell", profile: null });
  });

  test("/api/search and the chat search take the same spellings", async () => {
    expect(
      (await getJson<{ users: UserSummary[] }>(t, ann, "/api/search?q=%40Bob")).users.map((u) => u.username),
    ).toEqual(["bob", "bobs"]);
    expect(await getJson(t, ann, "/api/chat/search/%40Bobs")).toEqual({
      id: expect.any(Number),
      username: "bobs",
      profile: null,
    });
    await getJson(t, ann, "/api/chat/search/bobby", 404);
  });

  test("a deleted account is not found, and its name's words are gone from the index", async () => {
    const gone = await createUser(t, { username: "quill", name: "Quentin Tarantula" });
    expect(await found("tarant")).toEqual(["quill"]);
    await changeUser(t.ctx, gone.id, "delete");
    expect(await found("tarant")).toEqual([]);
    expect(await found("quill")).toEqual([]);
    const words = await t.ctx.db.select().from(profileNameWords).where(eq(profileNameWords.userId, gone.id));
    expect(words).toEqual([]);
  });

  test("an empty or too long query is refused", async () => {
    expect((await t.json("GET", "/api/people?q=%20", undefined, ann.headers)).status).toBe(400);
    expect((await t.json("GET", `/api/people?q=${"a".repeat(101)}`, undefined, ann.headers)).status).toBe(400);
  });
});
