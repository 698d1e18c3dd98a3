import {
  CatmullRomCurve3,
  IcosahedronGeometry,
  InstancedMesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  SphereGeometry,
  TubeGeometry,
  Vector3,
} from "three";
import type { BufferAttribute, BufferGeometry, Group, Material } from "three";
import { useFrame } from "@react-three/fiber";
import { useMemo, useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { mergeParts } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { valueNoise2D } from "../../parts/noise.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import { CREATURE_GREENS, TANK, TANKS } from "./layout.ts";

/**
 * One of the lab's creatures floating in its tank: a lumpy glowing body, a cluster of eyes and curling
 * tentacles, each tank's different. It drifts up and down and turns slowly.
 */
interface CreatureProps {
  x: number;
  z: number;
  seed: number;
  still: boolean;
  /** Shared by the creatures (vertex colours). */
  eyeMaterial: Material;
}

export function Creature({ x, z, seed, still, eyeMaterial }: CreatureProps) {
  const group = useRef<Group>(null);
  const { body, flesh, eyes } = useDisposables(() => {
    const random = seededRandom(seed * 101);
    const green = pick(random, CREATURE_GREENS);
    const size = between(random, 0.38, 0.52);
    const parts: Part[] = [{ geometry: blob(new IcosahedronGeometry(size, 3), size * 0.35, seed), color: green }];
    const tentacles = 3 + Math.floor(random() * 4);
    for (let i = 0; i < tentacles; i++) {
      const angle = (i / tentacles) * Math.PI * 2 + random();
      const curl = between(random, 0.2, 0.6);
      const curve = new CatmullRomCurve3([
        new Vector3(Math.cos(angle) * size * 0.6, -size * 0.4, Math.sin(angle) * size * 0.6),
        new Vector3(Math.cos(angle) * (size + 0.25), -size - 0.3, Math.sin(angle) * (size + 0.25)),
        new Vector3(Math.cos(angle + curl) * (size + 0.1), -size - 0.75, Math.sin(angle + curl) * (size + 0.1)),
        new Vector3(
          Math.cos(angle + curl * 2) * (size + 0.35),
          -size - 1.0,
          Math.sin(angle + curl * 2) * (size + 0.35),
        ),
      ]);
      parts.push({ geometry: new TubeGeometry(curve, 12, 0.06, 6, false), color: green });
    }
    if (random() > 0.5) {
      // Some grow a second, smaller head.
      parts.push({
        geometry: blob(new IcosahedronGeometry(size * 0.55, 2), size * 0.2, seed + 9),
        color: green,
        position: [size * 0.7, size * 0.6, 0],
      });
    }
    const eyeParts: Part[] = [];
    const eyeCount = 1 + Math.floor(random() * 4);
    for (let i = 0; i < eyeCount; i++) {
      const angle = -0.6 + (i / Math.max(1, eyeCount - 1)) * 1.2 * (eyeCount > 1 ? 1 : 0);
      const radius = eyeCount === 1 ? 0.2 : between(random, 0.08, 0.14);
      const height = between(random, -0.05, 0.25);
      const position: [number, number, number] = [Math.sin(angle) * size * 0.85, height, Math.cos(angle) * size * 0.85];
      eyeParts.push({ geometry: new SphereGeometry(radius, 12, 10), color: "#fffbe0", position });
      eyeParts.push({
        geometry: new SphereGeometry(radius * 0.45, 8, 6),
        color: "#1a0a0a",
        position: [
          position[0] * 1.0 + Math.sin(angle) * radius * 0.7,
          height,
          position[2] + Math.cos(angle) * radius * 0.7,
        ],
      });
    }
    return {
      body: mergeParts(parts),
      flesh: new MeshStandardMaterial({ vertexColors: true, emissive: green, emissiveIntensity: 0.45, roughness: 0.4 }),
      eyes: mergeParts(eyeParts),
    };
  }, [seed]);
  const middle = TANK.base + TANK.height / 2 + 0.25;
  useFrame(({ clock }) => {
    if (!group.current || still) return;
    const t = clock.elapsedTime + seed * 1.7;
    group.current.position.y = middle + Math.sin(t * 0.6) * 0.25;
    group.current.rotation.y = Math.sin(t * 0.25) * 0.8;
    group.current.rotation.z = Math.sin(t * 0.4) * 0.08;
  });
  // Creatures face the middle of the lab.
  const facing = Math.atan2(-x, 4 - z);
  return (
    <group position={[x, 0, z]} rotation={[0, facing, 0]}>
      <group ref={group} position={[0, middle, 0]}>
        <mesh geometry={body} material={flesh} />
        <mesh geometry={eyes} material={eyeMaterial} />
      </group>
    </group>
  );
}

function blob<T extends BufferGeometry>(geometry: T, amount: number, seed: number): T {
  const noise = valueNoise2D(seed * 31 + 7);
  const position = geometry.getAttribute("position") as BufferAttribute;
  const point = new Vector3();
  for (let i = 0; i < position.count; i++) {
    point.fromBufferAttribute(position, i);
    const length = point.length();
    const push = 1 + (noise(point.x * 3 + point.z * 2, point.y * 3 - point.z) - 0.5) * 2 * (amount / length);
    point.multiplyScalar(push);
    position.setXYZ(i, point.x, point.y, point.z);
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** Bubbles streaming up through every tank. */
export function TankBubbles({ still }: { still: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  const { bubble, material } = useDisposables(() => ({
    bubble: new SphereGeometry(0.045, 6, 4),
    material: new MeshBasicMaterial({ color: "#d9ffe0", transparent: true, opacity: 0.7 }),
  }));
  const bubbles = useMemo(() => {
    const random = seededRandom(909);
    return TANKS.flatMap(({ x, z }) =>
      Array.from({ length: 10 }, () => ({
        x: x + between(random, -0.6, 0.6),
        z: z + between(random, -0.6, 0.6),
        phase: random() * 3,
        speed: between(random, 0.5, 1),
      })),
    );
  }, []);
  const dummy = useMemo(() => new Object3D(), []);
  useFrame(({ clock }) => {
    if (!mesh.current) return;
    const t = clock.elapsedTime * (still ? 0.1 : 1);
    bubbles.forEach((item, i) => {
      const rise = ((t * item.speed + item.phase) % 2.6) + TANK.base + 0.1;
      dummy.position.set(item.x + Math.sin(t * 4 + i) * 0.04, rise, item.z);
      dummy.updateMatrix();
      mesh.current!.setMatrixAt(i, dummy.matrix);
    });
    mesh.current.instanceMatrix.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[bubble, material, bubbles.length]} frustumCulled={false} renderOrder={1} />;
}
