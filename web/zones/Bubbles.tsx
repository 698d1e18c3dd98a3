import { useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { Html } from "@react-three/drei";
import type { Group } from "three";
import type { ZonePerson } from "./People.tsx";

interface BubblesProps {
  people: readonly ZonePerson[];
  /** What each person (by `ZonePerson.id`) is saying now: shown above their name while it lasts. */
  bubbles: ReadonlyMap<string, string>;
  /** Reduced motion: jump with the person instead of gliding. */
  snap: boolean;
}

/** Zone talk's speech bubbles, above the avatars of those saying something now (WorkAdventure's bubbles). */
export function Bubbles({ people, bubbles, snap }: BubblesProps) {
  // As People: drei's Html needs the element the canvas listens on before it attaches anything.
  const connected = useThree((state) => state.events.connected);
  if (!connected || bubbles.size === 0) return null;
  return (
    <>
      {people.map((person) => {
        const text = bubbles.get(person.id);
        return text === undefined ? null : <Bubble key={person.id} person={person} text={text} snap={snap} />;
      })}
    </>
  );
}

/** Follows the person as their avatar does (gliding toward the last reported place), above the name tag. */
function Bubble({ person, text, snap }: { person: ZonePerson; text: string; snap: boolean }) {
  const ref = useRef<Group>(null);
  const placed = useRef(false);
  const target = useRef(person.position);
  target.current = person.position;
  useFrame((_, delta) => {
    const group = ref.current;
    if (!group) return;
    const [x, y, z] = target.current;
    if (!placed.current) {
      group.position.set(x, y, z);
      placed.current = true;
      return;
    }
    const blend = snap ? 1 : 1 - Math.exp(-Math.min(delta, 0.1) * 8);
    group.position.x += (x - group.position.x) * blend;
    group.position.y += (y - group.position.y) * blend;
    group.position.z += (z - group.position.z) * blend;
  });
  return (
    <group ref={ref} position={person.position}>
      <Html position={[0, 2.75, 0]} center zIndexRange={[21, 0]} pointerEvents="none">
        <p className="zone-bubble" data-speaker={person.id}>
          {text}
        </p>
      </Html>
    </group>
  );
}
