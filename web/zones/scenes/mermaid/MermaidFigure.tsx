import {
  CapsuleGeometry,
  CatmullRomCurve3,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  IcosahedronGeometry,
  MeshLambertMaterial,
  MeshStandardMaterial,
  SphereGeometry,
  TubeGeometry,
  Vector3,
} from "three";
import type { BufferAttribute, Group } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { mergeParts, rod } from "../../parts/merge.ts";
import { canvasTexture, tiled } from "../../parts/textures.ts";
import { MERMAID_ROCK } from "./layout.ts";
import { lumpy } from "./reef.ts";

/**
 * The mermaid, made of simple shapes: sitting on her rock with a curling teal tail, a purple shell top and
 * long red hair that drifts in the water; her tail fin beats slowly.
 */
export function MermaidFigure({ still }: { still: boolean }) {
  const fin = useRef<Group>(null);
  const hair = useRef<Group>(null);
  const { seat, stone, body, skin, tail, scales, locks, hairMaterial, finGeometry, finMaterial } = useDisposables(
    () => {
      const tailCurve = new CatmullRomCurve3([
        new Vector3(0, 1.55, 0),
        new Vector3(0.05, 1.2, 0.35),
        new Vector3(0.35, 0.95, 0.9),
        new Vector3(0.9, 0.7, 1.3),
        new Vector3(1.5, 0.55, 1.3),
      ]);
      return {
        seat: lumpy(new IcosahedronGeometry(1, 2), 0.2, 42).scale(1.5, 0.9, 1.3).translate(0, 0.5, 0),
        body: mergeParts([
          { geometry: new CapsuleGeometry(0.22, 0.5, 6, 12), color: "#f2c4a0", position: [0, 1.95, 0] },
          { geometry: new SphereGeometry(0.22, 16, 12), color: "#f2c4a0", position: [0, 2.62, 0.02] },
          { geometry: new CylinderGeometry(0.07, 0.08, 0.18, 8), color: "#f2c4a0", position: [0, 2.38, 0] },
          {
            geometry: new SphereGeometry(0.11, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2),
            color: "#9b4dca",
            position: [-0.1, 2.1, 0.16],
            rotation: [Math.PI / 2 - 0.2, 0, 0],
          },
          {
            geometry: new SphereGeometry(0.11, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2),
            color: "#9b4dca",
            position: [0.1, 2.1, 0.16],
            rotation: [Math.PI / 2 - 0.2, 0, 0],
          },
          { geometry: new SphereGeometry(0.03, 8, 6), color: "#1d3b5a", position: [-0.08, 2.65, 0.2] },
          { geometry: new SphereGeometry(0.03, 8, 6), color: "#1d3b5a", position: [0.08, 2.65, 0.2] },
          {
            geometry: new SphereGeometry(0.025, 8, 6),
            color: "#d9607a",
            position: [0, 2.55, 0.21],
            scale: [1.6, 0.6, 1],
          },
          rod([-0.24, 2.2, 0], [-0.55, 1.75, 0.15], 0.06, "#f2c4a0", 8),
          rod([-0.55, 1.75, 0.15], [-0.75, 1.45, 0.35], 0.055, "#f2c4a0", 8),
          rod([0.24, 2.2, 0], [0.45, 2.55, 0.2], 0.06, "#f2c4a0", 8),
          rod([0.45, 2.55, 0.2], [0.4, 2.95, 0.3], 0.055, "#f2c4a0", 8),
          // A starfish in her raised hand.
          {
            geometry: new CylinderGeometry(0.16, 0.16, 0.03, 5),
            color: "#ff7a59",
            position: [0.4, 3.05, 0.32],
            rotation: [Math.PI / 2, 0, 0],
          },
          {
            geometry: new TubeGeometry(
              new CatmullRomCurve3([
                new Vector3(-0.14, 2.72, 0.1),
                new Vector3(0, 2.82, 0.14),
                new Vector3(0.14, 2.72, 0.1),
              ]),
              8,
              0.025,
              6,
            ),
            color: "#c0392b",
          },
        ]),
        skin: new MeshStandardMaterial({
          vertexColors: true,
          roughness: 0.6,
          emissive: "#4a2a1a",
          emissiveIntensity: 0.5,
        }),
        stone: new MeshLambertMaterial({ color: "#6a7a80", flatShading: true }),
        tail: taperedTube(tailCurve, 0.26, 0.07),
        scales: new MeshStandardMaterial({
          map: tiled(scalePattern(), 8, 2),
          color: "#3fd0b0",
          roughness: 0.35,
          metalness: 0.2,
        }),
        locks: mergeParts(
          Array.from({ length: 9 }, (_, i) => {
            const spread = (i - 4) * 0.07;
            return {
              geometry: new CapsuleGeometry(0.06, 0.9 + (i % 3) * 0.15, 4, 8),
              color: i % 2 ? "#c0392b" : "#d9482f",
              position: [spread, -0.45, -0.08 - Math.abs(spread) * 0.3] as [number, number, number],
              rotation: [0.25, 0, spread * 0.8] as [number, number, number],
            };
          }),
        ),
        hairMaterial: new MeshLambertMaterial({ vertexColors: true }),
        finGeometry: mergeParts([
          {
            geometry: new ConeGeometry(0.35, 0.9, 3),
            color: "#7ff0d8",
            position: [0, 0.45, 0.22],
            rotation: [0.5, 0, 0],
            scale: [1, 1, 0.2],
          },
          {
            geometry: new ConeGeometry(0.35, 0.9, 3),
            color: "#7ff0d8",
            position: [0, 0.45, -0.22],
            rotation: [-0.5, 0, 0],
            scale: [1, 1, 0.2],
          },
        ]),
        finMaterial: new MeshStandardMaterial({
          vertexColors: true,
          transparent: true,
          opacity: 0.85,
          side: DoubleSide,
          roughness: 0.3,
        }),
      };
    },
  );
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    if (fin.current) fin.current.rotation.x = still ? 0 : Math.sin(t * 1.6) * 0.35;
    if (hair.current) hair.current.rotation.x = 0.15 + (still ? 0 : Math.sin(t * 0.9) * 0.12);
  });
  return (
    <group position={[MERMAID_ROCK.x, 0, MERMAID_ROCK.z]} rotation={[0, -0.35, 0]} scale={1.2}>
      <mesh geometry={seat} material={stone} />
      <mesh geometry={body} material={skin} />
      <mesh geometry={tail} material={scales} />
      <group ref={hair} position={[0, 2.72, -0.08]}>
        <mesh geometry={locks} material={hairMaterial} />
      </group>
      <group ref={fin} position={[1.55, 0.55, 1.3]} rotation={[0, 0, -1.3]}>
        <mesh geometry={finGeometry} material={finMaterial} />
      </group>
    </group>
  );
}

