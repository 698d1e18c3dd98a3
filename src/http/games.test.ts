import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { befriend } from "../../tests/friends.ts";
import { publicDir } from "../paths.ts";
import { configuredCatalogue } from "../games/settings.ts";
import { gameCommands } from "../cli/games.ts";
import type { GameListItem } from "../../shared/api/games.ts";

let t: TestApp;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
beforeAll(async () => {
  t = await testApp();
  ann = await createUser(t, { username: "game_ann" });
  ben = await createUser(t, { username: "game_ben" });
  cat = await createUser(t, { username: "game_cat" });
});
afterAll(() => t.close());

async function list(user: TestUser, deviceType: string): Promise<GameListItem[]> {
  const response = await t.json("POST", "/api/games", { deviceType }, user.headers);
  expect(response.status).toBe(200);
  return response.json();
}

async function idOf(title: string): Promise<number> {
  return (await list(ann, "pc")).concat(await list(ann, "mobile")).find((g) => g.title === title)!.id;
}

test("the featured games are public: sixteen, each with its own id and artwork shipped in public/", async () => {
  const response = await t.json("GET", "/api/games/featured");
  expect(response.status).toBe(200);
  const games: { id: number; title: string; image: string }[] = await response.json();
  expect(games).toHaveLength(16);
  expect(new Set(games.map((g) => g.id)).size).toBe(16);
  for (const game of games) expect(existsSync(join(publicDir, game.image))).toBe(true);
});

test("POST /api/videos lists the shipped videos with a poster each, a small WebP served here", async () => {
  const response = await t.json("POST", "/api/videos", { deviceType: "mobile" }, ann.headers);
  expect(response.status).toBe(200);
  const videos: { URL: string; Title: string; Poster: string }[] = await response.json();
  expect(videos[0]).toMatchObject({ URL: "/videos/neon-city.webm", Title: "Neon City Flythrough" });
  for (const video of videos) {
    expect(video.Poster).toBe(video.URL.replace(/\.webm$/, ".webp"));
    const poster = await t.json("GET", video.Poster);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/webp");
    expect((await poster.arrayBuffer()).byteLength).toBeLessThan(20_000);
  }
});

describe("POST /api/games", () => {
  test("lists the games that suit the device, each with its frame size, address and cover", async () => {
    const pc = await list(ann, "pc");
    const mobile = await list(ann, "mobile");
    const titles = (games: GameListItem[]) => games.map((g) => g.title);
    // Pixel Kingdom and Lunar Outpost declare pc only, Haunted Factory mobile only.
    expect(titles(pc)).toContain("Pixel Kingdom");
    expect(titles(pc)).not.toContain("Haunted Factory");
    expect(titles(mobile)).toContain("Haunted Factory");
    expect(titles(mobile)).not.toContain("Lunar Outpost");
    expect(pc).toHaveLength(15);
    expect(mobile).toHaveLength(14);
    const frost = pc.find((g) => g.title === "Frost Peak")!;
    expect(frost).toEqual({
      id: frost.id,
      url: "/games/frost-peak/",
      title: "Frost Peak",
      width: 480,
      height: 720,
      isFavorited: false,
      image_url: "/games/frost-peak.svg",
    });
  });

  test("refuses a device it does not know", async () => {
    const response = await t.json("POST", "/api/games", { deviceType: "tv" }, ann.headers);
    expect(response.status).toBe(400);
  });
});

describe("GET /api/game/{gameId}", () => {
  test("answers one game", async () => {
    const id = await idOf("Pixel Kingdom");
    const response = await t.json("GET", `/api/game/${id}`, undefined, ann.headers);
    expect(await response.json()).toEqual({
      id,
      title: "Pixel Kingdom",
      url: "/games/pixel-kingdom/",
      width: 800,
      height: 600,
      image_url: "/games/pixel-kingdom.svg",
    });
  });

  test("an unknown id, or one no game could have, is 404 Game not found", async () => {
    for (const id of ["999999", "0", "abc", "1.5", "01"]) {
      const response = await t.json("GET", `/api/game/${id}`, undefined, ann.headers);
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      expect((await response.json()).message).toBe("Game not found");
    }
  });
});

describe("favourites", () => {
  test("favouriting twice keeps one favourite; the lists show it as favourited to that person only", async () => {
    const id = await idOf("Neon Drift");
    for (let i = 0; i < 2; i++) {
      const response = await t.json("POST", `/api/fav/${id}`, undefined, ann.headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ isFavorited: true });
    }
    const favourites = await (await t.json("GET", "/api/fav", undefined, ann.headers)).json();
    expect(favourites).toEqual([{ id, title: "Neon Drift", image_url: "/games/neon-drift.svg" }]);
    expect((await list(ann, "pc")).find((g) => g.id === id)!.isFavorited).toBe(true);
    expect((await list(ben, "pc")).find((g) => g.id === id)!.isFavorited).toBe(false);
    expect(await (await t.json("GET", "/api/fav", undefined, ben.headers)).json()).toEqual([]);
  });

  test("the newest favourite comes first; taking one back twice leaves it gone", async () => {
    const first = await idOf("Coral Quest");
    const second = await idOf("Sky Harbor");
    await t.json("POST", `/api/fav/${first}`, undefined, cat.headers);
    await t.json("POST", `/api/fav/${second}`, undefined, cat.headers);
    const ids = async () =>
      ((await (await t.json("GET", "/api/fav", undefined, cat.headers)).json()) as { id: number }[]).map((g) => g.id);
    expect(await ids()).toEqual([second, first]);
    for (let i = 0; i < 2; i++) {
      const response = await t.json("DELETE", `/api/fav/${second}`, undefined, cat.headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ isFavorited: false });
    }
    expect(await ids()).toEqual([first]);
  });

  test("a game that does not exist cannot be favourited: 404 Game not found", async () => {
    const response = await t.json("POST", "/api/fav/999999", undefined, ann.headers);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe("Game not found");
  });
});

