import { CircleGeometry, ConeGeometry, CylinderGeometry, IcosahedronGeometry, SphereGeometry, Vector3 } from "three";
import type { BufferAttribute, BufferGeometry } from "three";
import { rod } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { fractalNoise2D, valueNoise2D } from "../../parts/noise.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import { mixColor, pixelTexture } from "../../parts/textures.ts";
import { CHEST, CORALS, ROCKS } from "./layout.ts";

/** A rounded, lumpy boulder for the reef. */
export function rock({ x, z, size }: (typeof ROCKS)[number]): Part {
  return {
    geometry: lumpy(new IcosahedronGeometry(1, 2), 0.25, x * 7 + z),
    color: "#5b6b74",
    position: [x, size * 0.35, z],
    scale: [size, size * 0.75, size * 0.9],
  };
}

export function coral({ x, z, kind }: (typeof CORALS)[number]): Part[] {
  const random = seededRandom(Math.round(x * 31 + z * 17 + 500));
  if (kind === "brain") {
    return [
      {
        geometry: lumpy(new SphereGeometry(0.9, 20, 12, 0, Math.PI * 2, 0, Math.PI / 2), 0.12, x + z),
        color: "#e08ab0",
        position: [x, 0, z],
        scale: [1, 0.8, 1],
      },
    ];
  }
  if (kind === "fan") {
    return [
      {
        geometry: new CircleGeometry(1.3, 16, 0, Math.PI),
        color: "#b04bd1",
        position: [x, 0.15, z],
        rotation: [0, random() * 2, 0],
      },
      rod([x, 0, z], [x, 0.25, z], 0.06, "#7a2f92", 5),
    ];
  }
  if (kind === "tubes") {
    return Array.from({ length: 7 }, () => {
      const height = between(random, 0.4, 1.3);
      return {
        geometry: new CylinderGeometry(0.14, 0.1, height, 8, 1, true),
        color: pick(random, ["#ff7a59", "#ffb347", "#ff5e7e"]),
        position: [x + between(random, -0.5, 0.5), height / 2, z + between(random, -0.5, 0.5)] as [
          number,
          number,
          number,
        ],
      };
    });
  }
  // Branching coral grows a few forks from its base.
  const color = pick(random, ["#ff6f61", "#ff9ecf", "#f9a03f"]);
  const parts: Part[] = [];
  const grow = (from: Vector3, direction: Vector3, length: number, depth: number) => {
    const to = from.clone().addScaledVector(direction, length);
    parts.push(rod([from.x, from.y, from.z], [to.x, to.y, to.z], 0.07 * (depth + 1) * 0.6, color, 6));
    if (depth === 0) {
      parts.push({ geometry: new SphereGeometry(0.09, 6, 4), color, position: [to.x, to.y, to.z] });
      return;
    }
    for (let branch = 0; branch < 2; branch++) {
      const next = direction
        .clone()
        .add(new Vector3(between(random, -0.7, 0.7), between(random, 0.1, 0.5), between(random, -0.7, 0.7)))
        .normalize();
      grow(to, next, length * 0.75, depth - 1);
    }
  };
  for (let trunk = 0; trunk < 3; trunk++) {
    grow(
      new Vector3(x + between(random, -0.3, 0.3), 0, z + between(random, -0.3, 0.3)),
      new Vector3(between(random, -0.3, 0.3), 1, between(random, -0.3, 0.3)).normalize(),
      0.6,
      3,
    );
  }
  return parts;
}

export function chest(): Part[] {
  const { x, z } = CHEST;
  return [
    {
      geometry: new CylinderGeometry(0.4, 0.4, 1.2, 12, 1, false, 0, Math.PI),
      color: "#7a4a22",
      position: [x, 0.78, z - 0.2],
      rotation: [-0.9, 0, Math.PI / 2],
    },
    { geometry: boxLike(1.2, 0.6, 0.8), color: "#6b3e1c", position: [x, 0.3, z] },
    { geometry: boxLike(1.24, 0.08, 0.84), color: "#c9a227", position: [x, 0.55, z] },
    { geometry: boxLike(1.24, 0.08, 0.84), color: "#c9a227", position: [x, 0.1, z] },
    {
      geometry: new SphereGeometry(0.35, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2),
      color: "#ffd54a",
      position: [x, 0.55, z + 0.05],
      scale: [1.4, 0.5, 0.9],
    },
    ...[
      [-0.3, 0.05],
      [0.1, 0.4],
      [0.4, 0.7],
    ].map(([dx, dz]) => ({
      geometry: new CylinderGeometry(0.09, 0.09, 0.03, 10),
      color: "#ffcf40",
      position: [x + dx!, 0.02, z + 0.6 + dz!] as [number, number, number],
    })),
  ];
}

export function shells(): Part[] {
  const random = seededRandom(808);
  return Array.from({ length: 18 }, () => ({
    geometry: new ConeGeometry(0.12, 0.25, 7),
    color: pick(random, ["#fbe7d0", "#f7c6c7", "#f5d68a"]),
    position: [between(random, -10, 10), 0.06, between(random, -12, 6)] as [number, number, number],
    rotation: [Math.PI / 2, random() * 6, 0] as [number, number, number],
  }));
}

function boxLike(width: number, height: number, depth: number) {
  return new CylinderGeometry(Math.SQRT1_2, Math.SQRT1_2, 1, 4, 1).rotateY(Math.PI / 4).scale(width, height, depth);
}

export function lumpy<T extends BufferGeometry>(geometry: T, amount: number, seed: number): T {
  const noise = valueNoise2D(Math.round(Math.abs(seed) * 100) + 1);
  const position = geometry.getAttribute("position") as BufferAttribute;
  const normal = geometry.getAttribute("normal") as BufferAttribute;
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    const push = (noise(x * 2.3 + z, y * 2.3 - z) - 0.5) * 2 * amount;
    position.setXYZ(i, x + normal.getX(i) * push, y + normal.getY(i) * push, z + normal.getZ(i) * push);
  }
  geometry.computeVertexNormals();
  return geometry;
}

export function sandRipples() {
  const noise = fractalNoise2D(404, 3, 4);
  return pixelTexture(128, 128, (x, y) => {
    const ripple = Math.sin((x / 128) * Math.PI * 8 + noise((x / 128) * 4, (y / 128) * 4) * 6) * 0.5 + 0.5;
    return mixColor([176, 160, 120], [222, 206, 160], ripple * 0.6 + noise((x / 128) * 8, (y / 128) * 8) * 0.4);
  });
}
