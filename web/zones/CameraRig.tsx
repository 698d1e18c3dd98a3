import { useLayoutEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { PerspectiveCamera, Vector3 } from "three";
import type { SceneDefinition, Vec3 } from "./scene.ts";
import { EYE_HEIGHT, bodyAt, eyeOf, type Body, type World } from "./movement.ts";
import { lookFrame, walkFrame, type ZoneInput } from "./input.ts";

interface CameraRigProps {
  definition: SceneDefinition;
  input: ZoneInput;
  /** Reduced motion: the camera jumps to where the body is instead of easing there. */
  snap: boolean;
  /** Called a few times a second with the eyes, the feet and the facing. */
  onReport: (eye: Vec3, feet: Vec3, yaw: number) => void;
}

/** How often the camera's place is reported to the page (data-camera, presence). */
const REPORT_SECONDS = 0.2;
/** How quickly the camera catches up with the body (per second); a 5-unit step settles in about 0.4 s. */
const EASE_RATE = 10;

/**
 * Moves the visitor's body by the input every frame and carries the camera after it: the only thing that
 * writes the camera. Frame time is capped so a stalled tab does not teleport anyone through a wall.
 */
export function CameraRig({ definition, input, snap, onReport }: CameraRigProps) {
  const camera = useThree((state) => state.camera);
  const world: World = useMemo(
    () => ({ colliders: definition.colliders, groundHeight: definition.groundHeight }),
    [definition],
  );
  // A look scene keeps the eyes exactly where the scene put them (seated at a café table, say).
  const body = useRef(definition.movement === "look" ? lookingBody(definition.spawn) : bodyAt(definition.spawn, world));
  const eye = useRef(new Vector3(...eyeOf(body.current)));
  const sinceReport = useRef(REPORT_SECONDS);

  useLayoutEffect(() => {
    camera.rotation.order = "YXZ";
    camera.position.copy(eye.current);
  }, [camera]);

  useFrame((_, rawDelta) => {
    const dt = Math.min(rawDelta, 0.1);
    if (definition.movement === "walk") body.current = walkFrame(body.current, input, dt, world);
    else lookFrame(input, dt);

    const target = eyeOf(body.current);
    followBody(eye.current, target, snap ? 1 : 1 - Math.exp(-EASE_RATE * dt));
    camera.position.copy(eye.current);
    camera.rotation.set(input.pitch, input.yaw, 0);
    if (camera instanceof PerspectiveCamera && camera.fov !== input.fov) {
      camera.fov = input.fov;
      camera.updateProjectionMatrix();
    }

    sinceReport.current += dt;
    if (sinceReport.current < REPORT_SECONDS) return;
    sinceReport.current = 0;
    const { x, y, z } = eye.current;
    onReport([x, y, z], [body.current.x, body.current.y, body.current.z], input.yaw);
  });

  return null;
}

function lookingBody([x, y, z]: Vec3): Body {
  return { x, y: y - EYE_HEIGHT, z, vy: 0, grounded: true };
}

function followBody(eye: Vector3, [x, y, z]: Vec3, blend: number) {
  eye.x += (x - eye.x) * blend;
  eye.y += (y - eye.y) * blend;
  eye.z += (z - eye.z) * blend;
  // Settle exactly, so a finished step reads as exactly 5 units.
  if (Math.abs(eye.x - x) + Math.abs(eye.y - y) + Math.abs(eye.z - z) < 0.003) eye.set(x, y, z);
}
