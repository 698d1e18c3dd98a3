import { describe, expect, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideScore, planSync, type Definition, type Recorded } from "./games.decide.ts";

interface Entry extends Definition {
  title: string;
  devices: string[];
}

const entry = (key: string, title: string, source: Definition["source"] = "shipped", devices = ["pc"]): Entry => ({
  key,
  title,
  source,
  devices,
});
const recorded = (id: number, definition: Entry, removed = false): Recorded<Entry> => ({ ...definition, id, removed });

describe("planSync: bringing the catalogue in line with a source", () => {
  test("given nothing recorded, every listed entry is added", () => {
    const wanted = [entry("snake", "Snake"), entry("pong", "Pong")];
    expect(planSync({ source: "shipped", wanted }, [])).toEqual(
      wanted.map((definition) => ({ kind: "add", definition })),
    );
  });

  test("given the same entries recorded (devices in another order), nothing is done", () => {
    const snake = entry("snake", "Snake", "shipped", ["mobile", "pc"]);
    expect(
      planSync({ source: "shipped", wanted: [snake] }, [recorded(1, { ...snake, devices: ["pc", "mobile"] })]),
    ).toEqual([]);
  });

  test("a changed definition is a change under the same id; a removed entry listed again comes back under its id", () => {
    const steps = planSync({ source: "shipped", wanted: [entry("snake", "Snake II"), entry("pong", "Pong")] }, [
      recorded(1, entry("snake", "Snake")),
      recorded(2, entry("pong", "Pong"), true),
    ]);
    expect(steps).toEqual([
      { kind: "change", id: 1, definition: entry("snake", "Snake II") },
      { kind: "restore", id: 2, definition: entry("pong", "Pong") },
    ]);
  });

  test("an entry of this source no longer listed is removed; other sources' entries are left alone", () => {
    const steps = planSync({ source: "settings", wanted: [] }, [
      recorded(1, entry("snake", "Snake")),
      recorded(2, entry("chess", "Chess", "settings")),
      recorded(3, entry("go", "Go", "settings"), true),
    ]);
    expect(steps).toEqual([{ kind: "remove", id: 2, key: "chess" }]);
  });

  test("a key another source holds is a conflict, never a change: two sources would undo each other at every start", () => {
    const steps = planSync({ source: "settings", wanted: [entry("snake", "My Snake", "settings")] }, [
      recorded(1, entry("snake", "Snake")),
    ]);
    expect(steps).toEqual([{ kind: "conflict", key: "snake", heldBy: "shipped" }]);
  });
});

describe("decideScore: only a new best is recorded", () => {
  const decide = decider(decideScore);
  const round = { userId: 7, gameId: 3, score: 40 };

  test("the first round is a best, even at 0", () => {
    decide
      .given(null)
      .when({ ...round, score: 0 })
      .then({ events: [{ type: "ScoreRecorded", data: { ...round, score: 0 } }], best: 0, improved: true });
  });
  test("a higher score is recorded", () => {
    decide
      .given(30)
      .when(round)
      .then({ events: [{ type: "ScoreRecorded", data: round }], best: 40, improved: true });
  });
  test("an equal or lower score records nothing and keeps the best", () => {
    decide.given(40).when(round).then({ events: [], best: 40, improved: false });
    decide.given(90).when(round).then({ events: [], best: 90, improved: false });
  });
});
