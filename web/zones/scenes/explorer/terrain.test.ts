import { expect, test } from "bun:test";
import { CAMP_RADIUS, heightAt, riverZ, WATER_LEVEL } from "./terrain.ts";

test("the camp is a level clearing at ground height", () => {
  for (let angle = 0; angle < Math.PI * 2; angle += 0.5) {
    for (const distance of [0, 3, CAMP_RADIUS - 0.5]) {
      expect(heightAt(Math.cos(angle) * distance, Math.sin(angle) * distance)).toBeCloseTo(0, 5);
    }
  }
});

test("the river runs below the water line across the valley", () => {
  for (let x = -40; x <= 40; x += 5) expect(heightAt(x, riverZ(x))).toBeLessThan(WATER_LEVEL);
});

test("mountains stand far off, higher than anything near the camp", () => {
  let highest = 0;
  for (let angle = 0; angle < Math.PI * 2; angle += 0.1)
    highest = Math.max(highest, heightAt(Math.cos(angle) * 150, Math.sin(angle) * 150));
  expect(highest).toBeGreaterThan(35);
});
