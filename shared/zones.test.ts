import { describe, expect, test } from "bun:test";
import { builtinZones, zonesMatching } from "./zones.ts";

describe("zones", () => {
  test("the fourteen zones of the specification, each at /zones/<slug>", () => {
    expect(builtinZones.map((z) => z.slug)).toEqual([
      "library", "desert", "supermart", "castle", "coffee", "crocodile", "avatar", "children-park", "explorer",
      "children-party", "extra-terrestrial", "haunted-factory", "mermaid", "mutant",
    ]);
    for (const z of builtinZones) expect(z.path).toBe(`/zones/${z.slug}`);
  });

  test("filtering by name ignores case and surrounding spaces", () => {
    expect(zonesMatching("CHILDREN").map((z) => z.name)).toEqual(["Children Park", "Children Party"]);
    expect(zonesMatching("  desert ").map((z) => z.name)).toEqual(["Desert"]);
    expect(zonesMatching("")).toHaveLength(14);
    expect(zonesMatching("atlantis")).toEqual([]);
  });
});
