import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { appWithUsers, createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import type { AdminAction, AdminUser, UserList } from "../../shared/api/admin.ts";
import { recordActivity } from "../commands/activity.ts";
import { actionsOn } from "../../projections/admin.queries.ts";

setDefaultTimeout(30_000);

const {
  t,
  users: { member },
} = await appWithUsers("member");
const boss = await createUser(t, { username: "boss", admin: true });
const root = await createUser(t, { username: "root", admin: true });

const as = (user: TestUser | null) => (user ? user.headers : {});
const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.json(method, path, body, as(user));
const editOf = (u: AdminUser) => ({
  name: u.name,
  email: u.email,
  username: u.username,
  is_admin: u.is_admin,
  is_blocked: u.is_blocked,
  is_verified: u.is_verified,
});
async function row(id: number): Promise<AdminUser> {
  const list = (await (await call(boss, "GET", "/api/monitor/?limit=100")).json()) as UserList;
  return list.data.find((u) => u.id === id)!;
}
async function history(id: number): Promise<AdminAction[]> {
  return ((await (await call(boss, "GET", `/api/monitor/${id}/history`)).json()) as { data: AdminAction[] }).data;
}

describe("who may call the administration API", () => {
  const cases: [string, string, unknown?][] = [
    ["GET", "/api/monitor/"],
    ["GET", "/api/monitor"],
    [
      "POST",
      "/api/monitor/edit/2",
      { name: "X", email: "x@example.com", username: "xxx", is_admin: false, is_blocked: false, is_verified: true },
    ],
    ["DELETE", "/api/monitor/2"],
    ["GET", "/api/monitor/2"],
    ["GET", "/api/monitor/2/history"],
  ];
  for (const [method, path, body] of cases) {
    test(`${method} ${path}: 401 anonymous, 403 for a member`, async () => {
      expect((await call(null, method, path, body)).status).toBe(401);
      const refused = await call(member, method, path, body);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "forbidden" });
    });
  }
  test("a member's refused calls changed nothing", async () => {
    expect((await row(member.id)).is_verified).toBe(true);
    expect(await history(member.id)).toEqual([]);
  });
});

describe("the user table", () => {
  test("lists every live account with the fields of API.md", async () => {
    const list = (await (await call(boss, "GET", "/api/monitor/")).json()) as UserList;
    const mine = list.data.find((u) => u.id === member.id);
    expect(mine).toEqual({
      id: member.id,
      name: member.name,
      email: member.email,
      username: "member",
      last_active: null,
      is_admin: false,
      is_blocked: false,
      is_verified: true,
    });
  });

  test("pages in each order without losing or repeating anyone, and filters by a username or e-mail prefix", async () => {
    for (let i = 0; i < 7; i++) await createUser(t, { username: `pager${i}`, email: `zz${i}@pager.example` });
    await recordActivity(t.ctx, [{ userId: member.id, at: "2026-11-01T10:00:00.000Z" }]);
    for (const order of ["newest", "username", "active"] as const) {
      const seen: AdminUser[] = [];
      let after: number | null = null;
      do {
        const page = (await (
          await call(boss, "GET", `/api/monitor/?order=${order}&limit=3${after ? `&after=${after}` : ""}`)
        ).json()) as UserList;
        seen.push(...page.data);
        after = page.next;
      } while (after !== null);
      const all = ((await (await call(boss, "GET", `/api/monitor/?order=${order}&limit=100`)).json()) as UserList).data;
      expect(seen.map((u) => u.id)).toEqual(all.map((u) => u.id));
      expect(new Set(seen.map((u) => u.id)).size).toBe(seen.length);
      if (order === "username") expect(all.map((u) => u.username)).toEqual(all.map((u) => u.username).toSorted());
      if (order === "active") expect(all[0]!.id).toBe(member.id);
      if (order === "newest") expect(all.map((u) => u.id)).toEqual(all.map((u) => u.id).toSorted((a, b) => b - a));
    }
    const byName = ((await (await call(boss, "GET", "/api/monitor/?q=PAGER")).json()) as UserList).data;
    expect(byName.map((u) => u.username).toSorted()).toEqual([
      "pager0",
      "pager1",
      "pager2",
      "pager3",
      "pager4",
      "pager5",
      "pager6",
    ]);
    const byEmail = ((await (await call(boss, "GET", "/api/monitor/?q=zz3@")).json()) as UserList).data;
    expect(byEmail.map((u) => u.username)).toEqual(["pager3"]);
  });
});

