import type { AvatarChoice } from "./scene.ts";
import type { ShapePart } from "./parts/shapes.ts";
import { MergedShapes } from "./parts/MergedShapes.tsx";

/**
 * The two avatars a person can choose (Avatar 1, Avatar 2), made of primitives: each is one mesh with vertex
 * colours, about 1.8 units tall, feet at y = 0, facing -z like the camera at rest.
 */

/** Avatar 1, "Nova": a rounded explorer in violet with a glowing teal visor and a backpack. */
const nova: readonly ShapePart[] = [
  // legs and boots
  { shape: "cylinder", position: [-0.14, 0.4, 0], scale: [0.2, 0.7, 0.2], color: "#312e81" },
  { shape: "cylinder", position: [0.14, 0.4, 0], scale: [0.2, 0.7, 0.2], color: "#312e81" },
  { shape: "box", position: [-0.14, 0.06, -0.04], scale: [0.22, 0.12, 0.32], color: "#f8fafc" },
  { shape: "box", position: [0.14, 0.06, -0.04], scale: [0.22, 0.12, 0.32], color: "#f8fafc" },
  // body: a rounded capsule
  { shape: "cylinder", position: [0, 1.05, 0], scale: [0.56, 0.5, 0.44], color: "#7c3aed" },
  { shape: "sphere", position: [0, 0.8, 0], scale: [0.56, 0.3, 0.44], color: "#7c3aed" },
  { shape: "sphere", position: [0, 1.3, 0], scale: [0.56, 0.3, 0.44], color: "#7c3aed" },
  { shape: "box", position: [0, 1.08, -0.215], scale: [0.3, 0.14, 0.03], color: "#fbbf24" },
  // arms
  {
    shape: "cylinder",
    position: [-0.36, 1.05, 0],
    scale: [0.14, 0.56, 0.14],
    rotation: [0, 0, 0.18],
    color: "#6d28d9",
  },
  {
    shape: "cylinder",
    position: [0.36, 1.05, 0],
    scale: [0.14, 0.56, 0.14],
    rotation: [0, 0, -0.18],
    color: "#6d28d9",
  },
  { shape: "sphere", position: [-0.41, 0.76, 0], scale: [0.14, 0.14, 0.14], color: "#f5d0b5" },
  { shape: "sphere", position: [0.41, 0.76, 0], scale: [0.14, 0.14, 0.14], color: "#f5d0b5" },
  // backpack
  { shape: "box", position: [0, 1.08, 0.26], scale: [0.4, 0.44, 0.16], color: "#0f766e" },
  // head, visor and antenna ears
  { shape: "sphere", position: [0, 1.6, 0], scale: [0.42, 0.42, 0.42], color: "#f5d0b5" },
  { shape: "sphere", position: [0, 1.66, 0.02], scale: [0.46, 0.34, 0.46], color: "#4c1d95" },
  { shape: "cylinder", position: [0, 1.6, -0.06], scale: [0.4, 0.1, 0.36], color: "#2dd4bf" },
  { shape: "sphere", position: [-0.23, 1.62, 0], scale: [0.1, 0.1, 0.1], color: "#fbbf24" },
  { shape: "sphere", position: [0.23, 1.62, 0], scale: [0.1, 0.1, 0.1], color: "#fbbf24" },
];

/** Avatar 2, "Bolt": a boxy orange robot with cyan eyes and an antenna. */
const bolt: readonly ShapePart[] = [
  { shape: "box", position: [-0.15, 0.35, 0], scale: [0.2, 0.7, 0.22], color: "#475569" },
  { shape: "box", position: [0.15, 0.35, 0], scale: [0.2, 0.7, 0.22], color: "#475569" },
  { shape: "box", position: [-0.15, 0.05, -0.05], scale: [0.26, 0.1, 0.34], color: "#1e293b" },
  { shape: "box", position: [0.15, 0.05, -0.05], scale: [0.26, 0.1, 0.34], color: "#1e293b" },
  { shape: "box", position: [0, 1.02, 0], scale: [0.62, 0.66, 0.4], color: "#f97316" },
  { shape: "box", position: [0, 1.06, -0.205], scale: [0.34, 0.26, 0.02], color: "#0f172a" },
  { shape: "box", position: [-0.07, 1.1, -0.218], scale: [0.08, 0.06, 0.01], color: "#22d3ee" },
  { shape: "box", position: [0.07, 1.1, -0.218], scale: [0.08, 0.06, 0.01], color: "#facc15" },
  { shape: "box", position: [0, 1.0, -0.218], scale: [0.22, 0.03, 0.01], color: "#22d3ee" },
  { shape: "box", position: [-0.4, 1.0, 0], scale: [0.16, 0.6, 0.18], color: "#94a3b8" },
  { shape: "box", position: [0.4, 1.0, 0], scale: [0.16, 0.6, 0.18], color: "#94a3b8" },
  { shape: "sphere", position: [-0.4, 0.66, 0], scale: [0.16, 0.16, 0.16], color: "#f97316" },
  { shape: "sphere", position: [0.4, 0.66, 0], scale: [0.16, 0.16, 0.16], color: "#f97316" },
  { shape: "cylinder", position: [0, 1.4, 0], scale: [0.16, 0.1, 0.16], color: "#475569" },
  { shape: "box", position: [0, 1.6, 0], scale: [0.46, 0.34, 0.38], color: "#cbd5e1" },
  { shape: "box", position: [0, 1.6, -0.19], scale: [0.38, 0.16, 0.02], color: "#0f172a" },
  { shape: "box", position: [-0.09, 1.6, -0.2], scale: [0.1, 0.08, 0.02], color: "#22d3ee" },
  { shape: "box", position: [0.09, 1.6, -0.2], scale: [0.1, 0.08, 0.02], color: "#22d3ee" },
  {
    shape: "cylinder",
    position: [-0.25, 1.6, 0],
    scale: [0.06, 0.14, 0.14],
    rotation: [0, 0, Math.PI / 2],
    color: "#f97316",
  },
  {
    shape: "cylinder",
    position: [0.25, 1.6, 0],
    scale: [0.06, 0.14, 0.14],
    rotation: [0, 0, Math.PI / 2],
    color: "#f97316",
  },
  { shape: "cylinder", position: [0, 1.86, 0], scale: [0.03, 0.18, 0.03], color: "#475569" },
  { shape: "sphere", position: [0, 1.97, 0], scale: [0.09, 0.09, 0.09], color: "#ef4444" },
];

export const avatarNames: Record<AvatarChoice, string> = { 1: "Nova", 2: "Bolt" };

const avatarParts: Record<AvatarChoice, readonly ShapePart[]> = { 1: nova, 2: bolt };

/** One avatar, standing at its group's origin. */
export function AvatarModel({ choice }: { choice: AvatarChoice }) {
  return (
    <MergedShapes parts={avatarParts[choice]}>
      <meshStandardMaterial vertexColors roughness={0.55} metalness={choice === 2 ? 0.25 : 0.05} />
    </MergedShapes>
  );
}