describe("scores", () => {
  test("only a new best is kept; the page reads the caller's best and the best among their friends", async () => {
    const id = await idOf("Frost Peak");
    const score = (user: TestUser, value: unknown) =>
      t.json("POST", `/api/game/${id}/score`, { score: value }, user.headers);
    const scores = async (user: TestUser) =>
      (await t.json("GET", `/api/game/${id}/scores`, undefined, user.headers)).json();

    expect(await scores(ann)).toEqual({ best: null, friends: null });
    expect(await (await score(ann, 120)).json()).toEqual({ best: 120, improved: true });
    expect(await (await score(ann, 80)).json()).toEqual({ best: 120, improved: false });
    expect(await (await score(ann, 300)).json()).toEqual({ best: 300, improved: true });
    await score(ben, 500);
    await score(cat, 900);
    await befriend(t, ann, ben);
    // Cat is no friend of Ann's: her 900 is not shown to Ann.
    expect(await scores(ann)).toEqual({
      best: 300,
      friends: { score: 500, username: "game_ben", name: expect.any(String) },
    });
    expect((await scores(ben)).friends).toMatchObject({ score: 300, username: "game_ann" });
  });

  test("a score that is not a whole number between 0 and a billion is refused", async () => {
    const id = await idOf("Frost Peak");
    for (const value of [-1, 1.5, "12", 1_000_000_001, null]) {
      const response = await t.json("POST", `/api/game/${id}/score`, { score: value }, cat.headers);
      expect({ value, status: response.status }).toEqual({ value, status: 400 });
    }
  });
});

describe("the operator's catalogue file", () => {
  test("adds games and videos hosted elsewhere at start, on the devices the file names", async () => {
    const file = join(t.dir, "catalogue.json");
    const chess = { key: "chess", title: "Chess Online", url: "https://chess.example/embed", devices: ["pc"] };
    const clip = { key: "clip", title: "A clip", url: "https://video.example/embed/1" };
    writeFileSync(file, JSON.stringify({ games: [chess], videos: [clip] }));
    const first = await testApp({ CATALOGUE_FILE: file });
    try {
      const user = await createUser(first, { username: "operator_reader" });
      const games: GameListItem[] = await (
        await first.json("POST", "/api/games", { deviceType: "pc" }, user.headers)
      ).json();
      expect(games.at(-1)).toMatchObject({
        title: "Chess Online",
        url: "https://chess.example/embed",
        width: 800,
        height: 600,
        image_url: "",
      });
      expect(
        (await (await first.json("POST", "/api/games", { deviceType: "mobile" }, user.headers)).json()).map(
          (g: GameListItem) => g.title,
        ),
      ).not.toContain("Chess Online");
      const videos = await (await first.json("POST", "/api/videos", { deviceType: "mobile" }, user.headers)).json();
      expect(videos.at(-1)).toMatchObject({ URL: "https://video.example/embed/1", Title: "A clip" });
    } finally {
      await first.close();
    }
  });

  test("a file with an address that is not https or a path here stops the start, saying where", async () => {
    const file = join(t.dir, "bad-catalogue.json");
    writeFileSync(file, JSON.stringify({ games: [{ key: "evil", title: "Evil", url: "javascript:alert(1)" }] }));
    expect(() => configuredCatalogue(file)).toThrow("games.0.url");
  });
});

describe("bun run cli games add / remove", () => {
  const run = (name: string, args: string[]) => gameCommands.find((c) => c.name === name)!.run(t.ctx, args);

  test("a game added from the command line is listed at once; removed, its page is Game not found", async () => {
    await run("games add", [
      JSON.stringify({
        key: "cli-chess",
        title: "Cli Chess",
        url: "https://chess.example/embed",
        width: 640,
        height: 640,
      }),
    ]);
    const added = (await list(ann, "mobile")).find((g) => g.title === "Cli Chess")!;
    expect(added).toMatchObject({ url: "https://chess.example/embed", width: 640, height: 640 });
    await expect(
      run("games add", [JSON.stringify({ key: "cli-chess", title: "Again", url: "/games/x/" })]),
    ).rejects.toMatchObject({ status: 409 });
    await run("games remove", ["cli-chess"]);
    expect((await t.json("GET", `/api/game/${added.id}`, undefined, ann.headers)).status).toBe(404);
  });

  test("a shipped game cannot be removed there (it would come back at the next start); a bad entry says what is wrong", async () => {
    await expect(run("games remove", ["frost-peak"])).rejects.toMatchObject({ status: 409, code: "game_source" });
    await expect(
      run("games add", [JSON.stringify({ key: "x", title: "X", url: "http://plain.example/" })]),
    ).rejects.toMatchObject({ status: 400 });
  });
});
