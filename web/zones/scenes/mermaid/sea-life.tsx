import {
  Color,
  ConeGeometry,
  DoubleSide,
  InstancedMesh,
  MeshLambertMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  SphereGeometry,
} from "three";
import { useFrame } from "@react-three/fiber";
import { useMemo, useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { mergeParts } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import { CHEST } from "./layout.ts";

const SCHOOLS = [
  { color: "#ffd23f", count: 28, radius: 9, height: 3.2, speed: 0.22, center: [0, 0, -4] },
  { color: "#3fa7ff", count: 34, radius: 13, height: 5, speed: -0.15, center: [2, 0, -6] },
  { color: "#ff7b3f", count: 16, radius: 6, height: 1.8, speed: 0.3, center: [-4, 0, -2] },
] as const;

const FISH_COUNT = SCHOOLS.reduce((sum, school) => sum + school.count, 0);

/** Kelp ribbons rooted in the sand, swaying in the current (a vertex shader moves them: no CPU work). */
export function Seaweed({ still }: { still: boolean }) {
  const sway = useMemo(() => ({ time: { value: 0 }, amount: { value: 0.7 } }), []);
  const { geometry, material } = useDisposables(() => {
    const random = seededRandom(303);
    const parts: Part[] = [];
    for (let i = 0; i < 60; i++) {
      const angle = random() * Math.PI * 2;
      const distance = between(random, 4, 16);
      const x = Math.cos(angle) * distance;
      const z = Math.sin(angle) * distance - 3;
      if (z > 4 && Math.abs(x) < 4) continue;
      const height = between(random, 2, 5.5);
      parts.push({
        geometry: new PlaneGeometry(0.35, height, 1, 10).translate(0, height / 2, 0),
        color: pick(random, ["#2f8f4e", "#3da35a", "#6b8f2a", "#258a6e"]),
        position: [x, 0, z],
        rotation: [0, random() * Math.PI, 0],
      });
    }
    const material = new MeshLambertMaterial({ vertexColors: true, side: DoubleSide });
    material.onBeforeCompile = (shader) => {
      shader.uniforms.time = sway.time;
      shader.uniforms.sway = sway.amount;
      shader.vertexShader = shader.vertexShader
        .replace("#include <common>", "#include <common>\nuniform float time;\nuniform float sway;")
        .replace(
          "#include <begin_vertex>",
          `#include <begin_vertex>
          float bend = pow(max(position.y, 0.0) / 5.0, 1.6) * sway;
          vec4 rooted = modelMatrix * vec4(position, 1.0);
          transformed.x += sin(time * 1.1 + rooted.x * 0.4 + rooted.z * 0.3 + position.y * 0.7) * bend;
          transformed.z += cos(time * 0.8 + rooted.z * 0.4 + position.y * 0.5) * bend * 0.6;`,
        );
    };
    return { geometry: mergeParts(parts), material };
  });
  useFrame((_, delta) => {
    sway.time.value += delta;
    sway.amount.value = still ? 0.15 : 0.7;
  });
  return <mesh geometry={geometry} material={material} />;
}

/** Three schools of fish circling the reef, each fish wobbling in its place in the shoal. */
export function FishSchools({ still }: { still: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  const { fish, material } = useDisposables(() => ({
    fish: mergeParts([
      { geometry: new SphereGeometry(0.12, 10, 8), color: "#ffffff", scale: [1.6, 1, 0.45] },
      {
        geometry: new ConeGeometry(0.1, 0.16, 4),
        color: "#f0f0f0",
        position: [-0.23, 0, 0],
        rotation: [0, 0, Math.PI / 2],
        scale: [1, 1, 0.25],
      },
      { geometry: new SphereGeometry(0.025, 6, 4), color: "#111111", position: [0.13, 0.03, 0.05] },
      { geometry: new SphereGeometry(0.025, 6, 4), color: "#111111", position: [0.13, 0.03, -0.05] },
    ]),
    material: new MeshStandardMaterial({ vertexColors: true, roughness: 0.4 }),
  }));
  const offsets = useMemo(() => {
    const random = seededRandom(707);
    return SCHOOLS.flatMap((school) =>
      Array.from({ length: school.count }, () => ({
        x: between(random, -1.2, 1.2),
        y: between(random, -0.6, 0.6),
        z: between(random, -1.2, 1.2),
        phase: random() * 6,
      })),
    );
  }, []);
  const dummy = useMemo(() => new Object3D(), []);
  const setColors = useRef(false);

  useFrame(({ clock }) => {
    const target = mesh.current;
    if (!target) return;
    if (!setColors.current) {
      let i = 0;
      for (const school of SCHOOLS)
        for (let n = 0; n < school.count; n++) target.setColorAt(i++, dummyColor.set(school.color));
      if (target.instanceColor) target.instanceColor.needsUpdate = true;
      setColors.current = true;
    }
    const t = still ? 0 : clock.elapsedTime;
    let i = 0;
    for (const school of SCHOOLS) {
      const angle = t * school.speed;
      const direction = Math.sign(school.speed);
      for (let n = 0; n < school.count; n++) {
        const offset = offsets[i]!;
        const a = angle + offset.x * 0.08;
        const radius = school.radius + offset.z;
        dummy.position.set(
          school.center[0] + Math.cos(a) * radius,
          school.height + offset.y + Math.sin(t * 1.3 + offset.phase) * 0.15,
          school.center[2] + Math.sin(a) * radius * 0.7,
        );
        // Face along the circle: its tangent is (-sin, cos) for a school turning forwards.
        dummy.rotation.set(
          0,
          -Math.atan2(Math.cos(a) * 0.7 * direction, -Math.sin(a) * direction) + Math.sin(t * 6 + offset.phase) * 0.12,
          0,
        );
        dummy.updateMatrix();
        target.setMatrixAt(i++, dummy.matrix);
      }
    }
    target.instanceMatrix.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[fish, material, FISH_COUNT]} frustumCulled={false} />;
}

const dummyColor = new Color();

/** Bubbles rising from the reef in wobbling columns, starting again at the bottom. */
export function Bubbles({ still }: { still: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  const { bubble, material } = useDisposables(() => ({
    bubble: new SphereGeometry(0.06, 8, 6),
    material: new MeshStandardMaterial({
      color: "#e0fbff",
      transparent: true,
      opacity: 0.5,
      roughness: 0.1,
      emissive: "#6fd8f0",
      emissiveIntensity: 0.4,
    }),
  }));
  const sources = useMemo(() => {
    const random = seededRandom(606);
    const vents = [
      [0.6, -3.4],
      [CHEST.x, CHEST.z],
      [-6, -4],
      [3, -6.5],
    ] as const;
    return Array.from({ length: 48 }, (_, i) => {
      const [x, z] = vents[i % vents.length]!;
      return {
        x: x + between(random, -0.3, 0.3),
        z: z + between(random, -0.3, 0.3),
        phase: random() * 10,
        size: between(random, 0.5, 1.5),
      };
    });
  }, []);
  const dummy = useMemo(() => new Object3D(), []);
  useFrame(({ clock }) => {
    if (!mesh.current) return;
    const t = clock.elapsedTime * (still ? 0.2 : 1);
    sources.forEach((source, i) => {
      const y = ((t * 0.8 + source.phase) % 10) + 0.3;
      dummy.position.set(source.x + Math.sin(t * 3 + i) * 0.1, y, source.z + Math.cos(t * 2.5 + i) * 0.1);
      dummy.scale.setScalar(source.size * (0.6 + y * 0.05));
      dummy.updateMatrix();
      mesh.current!.setMatrixAt(i, dummy.matrix);
    });
    mesh.current.instanceMatrix.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[bubble, material, sources.length]} frustumCulled={false} />;
}
