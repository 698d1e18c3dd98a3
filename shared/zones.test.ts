import { describe, expect, test } from "bun:test";
import { builtinZones, createdZoneSlug, mayEnter, zonesMatching } from "./zones.ts";

describe("zones", () => {
  test("the fourteen zones of the specification, each at /zones/<slug>", () => {
    expect(builtinZones.map((z) => z.slug)).toEqual([
      "library",
      "desert",
      "supermart",
      "castle",
      "coffee",
      "crocodile",
      "avatar",
      "children-park",
      "explorer",
      "children-party",
      "extra-terrestrial",
      "haunted-factory",
      "mermaid",
      "mutant",
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

describe("created zones", () => {
  test("a slug is the name's words and the id, never a built-in one", () => {
    expect(createdZoneSlug("Dune Camp!", 7)).toBe("dune-camp-7");
    expect(createdZoneSlug("  Café   Zoë  ", 12)).toBe("cafe-zoe-12");
    expect(createdZoneSlug("🎉", 3)).toBe("zone-3");
    expect(builtinZones.some((z) => z.slug === createdZoneSlug(z.name, 1))).toBe(false);
  });

  test("who may enter: public anyone; private the invited; protected the approved; auto-access the owner's friends unless refused", () => {
    const stranger = { friendOfOwner: false };
    const friend = { friendOfOwner: true };
    const zone = (mode: "public" | "private" | "protected", autoAccess = false) => ({ mode, owner: 1, autoAccess });
    expect(mayEnter(zone("public"), 2, stranger)).toBe(true);
    for (const mode of ["private", "protected"] as const) {
      expect(mayEnter(zone(mode), 1, stranger)).toBe(true);
      expect(mayEnter(zone(mode), 2, stranger)).toBe(false);
      expect(mayEnter(zone(mode), 2, friend)).toBe(false);
      expect(mayEnter(zone(mode, true), 2, friend)).toBe(true);
      expect(mayEnter(zone(mode, true), 2, stranger)).toBe(false);
      expect(mayEnter(zone(mode, true), 2, { ...friend, guest: "refused" })).toBe(false);
      expect(mayEnter(zone(mode), 2, { ...stranger, guest: "requested" })).toBe(false);
    }
    expect(mayEnter(zone("private"), 2, { ...stranger, guest: "invited" })).toBe(true);
    expect(mayEnter(zone("protected"), 2, { ...stranger, guest: "approved" })).toBe(true);
    expect(mayEnter(zone("protected"), 2, { ...stranger, guest: "invited" })).toBe(false);
  });
});
