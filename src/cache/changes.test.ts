import { expect, test } from "bun:test";
import { AnyEvent, type StoredEvent } from "../../events/index.ts";
import type { Projection } from "../../store/projection.ts";
import { usersProjection } from "../../projections/users.ts";
import { profilesProjection } from "../../projections/profiles.ts";
import { sessionsProjection } from "../../projections/sessions.ts";
import { type ChangeKind, changedBy } from "./changes.ts";

/** An event of `type` whose every field a change may name is person 1, post 1 or token "t". */
function eventOf(type: string): StoredEvent {
  const data = { userId: 1, profile: 1, id: 1, post: 1, user: 1, author: 1, sharing: 1, familyId: "t" };
  return { type, data: { ...data, tokenHash: "t", previousHash: "t", at: "x" } } as unknown as StoredEvent;
}

/**
 * The caches that hold a read model's rows follow only the map (src/cache/changes.ts): every event type the
 * read model is applied is said there to change something those caches drop.
 */
const cachedRows: { rows: string; projections: Projection[]; dropsOn: ChangeKind[] }[] = [
  {
    rows: "users and profiles (src/cache/users.ts)",
    projections: [usersProjection, profilesProjection],
    dropsOn: ["account", "signIn", "activeAt", "everything"],
  },
  {
    rows: "sessions (src/cache/sessions.ts, refresh-tokens.ts)",
    projections: [sessionsProjection],
    dropsOn: ["session", "sessionsOf", "refreshToken", "everything"],
  },
];

const everyType = AnyEvent.options.map((option) => option.shape.type.value);

test("every event that changes a cached read model's rows is mapped to a change its cache follows", () => {
  expect(everyType.length).toBeGreaterThan(60);
  for (const { rows, projections, dropsOn } of cachedRows) {
    const applied = everyType.filter((type) => projections.some((p) => p.handles(eventOf(type))));
    expect(applied.length).toBeGreaterThan(4);
    const unmapped = applied.filter(
      (type) => !changedBy(eventOf(type)).some((change) => dropsOn.includes(change.kind)),
    );
    expect({ rows, unmapped }).toEqual({ rows, unmapped: [] });
  }
});

test("a change says what it changes, not which cache holds it: a rating names the post and the reader's own rating", () => {
  const rated = { type: "PostRated", data: { post: 7, user: 2, stars: 4, emoji: null } } as unknown as StoredEvent;
  expect(changedBy(rated)).toEqual([
    { kind: "post", id: 7 },
    { kind: "rating", id: 2, post: 7, stars: 4, emoji: null },
  ]);
});
