import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { appWithUsers, type TestUser } from "../../tests/accounts.ts";
import type { Zone } from "../../shared/api/zones.ts";
import { builtinZones } from "../../shared/zones.ts";

setDefaultTimeout(30_000);

const {
  t,
  users: { zone_owner: owner, zone_stranger: stranger },
} = await appWithUsers("zone_owner", "zone_stranger");

const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.json(method, path, body, user ? user.headers : {});
const form = {
  name: "Dune Camp",
  zone: "desert",
  mode: "public",
  autoAccess: false,
  avatar: 1,
  broadcastNotify: false,
};
async function create(fields: Partial<typeof form> = {}): Promise<string> {
  const answer = await call(owner, "POST", "/api/zones", { ...form, ...fields });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { path: string }).path;
}
async function list(user: TestUser): Promise<Zone[]> {
  const answer = await call(user, "GET", "/api/zones");
  expect(answer.status).toBe(200);
  return answer.json();
}
const slugOf = (path: string) => path.slice("/zones/".length);

describe("creating a zone", () => {
  test("stored and listed with its world, mode and owner; its path is its own", async () => {
    const path = await create({ name: "Dune Camp!" });
    expect(path).toMatch(/^\/zones\/dune-camp-\d+$/);
    const zone = (await list(stranger)).find((z) => z.path === path);
    expect(zone).toEqual({
      id: Number(path.split("-").at(-1)),
      name: "Dune Camp!",
      path,
      scene: "desert",
      mode: "public",
      builtin: false,
      owner: "zone_owner",
      mine: false,
      people: 0,
      mayEnter: true,
    });
    expect(await (await call(stranger, "GET", `/api/zones/${slugOf(path)}`)).json()).toEqual(zone);
    expect(await create({ name: "Dune Camp!" })).not.toBe(path);
  });

  test("a missing zone, mode or avatar: 400 with the form's words, and nothing stored", async () => {
    const before = (await list(owner)).length;
    for (const missing of ["zone", "mode", "avatar"]) {
      const { [missing as keyof typeof form]: _, ...rest } = form;
      const answer = await call(owner, "POST", "/api/zones", rest);
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toContain("Please select all required options.");
    }
    expect((await call(owner, "POST", "/api/zones", { ...form, zone: "atlantis" })).status).toBe(400);
    expect((await call(owner, "POST", "/api/zones", { ...form, avatar: 3 })).status).toBe(400);
    expect((await call(owner, "POST", "/api/zones", { ...form, name: "  " })).status).toBe(400);
    expect((await list(owner)).length).toBe(before);
  });

  test("anonymous callers get 401 and create nothing", async () => {
    expect((await call(null, "POST", "/api/zones", form)).status).toBe(401);
    expect((await call(null, "GET", "/api/zones")).status).toBe(401);
    expect((await call(null, "GET", "/api/zones/library")).status).toBe(401);
  });
});

describe("the modes, enforced on the server", () => {
  test("built-in zones are listed first and open to everyone signed in", async () => {
    const zones = await list(stranger);
    expect(zones.slice(0, builtinZones.length).map((z) => z.path)).toEqual(builtinZones.map((z) => z.path));
    expect(zones[0]).toEqual({
      id: null,
      name: "Library",
      path: "/zones/library",
      scene: "library",
      mode: "public",
      builtin: true,
      owner: null,
      mine: false,
      people: 0,
      mayEnter: true,
    });
    expect((await call(stranger, "GET", "/api/zones/mutant")).status).toBe(200);
    expect((await call(stranger, "GET", "/api/zones/no-such-zone-9")).status).toBe(404);
  });

  test("public: the owner and a stranger enter", async () => {
    const slug = slugOf(await create({ mode: "public" }));
    expect((await call(owner, "GET", `/api/zones/${slug}`)).status).toBe(200);
    expect((await call(stranger, "GET", `/api/zones/${slug}`)).status).toBe(200);
  });

  test("private: only the owner sees and enters it; a stranger gets 403 and does not see it listed", async () => {
    const path = await create({ name: "Secret Keep", zone: "castle", mode: "private" });
    expect((await call(owner, "GET", `/api/zones/${slugOf(path)}`)).status).toBe(200);
    const refused = await call(stranger, "GET", `/api/zones/${slugOf(path)}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "zone_private" });
    expect((await list(owner)).some((z) => z.path === path)).toBe(true);
    expect((await list(stranger)).some((z) => z.path === path)).toBe(false);
  });

  test("protected: listed to everyone (they may ask to enter), entered by the owner, 403 to a stranger", async () => {
    const path = await create({ name: "Guarded Shop", zone: "supermart", mode: "protected" });
    expect((await list(stranger)).find((z) => z.path === path)?.mode).toBe("protected");
    expect((await call(owner, "GET", `/api/zones/${slugOf(path)}`)).status).toBe(200);
    const refused = await call(stranger, "GET", `/api/zones/${slugOf(path)}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "zone_protected" });
  });
});

describe("notes", () => {
  test("each person's own: saved, read back, never shown to another", async () => {
    expect(await (await call(owner, "GET", "/api/zones/library/notes")).json()).toEqual({ text: "" });
    const saved = await call(owner, "PUT", "/api/zones/library/notes", { text: "Chapter 3 of Dracula" });
    expect(saved.status).toBe(200);
    expect(await (await call(owner, "GET", "/api/zones/library/notes")).json()).toEqual({
      text: "Chapter 3 of Dracula",
    });
    expect(await (await call(stranger, "GET", "/api/zones/library/notes")).json()).toEqual({ text: "" });
    await call(owner, "PUT", "/api/zones/library/notes", { text: "" });
    expect(await (await call(owner, "GET", "/api/zones/library/notes")).json()).toEqual({ text: "" });
  });

  test("a zone the caller may not enter: 403; no such zone: 404; anonymous: 401", async () => {
    const slug = slugOf(await create({ mode: "private" }));
    expect((await call(owner, "PUT", `/api/zones/${slug}/notes`, { text: "mine" })).status).toBe(200);
    expect((await call(stranger, "PUT", `/api/zones/${slug}/notes`, { text: "x" })).status).toBe(403);
    expect((await call(stranger, "GET", `/api/zones/${slug}/notes`)).status).toBe(403);
    expect((await call(stranger, "GET", "/api/zones/nowhere-1/notes")).status).toBe(404);
    expect((await call(null, "PUT", "/api/zones/library/notes", { text: "x" })).status).toBe(401);
    expect((await call(owner, "PUT", "/api/zones/library/notes", { text: "x".repeat(10_001) })).status).toBe(400);
  });
});
