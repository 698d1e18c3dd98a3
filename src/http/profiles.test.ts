import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { appWithUsers, type TestUser } from "../../tests/accounts.ts";
import { getJson, post } from "../../tests/posts.ts";
import type { Profile } from "../../shared/api/profiles.ts";

setDefaultTimeout(30_000);

const {
  t,
  users: { ann, ben, cat },
} = await appWithUsers("ann", "ben", "cat");

describe("profiles", () => {
  test("the own profile has the e-mail; another's has how the caller stands with them", async () => {
    const own = await getJson<Profile & { email: string }>(t, ann, "/api/profile/");
    expect(own).toMatchObject({
      id: ann.id,
      username: "ann",
      name: ann.name,
      email: ann.email,
      profile: null,
      organisation: null,
      friendship: "self",
    });
    const other = await getJson<Record<string, unknown>>(t, ann, "/api/profile/BEN");
    expect(other).toMatchObject({ id: ben.id, username: "ben", friendship: "none" });
    expect(other.email).toBeUndefined();
    await getJson(t, ann, "/api/profile/nobody_here", 404);
  });

  test("name and organisation change; the name shows on posts and in the session", async () => {
    const response = await t.json(
      "PUT",
      "/api/profile",
      { name: "Annie Rivers", organisation: "Harbour Club" },
      cat.headers,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "Annie Rivers", organisation: "Harbour Club" });
    const id = await post(t, cat, "Renamed", 1);
    expect(await getJson(t, ann, `/api/contents/item/${id}`)).toMatchObject({
      user_name: "Annie Rivers",
      user_orgname: "Harbour Club",
    });
    expect(await getJson(t, cat, "/api/shell")).toMatchObject({ user: { name: "Annie Rivers" } });

    await t.json("PUT", "/api/profile", { organisation: "" }, cat.headers);
    expect(await getJson(t, cat, "/api/profile/")).toMatchObject({ name: "Annie Rivers", organisation: null });
    expect((await t.json("PUT", "/api/profile", { name: " " }, cat.headers)).status).toBe(400);
  });

  test("a new picture is an image only; its URL becomes the profile's and the old file goes", async () => {
    const { png } = await import("../../tests/media-fixtures.ts");
    const upload = (file: File) => {
      const form = new FormData();
      form.set("profile", file);
      return t.app.request("/api/profile/set", { method: "POST", headers: ben.headers, body: form });
    };
    const first = await (await upload(new File([png()], "me.png"))).json();
    expect(first.profile).toMatch(/^\/media\/\d{4}\/[\w-]{24}(?:-\d{1,4})?\.(?:png|jpg)$/);
    expect(await getJson(t, ann, "/api/profile/ben")).toMatchObject({ profile: first.profile });

    const second = await (await upload(new File([png(4, 4)], "me2.png"))).json();
    expect((await t.app.request(second.profile)).status).toBe(200);
    // The media reactor deletes the old file after the answer.
    await t.ctx.reactors.settled();
    expect((await t.app.request(first.profile)).status).toBe(404);

    expect((await upload(new File(["plain text"], "x.png", { type: "image/png" }))).status).toBe(415);
  });

  test("reactions: one of the 4 emoji per person, a new one replaces it, counted per emoji", async () => {
    const react = (from: TestUser, emoji: string) =>
      t.json("POST", "/api/profile/ann/reaction", { emoji }, from.headers);
    expect(await (await react(ben, "❤️")).json()).toEqual({ counts: { "❤️": 1, "👍": 0, "😂": 0, "😮": 0 }, mine: "❤️" });
    await react(cat, "❤️");
    expect(await (await react(ben, "😂")).json()).toEqual({
      counts: { "❤️": 1, "👍": 0, "😂": 1, "😮": 0 },
      mine: "😂",
    });
    expect((await getJson<Profile>(t, cat, "/api/profile/ann")).reactions).toEqual({
      counts: { "❤️": 1, "👍": 0, "😂": 1, "😮": 0 },
      mine: "❤️",
    });
    expect((await react(ben, "🐙")).status).toBe(400);
    expect((await react(ann, "❤️")).status).toBe(403);

    // The same reaction again changes nothing, so it records nothing.
    const recorded = async () =>
      (await t.ctx.db.all(sql`select 1 from events where type = 'ProfileReactionGiven'`)).length;
    const before = await recorded();
    expect((await react(ben, "😂")).status).toBe(200);
    expect(await recorded()).toBe(before);
  });
});
