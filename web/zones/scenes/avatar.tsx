import { useMemo, useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { AdditiveBlending, BackSide, type Group } from "three";
import type { AvatarChoice, SceneDefinition, SceneProps } from "../scene.ts";
import { AvatarModel, avatarNames } from "../avatars.tsx";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { Stars } from "../parts/Stars.tsx";
import { usePaintedTexture, type Painter } from "../parts/painters.ts";
import type { ShapePart } from "../parts/shapes.ts";

/**
 * The avatar showroom: the two avatars a person can choose turn slowly on lit pedestals under an open
 * night sky, each with its name on a plaque; the visitor's own choice is marked.
 */

const PEDESTALS: readonly { choice: AvatarChoice; x: number; colour: string }[] = [
  { choice: 1, x: -2.4, colour: "#a78bfa" },
  { choice: 2, x: 2.4, colour: "#2dd4bf" },
];
const ROOM_RADIUS = 11;
const WALL_HEIGHT = 7;

const structure: ShapePart[] = [];
const glow: ShapePart[] = [];

for (const { x, colour } of PEDESTALS) {
  structure.push(
    { shape: "cylinder", position: [x, 0.3, 0], scale: [2.2, 0.6, 2.2], color: "#1e1b3a" },
    { shape: "cylinder", position: [x, 0.64, 0], scale: [2.0, 0.08, 2.0], color: "#2e2a55" },
    { shape: "cylinder", position: [x, 0.05, 0], scale: [2.6, 0.1, 2.6], color: "#15132b" },
  );
  glow.push({ shape: "cylinder", position: [x, 0.62, 0], scale: [2.22, 0.03, 2.22], color: colour });
  glow.push({ shape: "cylinder", position: [x, 0.11, 0], scale: [2.62, 0.02, 2.62], color: colour });
}
// Light strips up the curved wall, and an arch behind the pedestals.
for (let i = 0; i < 24; i++) {
  const angle = (i / 24) * Math.PI * 2;
  const x = Math.sin(angle) * (ROOM_RADIUS - 0.3);
  const z = Math.cos(angle) * (ROOM_RADIUS - 0.3);
  glow.push({
    shape: "box",
    position: [x, WALL_HEIGHT / 2, z],
    scale: [0.08, WALL_HEIGHT - 1, 0.08],
    color: i % 2 ? "#7c3aed" : "#0d9488",
  });
}
for (let i = 0; i <= 16; i++) {
  const angle = (i / 16) * Math.PI;
  structure.push({
    shape: "box",
    position: [Math.cos(angle) * 5.2, 0.2 + Math.sin(angle) * 4.6, -3.2],
    scale: [0.7, 0.7, 0.4],
    rotation: [0, 0, angle],
    color: "#2a2550",
  });
  glow.push({
    shape: "box",
    position: [Math.cos(angle) * 5.2, 0.2 + Math.sin(angle) * 4.6, -2.98],
    scale: [0.5, 0.12, 0.05],
    rotation: [0, 0, angle + Math.PI / 2],
    color: "#c4b5fd",
  });
}
// Benches along the wall for onlookers.
for (const angle of [Math.PI * 0.75, Math.PI * 1.25]) {
  structure.push({
    shape: "box",
    position: [Math.sin(angle) * 8.5, 0.45, Math.cos(angle) * 8.5],
    scale: [3, 0.12, 0.8],
    rotation: [0, angle, 0],
    color: "#3b3570",
  });
  structure.push({
    shape: "box",
    position: [Math.sin(angle) * 8.5, 0.2, Math.cos(angle) * 8.5],
    scale: [2.6, 0.4, 0.5],
    rotation: [0, angle, 0],
    color: "#1e1b3a",
  });
}

/** The stage floor: a dark disc with rings and spokes of light. */
const floorPainter: Painter = (context, width, height) => {
  const cx = width / 2;
  const cy = height / 2;
  const gradient = context.createRadialGradient(cx, cy, 0, cx, cy, width / 2);
  gradient.addColorStop(0, "#2a2456");
  gradient.addColorStop(1, "#0d0b1f");
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = "rgba(167,139,250,0.35)";
  context.lineWidth = 2;
  for (let r = 40; r < width / 2; r += 48) {
    context.beginPath();
    context.arc(cx, cy, r, 0, Math.PI * 2);
    context.stroke();
  }
  context.strokeStyle = "rgba(45,212,191,0.18)";
  for (let i = 0; i < 24; i++) {
    const angle = (i / 24) * Math.PI * 2;
    context.beginPath();
    context.moveTo(cx, cy);
    context.lineTo(cx + Math.cos(angle) * width, cy + Math.sin(angle) * height);
    context.stroke();
  }
};

const wallPainter: Painter = (context, width, height) => {
  const gradient = context.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, "#3b2f7a");
  gradient.addColorStop(1, "#120f2a");
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = "rgba(255,255,255,0.04)";
  for (let x = 0; x < width; x += 32) context.fillRect(x, 0, 2, height);
};