/** A tube along `curve` that narrows from `start` to `end` radius: the mermaid's tail. */
function taperedTube(curve: CatmullRomCurve3, start: number, end: number) {
  const tubular = 24;
  const radial = 12;
  const geometry = new TubeGeometry(curve, tubular, 1, radial, false);
  const position = geometry.getAttribute("position") as BufferAttribute;
  const center = new Vector3();
  for (let ring = 0; ring <= tubular; ring++) {
    const t = ring / tubular;
    curve.getPointAt(t, center);
    const radius = start + (end - start) * t * t;
    for (let side = 0; side <= radial; side++) {
      const i = ring * (radial + 1) + side;
      position.setXYZ(
        i,
        center.x + (position.getX(i) - center.x) * radius,
        center.y + (position.getY(i) - center.y) * radius,
        center.z + (position.getZ(i) - center.z) * radius,
      );
    }
  }
  geometry.computeVertexNormals();
  return geometry;
}

function scalePattern() {
  return canvasTexture(64, 64, (context) => {
    context.fillStyle = "#1f8f7a";
    context.fillRect(0, 0, 64, 64);
    for (let row = 0; row < 5; row++) {
      for (let column = 0; column < 5; column++) {
        const x = column * 16 + (row % 2) * 8;
        const y = row * 16;
        const gradient = context.createRadialGradient(x, y, 1, x, y, 10);
        gradient.addColorStop(0, "#b8fff0");
        gradient.addColorStop(1, "#2aa88f");
        context.fillStyle = gradient;
        context.beginPath();
        context.arc(x, y, 8, 0, Math.PI);
        context.fill();
      }
    }
  });
}
