import {
  AdditiveBlending,
  CircleGeometry,
  Color,
  ConeGeometry,
  InstancedMesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  SphereGeometry,
  Vector3,
} from "three";
import type { Group, PointLight } from "three";
import { useFrame } from "@react-three/fiber";
import { useLayoutEffect, useMemo, useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { mergeParts } from "../../parts/merge.ts";
import { seededRandom } from "../../parts/random.ts";
import { canvasTexture, tiled } from "../../parts/textures.ts";
import { DISCO, ROOM } from "./layout.ts";

const BEAMS = [
  { color: "#ff4dd2", direction: new Vector3(0.7, -1, 0.2) },
  { color: "#4dd2ff", direction: new Vector3(-0.6, -1, 0.5) },
  { color: "#ffe14d", direction: new Vector3(0.1, -1, -0.8) },
  { color: "#7cff4d", direction: new Vector3(-0.5, -1, -0.5) },
  { color: "#b84dff", direction: new Vector3(0.6, -1, -0.6) },
  { color: "#ff7a4d", direction: new Vector3(0.2, -1, 0.9) },
].map((beam) => ({ ...beam, direction: beam.direction.normalize() }));

/**
 * The mirror ball turning under the ceiling, throwing coloured beams that sweep spots of light around the
 * floor; two coloured lamps circle with it. Reduced motion keeps it still.
 */
export function DiscoBall({ still }: { still: boolean }) {
  const ball = useRef<Group>(null);
  const spots = useRef<InstancedMesh>(null);
  const lights = useRef<(PointLight | null)[]>([]);
  const { mirror, mirrorMaterial, beams, beamMaterial, spot, spotMaterial } = useDisposables(() => {
    const tiles = mirrorTiles();
    return {
      mirror: new SphereGeometry(0.55, 24, 16),
      mirrorMaterial: new MeshStandardMaterial({
        map: tiles,
        emissiveMap: tiles,
        emissive: "#ffffff",
        emissiveIntensity: 0.55,
        metalness: 0.6,
        roughness: 0.25,
      }),
      beams: mergeParts(
        BEAMS.map((beam) => {
          // Long enough to reach through the floor, which hides the rest.
          const length = 9;
          const geometry = new ConeGeometry(0.75, length, 14, 1, true).translate(0, -length / 2, 0).rotateX(Math.PI);
          const turn = new Object3D();
          turn.lookAt(beam.direction);
          geometry.rotateX(Math.PI / 2).applyQuaternion(turn.quaternion);
          return { geometry, color: beam.color };
        }),
      ),
      beamMaterial: new MeshBasicMaterial({
        vertexColors: true,
        transparent: true,
        opacity: 0.2,
        blending: AdditiveBlending,
        depthWrite: false,
      }),
      spot: new CircleGeometry(0.45, 20).rotateX(-Math.PI / 2),
      spotMaterial: new MeshBasicMaterial({
        transparent: true,
        opacity: 0.5,
        blending: AdditiveBlending,
        depthWrite: false,
      }),
    };
  });
  const spotColors = useMemo(() => BEAMS.map((beam) => new Color(beam.color)), []);
  useLayoutEffect(() => {
    spotColors.forEach((color, i) => spots.current?.setColorAt(i, color));
  }, [spotColors]);

  const turned = new Vector3();
  const dummy = useMemo(() => new Object3D(), []);
  useFrame(({ clock }, delta) => {
    if (!ball.current || !spots.current) return;
    if (!still) ball.current.rotation.y += delta * 0.6;
    const angle = ball.current.rotation.y;
    BEAMS.forEach((beam, i) => {
      turned.copy(beam.direction).applyAxisAngle(new Vector3(0, 1, 0), angle);
      const reach = DISCO.y / -turned.y;
      dummy.position.set(DISCO.x + turned.x * reach, 0.03, DISCO.z + turned.z * reach);
      dummy.scale.set(1 / Math.max(0.4, -turned.y), 1, 1);
      dummy.rotation.set(0, -Math.atan2(turned.z, turned.x), 0);
      dummy.updateMatrix();
      spots.current!.setMatrixAt(i, dummy.matrix);
    });
    spots.current.instanceMatrix.needsUpdate = true;
    lights.current.forEach((light, i) => {
      if (!light) return;
      const t = clock.elapsedTime * (still ? 0 : 0.8) + i * Math.PI;
      light.position.set(Math.cos(t) * 5, 2.5, Math.sin(t) * 4);
    });
  });

  return (
    <>
      <group ref={ball} position={DISCO}>
        <mesh geometry={mirror} material={mirrorMaterial} />
        <mesh geometry={beams} material={beamMaterial} />
      </group>
      <mesh position={[DISCO.x, (DISCO.y + 0.5 + ROOM.height) / 2, DISCO.z]}>
        <cylinderGeometry args={[0.015, 0.015, ROOM.height - DISCO.y - 0.5, 4]} />
        <meshBasicMaterial color="#888888" />
      </mesh>
      <instancedMesh ref={spots} args={[spot, spotMaterial, BEAMS.length]} frustumCulled={false} />
      <pointLight
        ref={(light) => void (lights.current[0] = light)}
        color="#ff4dd2"
        intensity={9}
        distance={11}
        decay={1.4}
      />
      <pointLight
        ref={(light) => void (lights.current[1] = light)}
        color="#4dc3ff"
        intensity={9}
        distance={11}
        decay={1.4}
      />
    </>
  );
}

function mirrorTiles() {
  return tiled(
    canvasTexture(128, 64, (context) => {
      const random = seededRandom(4);
      for (let y = 0; y < 64; y += 8) {
        for (let x = 0; x < 128; x += 8) {
          const shade = 120 + Math.floor(random() * 135);
          context.fillStyle = `rgb(${shade}, ${shade}, ${Math.min(255, shade + 15)})`;
          context.fillRect(x, y, 7, 7);
        }
      }
    }),
  );
}
