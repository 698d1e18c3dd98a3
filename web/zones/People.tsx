import { memo, useLayoutEffect, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { Html } from "@react-three/drei";
import type { Group } from "three";
import type { AvatarChoice, Vec3 } from "./scene.ts";
import { AvatarModel } from "./avatars.tsx";

/** Someone else in the zone, as the presence channel reports them: feet position and facing. */
export interface ZonePerson {
  id: string;
  name: string;
  avatar: AvatarChoice;
  position: Vec3;
  rotationY: number;
}

interface PeopleProps {
  people: readonly ZonePerson[];
  /** Reduced motion: jump to each new position instead of gliding there. */
  snap: boolean;
}

/** Other people as their chosen avatars with their names above them. */
export function People({ people, snap }: PeopleProps) {
  // drei's Html attaches names to the element the canvas listens on; until that is known it would attach
  // them elsewhere and lose the first one when it moves, so wait for it.
  const connected = useThree((state) => state.events.connected);
  if (!connected) return null;
  return (
    <>
      {people.map((person) => (
        <Person key={person.id} person={person} snap={snap} />
      ))}
    </>
  );
}

/**
 * Updates arrive a few times a second (far people's at most twice: the server thins them); in between, the
 * avatar glides toward the last reported place, at a pace that fits how often its updates come.
 */
function Person({ person, snap }: { person: ZonePerson; snap: boolean }) {
  const ref = useRef<Group>(null);
  const target = useRef(person);
  const heard = useRef({ at: 0, everyMs: 150 });
  // The list is made afresh whenever anyone moves: only a new place of this person's counts as their update.
  if (!samePlace(target.current, person)) {
    const now = performance.now();
    if (heard.current.at > 0) heard.current.everyMs = now - heard.current.at;
    heard.current.at = now;
  }
  target.current = person;

  useLayoutEffect(() => {
    ref.current?.position.set(...person.position);
    ref.current?.rotation.set(0, person.rotationY, 0);
    // Only where the person first appears; later updates glide in useFrame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useFrame((_, delta) => {
    const group = ref.current;
    if (!group) return;
    const { position, rotationY } = target.current;
    const blend = snap ? 1 : 1 - Math.exp(-Math.min(delta, 0.1) * glideRate(heard.current.everyMs));
    group.position.x += (position[0] - group.position.x) * blend;
    group.position.y += (position[1] - group.position.y) * blend;
    group.position.z += (position[2] - group.position.z) * blend;
    group.rotation.y += shortestTurn(group.rotation.y, rotationY) * blend;
  });

  return (
    <group ref={ref}>
      <Figure avatar={person.avatar} name={person.name} />
    </group>
  );
}

/**
 * The avatar and the name above it, drawn again only when they change: positions arrive several times a
 * second, and re-rendering the name each time keeps drei's Html (its own React root) from ever settling.
 */
const Figure = memo(function Figure({ avatar, name }: { avatar: AvatarChoice; name: string }) {
  return (
    <>
      <AvatarModel choice={avatar} />
      <Html position={[0, 2.25, 0]} center zIndexRange={[20, 0]} pointerEvents="none">
        <span className="zone-name-tag">{name}</span>
      </Html>
    </>
  );
});

/** The signed angle from `from` to `to`, at most half a turn either way. */
export function shortestTurn(from: number, to: number): number {
  const turn = (to - from) % (Math.PI * 2);
  if (turn > Math.PI) return turn - Math.PI * 2;
  if (turn < -Math.PI) return turn + Math.PI * 2;
  return turn;
}

/**
 * How fast an avatar closes the gap to its last reported place (per second, exponential): 8 for updates every
 * 150 ms (it arrives before the next), slower for sparser ones (a far person's twice a second), so it keeps
 * moving until the next update instead of rushing there and standing still.
 */
export function glideRate(everyMs: number): number {
  return Math.min(8, Math.max(2, 1_200 / everyMs));
}

function samePlace(a: ZonePerson, b: ZonePerson): boolean {
  return a.rotationY === b.rotationY && a.position.every((value, i) => value === b.position[i]);
}