function plaquePainter(choice: AvatarChoice, mine: boolean): Painter {
  return (context, width, height) => {
    context.fillStyle = "#15132b";
    context.fillRect(0, 0, width, height);
    context.strokeStyle = choice === 1 ? "#a78bfa" : "#2dd4bf";
    context.lineWidth = 6;
    context.strokeRect(6, 6, width - 12, height - 12);
    context.fillStyle = "#ffffff";
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.font = "bold 52px sans-serif";
    context.fillText(`Avatar ${choice}`, width / 2, height * 0.38);
    context.font = "34px sans-serif";
    context.fillStyle = mine ? "#fbbf24" : "#d4d0f5";
    context.fillText(mine ? `${avatarNames[choice]} · your avatar` : avatarNames[choice], width / 2, height * 0.72);
  };
}

function Pedestal({ choice, x, colour, mine }: { choice: AvatarChoice; x: number; colour: string; mine: boolean }) {
  const turntable = useRef<Group>(null);
  const marker = useRef<Group>(null);
  useFrame(({ clock }, delta) => {
    if (turntable.current) turntable.current.rotation.y += delta * 0.45;
    if (marker.current) marker.current.position.y = 3.75 + Math.sin(clock.elapsedTime * 2) * 0.08;
  });
  const painter = useMemo(() => plaquePainter(choice, mine), [choice, mine]);
  const plaque = usePaintedTexture(painter, { width: 512, height: 160 });
  return (
    <group position={[x, 0, 0]}>
      <group ref={turntable} position={[0, 0.68, 0]} scale={1.25}>
        <AvatarModel choice={choice} />
      </group>
      <mesh position={[0, 0.34, 1.16]} rotation={[-0.15, 0, 0]}>
        <planeGeometry args={[1.3, 0.41]} />
        <meshBasicMaterial map={plaque} toneMapped={false} />
      </mesh>
      {/* A soft cone of light from above. */}
      <mesh position={[0, 4.2, 0]}>
        <coneGeometry args={[1.2, 7, 24, 1, true]} />
        <meshBasicMaterial
          color={colour}
          transparent
          opacity={0.09}
          blending={AdditiveBlending}
          depthWrite={false}
          side={BackSide}
        />
      </mesh>
      <spotLight
        position={[0, 7, 2.5]}
        angle={0.45}
        penumbra={0.6}
        intensity={60}
        distance={14}
        decay={1.4}
        color={colour}
        target-position={[x, 1, 0]}
      />
      {mine && (
        <group ref={marker}>
          <mesh rotation={[Math.PI / 2, 0, 0]}>
            <torusGeometry args={[0.35, 0.05, 8, 32]} />
            <meshBasicMaterial color="#fbbf24" toneMapped={false} />
          </mesh>
          <mesh position={[0, -0.05, 0]} rotation={[Math.PI, 0, 0]}>
            <coneGeometry args={[0.15, 0.3, 16]} />
            <meshBasicMaterial color="#fbbf24" toneMapped={false} />
          </mesh>
        </group>
      )}
    </group>
  );
}

function AvatarScene({ avatar, quality }: SceneProps) {
  const floor = usePaintedTexture(floorPainter, { width: 1024, height: 1024 });
  const wall = usePaintedTexture(wallPainter, { width: 512, height: 256, repeat: [6, 1] });
  return (
    <>
      <Sky top="#05041a" horizon="#2a1f5c" exponent={0.5} />
      <Stars count={700} lowest={0.25} />
      <hemisphereLight args={["#c4b5fd", "#1e1b3a", 1.2]} />
      {/* A front light; on a phone the spotlights and the sky light light the showroom (3 lights). */}
      {quality === "desktop" && <directionalLight position={[0, 8, 10]} intensity={1.2} color="#ffffff" />}
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[ROOM_RADIUS, 64]} />
        <meshStandardMaterial map={floor} roughness={0.35} metalness={0.2} />
      </mesh>
      <mesh position={[0, WALL_HEIGHT / 2, 0]}>
        <cylinderGeometry args={[ROOM_RADIUS, ROOM_RADIUS, WALL_HEIGHT, 48, 1, true]} />
        <meshLambertMaterial map={wall} side={BackSide} />
      </mesh>
      <MergedShapes parts={structure}>
        <meshStandardMaterial vertexColors roughness={0.5} metalness={0.3} />
      </MergedShapes>
      <MergedShapes parts={glow}>
        <meshBasicMaterial vertexColors toneMapped={false} />
      </MergedShapes>
      {PEDESTALS.map((pedestal) => (
        <Pedestal key={pedestal.choice} {...pedestal} mine={avatar === pedestal.choice} />
      ))}
    </>
  );
}

const avatar: SceneDefinition = {
  slug: "avatar",
  title: "Avatar",
  movement: "look",
  mobile: "none",
  spawn: [0, 1.7, 7],
  lookAt: [0, 1.5, 0],
  colliders: [],
  objects: [
    `Avatar 1, ${avatarNames[1]}: a violet explorer with a teal visor and a backpack, turning on a lit pedestal`,
    `Avatar 2, ${avatarNames[2]}: an orange robot with cyan eyes and an antenna, turning on a lit pedestal`,
    "Name plaques in front of each pedestal",
    "Beams of coloured light from above",
    "A round hall with glowing strips, an arch and benches, open to the night sky",
  ],
  Scene: AvatarScene,
};

export default avatar;
