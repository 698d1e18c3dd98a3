import { describe, expect, test } from "bun:test";
import { instanceFor, overflows, supersedes, ZONE_INSTANCE_CAPACITY, type Member } from "./zone-instances.ts";

/** `count` people in `instance`, placed at times 1, 2, … and with ids from `firstId`. */
const crowd = (instance: number, count: number, firstId = instance * 1000): Member[] =>
  Array.from({ length: count }, (_, i) => ({ userId: firstId + i, instance, joinedAt: i + 1 }));

describe("where a newcomer goes", () => {
  test("the first person opens instance 1", () => {
    expect(instanceFor([])).toBe(1);
  });

  test("the 26th person opens instance 2; the 51st instance 3", () => {
    expect(instanceFor(crowd(1, ZONE_INSTANCE_CAPACITY - 1))).toBe(1);
    expect(instanceFor(crowd(1, ZONE_INSTANCE_CAPACITY))).toBe(2);
    expect(instanceFor([...crowd(1, 25), ...crowd(2, 25)])).toBe(3);
  });

  test("the fullest instance with room, so a crowd stays together; the lowest number among equals", () => {
    expect(instanceFor([...crowd(1, 25), ...crowd(2, 3), ...crowd(3, 10)])).toBe(3);
    expect(instanceFor([...crowd(2, 4), ...crowd(3, 4)])).toBe(2);
  });

  test("an emptied instance's number is used again when all others are full", () => {
    expect(instanceFor([...crowd(1, 25), ...crowd(3, 25)])).toBe(2);
  });
});

describe("two processes filling the last place at once", () => {
  test("the later placed is one too many, by placing time and then user id, whichever order they are listed", () => {
    const full = crowd(1, ZONE_INSTANCE_CAPACITY - 1);
    const early: Member = { userId: 9, instance: 1, joinedAt: 100 };
    const late: Member = { userId: 5, instance: 1, joinedAt: 101 };
    for (const members of [
      [...full, early, late],
      [late, ...full, early],
    ]) {
      expect(overflows(members, early)).toBe(false);
      expect(overflows(members, late)).toBe(true);
    }
    // Placed in the same millisecond: the lower user id stays.
    const tie: Member = { userId: 4, instance: 1, joinedAt: 100 };
    expect(overflows([...full, early, tie], tie)).toBe(false);
    expect(overflows([...full, early, tie], early)).toBe(true);
  });

  test("nobody overflows an instance within its capacity, nor because of another instance", () => {
    const members = [...crowd(1, 25), ...crowd(2, 25)];
    expect(members.some((member) => overflows(members, member))).toBe(false);
  });
});

test("one person placed by two processes at once ends in the same instance in both, whichever placement came first", () => {
  const first = { instance: 1, joinedAt: 100 };
  const later = { instance: 3, joinedAt: 105 };
  // Process A knew `first` and hears `later`; process B the other way round: both keep `later`.
  expect(supersedes(first, later)).toBe(false);
  expect(supersedes(later, first)).toBe(true);
  // Placed in the same millisecond: the lower instance, in both.
  const twin = { instance: 2, joinedAt: 100 };
  expect(supersedes(first, twin)).toBe(true);
  expect(supersedes(twin, first)).toBe(false);
  // A move in the instance one is in is never a conflict.
  expect(supersedes(first, { instance: 1, joinedAt: 50 })).toBe(false);
});