describe("editing an account", () => {
  test("saves the details and flags, records each change naming the admin, and 409s a taken username", async () => {
    const target = await createUser(t, { username: "edited" });
    const before = await row(target.id);
    const saved = await call(boss, "POST", `/api/monitor/edit/${target.id}`, {
      ...editOf(before),
      name: "New Name",
      username: "Renamed",
      is_admin: true,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: "User updated successfully" });
    expect(await row(target.id)).toMatchObject({ name: "New Name", username: "renamed", is_admin: true });
    const actions = await history(target.id);
    expect(actions.map((a) => [a.action, a.admin.username])).toEqual([
      ["UserPromoted", "boss"],
      ["UserEdited", "boss"],
    ]);
    expect(actions[1]!.detail).toEqual({ name: "New Name", username: "renamed", email: target.email });

    const taken = await call(boss, "POST", `/api/monitor/edit/${target.id}`, {
      ...editOf(await row(target.id)),
      username: "member",
    });
    expect(taken.status).toBe(409);
    expect((await row(target.id)).username).toBe("renamed");
    expect((await call(boss, "POST", `/api/monitor/edit/999999`, editOf(before))).status).toBe(404);
    expect(
      (await call(boss, "POST", `/api/monitor/edit/${target.id}`, { ...editOf(before), username: "a b" })).status,
    ).toBe(400);
  });

  test("saving what is already there records nothing", async () => {
    const target = await createUser(t, { username: "untouched" });
    expect((await call(boss, "POST", `/api/monitor/edit/${target.id}`, editOf(await row(target.id)))).status).toBe(200);
    expect(await history(target.id)).toEqual([]);
  });

  test("an admin cannot demote, block or unverify themselves, nor delete their own account", async () => {
    const self = editOf(await row(boss.id));
    for (const change of [{ is_admin: false }, { is_blocked: true }, { is_verified: false }]) {
      const refused = await call(boss, "POST", `/api/monitor/edit/${boss.id}`, { ...self, ...change });
      expect(refused.status).toBe(403);
    }
    expect((await call(boss, "DELETE", `/api/monitor/${boss.id}`)).status).toBe(403);
    expect(await row(boss.id)).toMatchObject({ is_admin: true, is_blocked: false, is_verified: true });
    expect(await history(boss.id)).toEqual([]);
    // Another admin may.
    expect((await call(root, "POST", `/api/monitor/edit/${boss.id}`, { ...self, name: "Boss" })).status).toBe(200);
    expect((await history(boss.id)).map((a) => a.admin.username)).toEqual(["root"]);
  });

  test("blocking ends the person's live session at once; unblocking lets them sign in again", async () => {
    const target = await createUser(t, { username: "to_block" });
    const session = await loginAs(t, target);
    expect((await t.json("GET", "/api/contents/global", undefined, session.headers)).status).toBe(200);
    const blocking = await call(boss, "POST", `/api/monitor/edit/${target.id}`, {
      ...editOf(await row(target.id)),
      is_blocked: true,
    });
    expect(blocking.status).toBe(200);
    expect((await t.json("GET", "/api/contents/global", undefined, session.headers)).status).toBeOneOf([401, 403]);
    expect((await t.json("POST", "/api/auth/refresh", { refreshToken: session.refresh })).status).toBe(401);
    expect(
      (await t.json("POST", "/api/auth/login", { emailOrUsername: "to_block", password: target.password })).status,
    ).toBe(403);

    expect(
      (
        await call(boss, "POST", `/api/monitor/edit/${target.id}`, {
          ...editOf(await row(target.id)),
          is_blocked: false,
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.json("POST", "/api/auth/login", { emailOrUsername: "to_block", password: target.password })).status,
    ).toBe(200);
    expect((await history(target.id)).map((a) => a.action)).toEqual(["UserUnblocked", "UserBlocked"]);
  });

  test("a demoted admin's next call is refused, even with the token they had", async () => {
    const other = await createUser(t, { username: "short_admin", admin: true });
    expect((await call(other, "GET", "/api/monitor/")).status).toBe(200);
    expect(
      (await call(boss, "POST", `/api/monitor/edit/${other.id}`, { ...editOf(await row(other.id)), is_admin: false }))
        .status,
    ).toBe(200);
    expect((await call(other, "GET", "/api/monitor/")).status).toBe(403);
    expect((await call(other, "DELETE", `/api/monitor/${member.id}`)).status).toBe(403);
  });
});

describe("deleting an account", () => {
  test("removes it from the table, ends its sessions, frees its username and is recorded", async () => {
    const target = await createUser(t, { username: "leaving" });
    const deleted = await call(boss, "DELETE", `/api/monitor/${target.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "User deleted successfully" });
    expect(await row(target.id)).toBeUndefined();
    expect((await t.json("GET", "/api/contents/global", undefined, target.headers)).status).toBe(401);
    expect((await call(boss, "DELETE", `/api/monitor/${target.id}`)).status).toBe(404);
    expect((await call(boss, "GET", `/api/monitor/${target.id}`)).status).toBe(404);
    const actions = await actionsOn(t.ctx.db, target.id, { limit: 10 });
    expect(actions.map((a) => [a.adminUsername, a.action])).toEqual([["boss", "UserDeleted"]]);
    await createUser(t, { username: "leaving", email: "leaving-again@example.com" });
  });
});

describe("a person's activity", () => {
  test("one row per UTC day, newest first, with the first and last time seen", async () => {
    const target = await createUser(t, { username: "active_one" });
    await recordActivity(t.ctx, [
      { userId: target.id, at: "2026-11-20T08:00:00.000Z" },
      { userId: target.id, at: "2026-11-20T17:30:00.000Z" },
      { userId: target.id, at: "2026-11-21T09:15:00.000Z" },
    ]);
    const answer = await call(boss, "GET", `/api/monitor/${target.id}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      data: [
        {
          user_id: target.id,
          date: "2026-11-21",
          first_active: "2026-11-21T09:15:00.000Z",
          last_active: "2026-11-21T09:15:00.000Z",
        },
        {
          user_id: target.id,
          date: "2026-11-20",
          first_active: "2026-11-20T08:00:00.000Z",
          last_active: "2026-11-20T17:30:00.000Z",
        },
      ],
    });
    const older = (await (await call(boss, "GET", `/api/monitor/${target.id}?before=2026-11-21`)).json()) as {
      data: { date: string }[];
    };
    expect(older.data.map((d) => d.date)).toEqual(["2026-11-20"]);
    expect((await call(boss, "GET", "/api/monitor/999999")).status).toBe(404);
  });
});
