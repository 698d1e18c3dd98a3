import {
  BoxGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  InstancedMesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  Shape,
} from "three";
import type { Material, Mesh, PointLight } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { Glows } from "../../parts/Glows.tsx";
import { mergeParts } from "../../parts/merge.ts";
import { pixelTexture, tiled } from "../../parts/textures.ts";
import { BELT_HEIGHT, BELTS, CRATES_PER_BELT, FURNACE, HALL, PRESS } from "./layout.ts";

/** Belts whose surface creeps along while crates ride on them and drop out of sight at the end. */
export function Belts({ still }: { still: boolean }) {
  const crates = useRef<InstancedMesh>(null);
  const { belt, beltMaterial, crate, crateMaterial, stripes } = useDisposables(() => {
    const stripes = tiled(beltStripes(), 1, 8);
    return {
      stripes,
      belt: new PlaneGeometry(1.1, 1).rotateX(-Math.PI / 2),
      beltMaterial: new MeshLambertMaterial({ map: stripes }),
      crate: new BoxGeometry(0.75, 0.6, 0.75),
      crateMaterial: new MeshLambertMaterial({ color: "#7a5a34" }),
    };
  });
  const dummy = useRef(new Object3D()).current;
  useFrame(({ clock }) => {
    const time = still ? 0 : clock.elapsedTime;
    stripes.offset.y = -time * 0.12;
    const boxes = crates.current;
    if (!boxes) return;
    BELTS.forEach((line, beltIndex) => {
      for (let i = 0; i < CRATES_PER_BELT; i++) {
        const spacing = line.length / CRATES_PER_BELT;
        const along = (((i * spacing + time * 0.9 * (beltIndex ? -1 : 1)) % line.length) + line.length) % line.length;
        dummy.position.set(line.x, BELT_HEIGHT + 0.32, line.z - line.length / 2 + along);
        dummy.rotation.set(0, i * 0.7, 0);
        dummy.updateMatrix();
        boxes.setMatrixAt(beltIndex * CRATES_PER_BELT + i, dummy.matrix);
      }
    });
    boxes.instanceMatrix.needsUpdate = true;
  });
  return (
    <>
      {BELTS.map((line) => (
        <mesh
          key={line.x}
          geometry={belt}
          material={beltMaterial}
          position={[line.x, BELT_HEIGHT, line.z]}
          scale={[1, 1, line.length]}
        />
      ))}
      <instancedMesh ref={crates} args={[crate, crateMaterial, BELTS.length * CRATES_PER_BELT]} frustumCulled={false} />
    </>
  );
}

/** The stamping press: its ram slams down and slowly rises again. */
export function Press({ still, material }: { still: boolean; material: Material }) {
  const ram = useRef<Mesh>(null);
  const { geometry } = useDisposables(() => ({
    geometry: mergeParts([
      { geometry: new BoxGeometry(2, 0.7, 1.6), color: "#7a7f55", position: [0, 0, 0] },
      { geometry: new CylinderGeometry(0.25, 0.25, 2.4, 12), color: "#9a9a9a", position: [0, 1.5, 0] },
    ]),
  }));
  useFrame(({ clock }) => {
    if (!ram.current) return;
    const phase = (clock.elapsedTime * 0.5) % 1;
    const lift = still ? 1 : phase < 0.1 ? 1 - phase / 0.1 : (phase - 0.1) / 0.9;
    ram.current.position.y = 1.1 + lift * 2.1;
  });
  return <mesh ref={ram} geometry={geometry} material={material} position={[PRESS.x, 3, PRESS.z]} />;
}

/** Rusty cogs on the back wall, meshing as they turn. */
export function Gears({ still }: { still: boolean }) {
  const big = useRef<Mesh>(null);
  const small = useRef<Mesh>(null);
  const { bigGear, smallGear, material } = useDisposables(() => ({
    bigGear: gear(1.6, 16),
    smallGear: gear(1.0, 10),
    material: new MeshStandardMaterial({ color: "#7a4a2a", roughness: 0.6, metalness: 0.5 }),
  }));
  useFrame((_, delta) => {
    if (still || !big.current || !small.current) return;
    big.current.rotation.z += delta * 0.3;
    small.current.rotation.z -= delta * 0.3 * 1.6;
  });
  return (
    <>
      <mesh ref={big} geometry={bigGear} material={material} position={[4, 4.2, -HALL.halfDepth + 0.3]} />
      <mesh
        ref={small}
        geometry={smallGear}
        material={material}
        position={[6.55, 3.3, -HALL.halfDepth + 0.3]}
        rotation={[0, 0, 0.16]}
      />
    </>
  );
}

function gear(radius: number, teeth: number) {
  const shape = new Shape();
  const steps = teeth * 4;
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * Math.PI * 2;
    const r = i % 4 < 2 ? radius : radius * 0.82;
    if (i === 0) shape.moveTo(Math.cos(angle) * r, Math.sin(angle) * r);
    else shape.lineTo(Math.cos(angle) * r, Math.sin(angle) * r);
  }
  const hole = new Shape();
  hole.absarc(0, 0, radius * 0.25, 0, Math.PI * 2, true);
  shape.holes.push(hole);
  return new ExtrudeGeometry(shape, { depth: 0.25, bevelEnabled: false, curveSegments: 8 });
}

/** The furnace's mouth, glowing and breathing orange. */
export function Furnace({ still }: { still: boolean }) {
  const light = useRef<PointLight>(null);
  const { mouth, fire } = useDisposables(() => ({
    mouth: new CylinderGeometry(0.8, 0.8, 0.1, 16, 1, false, -Math.PI / 2, Math.PI),
    fire: new MeshBasicMaterial({ color: "#ff6a1a" }),
  }));
  useFrame(({ clock }) => {
    if (light.current)
      light.current.intensity =
        10 + (still ? 0 : Math.sin(clock.elapsedTime * 2.3) * 3 + Math.sin(clock.elapsedTime * 7.1) * 1.5);
  });
  const { x, z } = FURNACE;
  return (
    <>
      <mesh
        geometry={mouth}
        material={fire}
        position={[x - 1.1, 1.2, z + 1.25]}
        rotation={[Math.PI / 2, 0, -0.72]}
        scale={[1, 1, 0.7]}
      />
      <pointLight
        ref={light}
        position={[x - 1.6, 1.3, z + 2]}
        color="#ff7a2a"
        intensity={10}
        distance={9}
        decay={1.5}
      />
      <Glows
        glows={[{ position: [x - 1.2, 1.2, z + 1.4], color: "#ff5a0a", size: 2.6 }]}
        twinkle={still ? 0 : 0.3}
        speed={2}
      />
    </>
  );
}

function beltStripes() {
  return pixelTexture(16, 64, (_, y) => (y % 16 < 3 ? [30, 30, 30] : [62, 60, 58]));
}
