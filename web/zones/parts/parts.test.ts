import { describe, expect, test } from "bun:test";
import { BoxGeometry, IcosahedronGeometry, MeshStandardMaterial, SphereGeometry, Texture } from "three";
import { release } from "./dispose.ts";
import { enclosure, insideAny, standingBox } from "./colliders.ts";
import { mergeParts, partMatrix, rod } from "./merge.ts";
import { fractalNoise2D, valueNoise2D } from "./noise.ts";
import { between, seededRandom } from "./random.ts";
import { softSpot } from "./Shadows.tsx";
import { pixelTexture } from "./textures.ts";

describe("seeded randomness", () => {
  test("the same seed gives the same numbers, another seed others", () => {
    const first = Array.from({ length: 5 }, seededRandom(42));
    expect(Array.from({ length: 5 }, seededRandom(42))).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(43))).not.toEqual(first);
  });

  test("numbers stay in their range", () => {
    const random = seededRandom(1);
    for (let i = 0; i < 1000; i++) {
      const value = between(random, -2, 3);
      expect(value).toBeGreaterThanOrEqual(-2);
      expect(value).toBeLessThan(3);
    }
  });
});

describe("noise", () => {
  test("stays in [0, 1], is smooth and repeatable", () => {
    const noise = fractalNoise2D(7);
    const again = fractalNoise2D(7);
    for (let i = 0; i < 200; i++) {
      const x = i * 0.37;
      const y = i * 0.11;
      const value = noise(x, y);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
      expect(again(x, y)).toBe(value);
      expect(Math.abs(noise(x + 0.001, y) - value)).toBeLessThan(0.01);
    }
  });

  test("with a period it tiles: the right edge meets the left, the bottom the top", () => {
    const noise = fractalNoise2D(5, 3, 4);
    for (let t = 0; t < 4; t += 0.25) {
      expect(noise(4, t)).toBeCloseTo(noise(0, t), 10);
      expect(noise(t, 4)).toBeCloseTo(noise(t, 0), 10);
    }
  });

  test("meets the lattice's values at whole numbers, negative ones too", () => {
    const noise = valueNoise2D(3);
    expect(noise(-5, -7)).toBe(noise(-5, -7));
    expect(noise(2.5, 1.5)).not.toBe(noise(12.5, 1.5));
  });
});

describe("merging parts", () => {
  test("keeps every vertex and paints each part its colour", () => {
    const merged = mergeParts([
      { geometry: new BoxGeometry(1, 1, 1), color: "#ff0000", position: [5, 0, 0] },
      { geometry: new SphereGeometry(1, 8, 6), color: "#0000ff" },
    ]);
    const box = new BoxGeometry(1, 1, 1).getAttribute("position").count;
    const sphere = new SphereGeometry(1, 8, 6).getAttribute("position").count;
    expect(merged.getAttribute("position").count).toBe(box + sphere);
    const colors = merged.getAttribute("color");
    expect([colors.getX(0), colors.getY(0), colors.getZ(0)]).toEqual([1, 0, 0]);
    expect([colors.getX(box), colors.getY(box), colors.getZ(box)]).toEqual([0, 0, 1]);
    expect(merged.getAttribute("position").getX(0)).toBeGreaterThan(4);
  });

  test("mixes indexed and unindexed primitives", () => {
    const merged = mergeParts([
      { geometry: new BoxGeometry(1, 1, 1), color: "#ffffff" },
      { geometry: new IcosahedronGeometry(1, 0), color: "#00ff00", scale: 2 },
    ]);
    expect(merged.index).toBeNull();
    expect(merged.getAttribute("position").count).toBe(36 + 60);
    expect(merged.boundingSphere!.radius).toBeGreaterThan(1.9);
  });
});

describe("generated textures", () => {
  test("a pixel texture holds what its function draws, alpha opaque unless given", () => {
    const texture = pixelTexture(4, 2, (x, y) => (y === 0 ? [x * 10, 1, 2] : [3, 4, 5, 6]));
    const data = texture.image.data as Uint8Array;
    expect([...data.slice(0, 8)]).toEqual([0, 1, 2, 255, 10, 1, 2, 255]);
    expect([...data.slice(16, 20)]).toEqual([3, 4, 5, 6]);
  });

  test("the soft shadow spot is dark at its rim and strongest in the middle", () => {
    const data = softSpot(32).image.data as Uint8Array;
    const at = (x: number, y: number) => data[(y * 32 + x) * 4]!;
    expect(at(0, 0)).toBe(0);
    expect(at(16, 16)).toBeGreaterThan(200);
    expect(at(16, 16)).toBeGreaterThan(at(24, 16));
  });
});

describe("colliders", () => {
  test("an enclosure keeps its inside free and blocks its edges", () => {
    const walls = enclosure(-10, -10, 10, 10, 3, 1);
    expect(insideAny(walls, 0, 1, 0)).toBe(false);
    expect(insideAny(walls, 10.5, 1, 0)).toBe(true);
    expect(insideAny(walls, 0, 1, -10.5)).toBe(true);
    expect(insideAny(walls, 0, 5, -10.5)).toBe(false);
  });

  test("a standing box is centred and rests on its bottom", () => {
    expect(standingBox(1, 2, 2, 4, 3)).toEqual([0, 0, 0, 2, 3, 4]);
    expect(standingBox(0, 0, 2, 2, 1, 5)).toEqual([-1, 5, -1, 1, 6, 1]);
  });
});

test("a rod reaches from one point to the other", () => {
  const part = rod([1, 0, 0], [1, 2, 2], 0.1, "#000000");
  const geometry = part.geometry.clone().applyMatrix4(partMatrix(part));
  geometry.computeBoundingBox();
  const box = geometry.boundingBox!;
  expect(box.min.y).toBeCloseTo(-0.07, 1);
  expect(box.max.y).toBeCloseTo(2.07, 1);
  expect(box.max.z).toBeCloseTo(2.07, 1);
  expect(part.position).toEqual([1, 1, 1]);
});

test("releasing a material frees the textures it shows, and the material", () => {
  const map = new Texture();
  const emissiveMap = new Texture();
  const material = new MeshStandardMaterial({ map, emissiveMap });
  const freed: string[] = [];
  map.addEventListener("dispose", () => freed.push("map"));
  emissiveMap.addEventListener("dispose", () => freed.push("emissiveMap"));
  material.addEventListener("dispose", () => freed.push("material"));
  release(material);
  expect(freed.sort()).toEqual(["emissiveMap", "map", "material"]);
});
