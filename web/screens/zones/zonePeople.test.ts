import { describe, expect, test } from "bun:test";
import type { ZonePresent } from "../../../shared/api/zones.ts";
import { arrived, departed, facingWithinTurn } from "./zonePeople.ts";

const person = (userId: number, x = 0): ZonePresent => ({
  slug: "desert",
  userId,
  name: `P${userId}`,
  avatar: 1,
  position: [x, 0, 0],
  rotationY: 0,
});

describe("the people shown in a zone", () => {
  test("arrivals are added, moves replace the old place, departures remove; nothing changed keeps the same map", () => {
    const empty = new Map<number, ZonePresent>();
    const two = arrived(empty, [person(1), person(2)]);
    expect([...two.keys()]).toEqual([1, 2]);
    expect(arrived(two, [person(1, 5)]).get(1)?.position).toEqual([5, 0, 0]);
    expect(arrived(two, [])).toBe(two);
    expect([...departed(two, 1).keys()]).toEqual([2]);
    expect(departed(two, 9)).toBe(two);
    expect(empty.size).toBe(0);
  });

  test("a facing after many turns is sent as the same direction within one turn", () => {
    for (const yaw of [0, 1, -1, 3, -3, 7, -7, 100, -100, 12.5 * Math.PI]) {
      const sent = facingWithinTurn(yaw);
      expect(sent).toBeGreaterThanOrEqual(-Math.PI);
      expect(sent).toBeLessThan(Math.PI);
      expect(Math.cos(sent)).toBeCloseTo(Math.cos(yaw), 9);
      expect(Math.sin(sent)).toBeCloseTo(Math.sin(yaw), 9);
    }
  });
});
