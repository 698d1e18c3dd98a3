import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { appWithUsers, type TestUser } from "../../tests/accounts.ts";
import type { Zone } from "../../shared/api/zones.ts";
import { builtinZones } from "../../shared/zones.ts";

setDefaultTimeout(60_000);

/**
 * The zones list cannot be flooded: one's own zones always come first, and the others' are paged newest
 * first (`?before=<id>&limit=<n>`), so 221 zones made by one account push no one's out of reach. (This app
 * raises the write budgets, as a flood from many accounts would look.)
 */
const {
  t,
  users: { zone_keeper: keeper, zone_flooder: flooder, zone_visitor: visitor },
} = await appWithUsers("zone_keeper", "zone_flooder", "zone_visitor");

const form = { zone: "desert", autoAccess: false, avatar: 1, broadcastNotify: false };
async function create(user: TestUser, name: string, mode = "public"): Promise<string> {
  const answer = await t.json("POST", "/api/zones", { ...form, name, mode }, user.headers);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { path: string }).path;
}
async function list(user: TestUser, query = ""): Promise<Zone[]> {
  const answer = await t.json("GET", `/api/zones${query}`, undefined, user.headers);
  expect(answer.status).toBe(200);
  return answer.json();
}

const mine = [await create(keeper, "Keeper's Garden"), await create(keeper, "Keeper's Study", "private")];
const flood: string[] = [];
for (let i = 0; i < 221; i++) flood.push(await create(flooder, `Flood ${i}`));

describe("after another account made 221 zones", () => {
  test("the owner's own zones are still listed, first after the built-in ones, the private one too", async () => {
    const zones = await list(keeper);
    expect(zones.slice(0, builtinZones.length).every((z) => z.builtin)).toBe(true);
    const own = zones.slice(builtinZones.length, builtinZones.length + 2);
    expect(own.map((z) => z.path)).toEqual([...mine].reverse());
    expect(own.every((z) => z.mine && z.owner === "zone_keeper")).toBe(true);
    // Then a page of the others', newest first.
    const others = zones.slice(builtinZones.length + 2);
    expect(others).toHaveLength(20);
    expect(others.map((z) => z.path)).toEqual(flood.slice(-20).reverse());
    expect(others.some((z) => z.mine)).toBe(false);
  });

  test("a visitor pages through every zone exactly once, newest first, the keeper's public one at the end", async () => {
    const seen: string[] = [];
    let page = await list(visitor, "?limit=50");
    expect(page.slice(0, builtinZones.length).map((z) => z.path)).toEqual(builtinZones.map((z) => z.path));
    page = page.slice(builtinZones.length);
    let pages = 1;
    while (true) {
      seen.push(...page.map((z) => z.path));
      expect(page.length).toBeLessThanOrEqual(50);
      if (page.length < 50) break;
      page = await list(visitor, `?limit=50&before=${page.at(-1)!.id}`);
      pages += 1;
    }
    expect(pages).toBe(5);
    expect(seen).toEqual([...flood.slice().reverse(), mine[0]!]);
  });

  test("a later page holds no built-in zone and none of the caller's own", async () => {
    const first = await list(keeper, "?limit=5");
    const last = first.at(-1)!;
    const next = await list(keeper, `?limit=5&before=${last.id}`);
    expect(next.map((z) => z.path)).toEqual(flood.slice(-10, -5).reverse());
    expect(next.some((z) => z.builtin || z.mine)).toBe(false);
  });

  test("paging arguments out of range are refused with 400", async () => {
    for (const query of ["?limit=0", "?limit=101", "?before=abc", "?before=-1"]) {
      expect((await t.json("GET", `/api/zones${query}`, undefined, visitor.headers)).status).toBe(400);
    }
  });
});
