import { BufferAttribute, BufferGeometry } from "three";
import { useDisposable } from "./dispose.ts";
import { seededRandom } from "./random.ts";

interface StarsProps {
  count?: number;
  radius?: number;
  seed?: number;
  color?: string;
  /** The lowest a star may be, as the sine of its height above the horizon (0: down to the horizon). */
  lowest?: number;
}

/** Points scattered over the upper sky, the same size however far: a night, or the first stars of a dusk. */
export function Stars({ count = 900, radius = 400, seed = 5, color = "#ffffff", lowest = 0.05 }: StarsProps) {
  const geometry = useDisposable(() => {
    const random = seededRandom(seed);
    const positions = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) {
      const angle = random() * Math.PI * 2;
      const up = lowest + random() * (1 - lowest);
      const flat = Math.sqrt(1 - up * up);
      positions.set([Math.cos(angle) * flat * radius, up * radius, Math.sin(angle) * flat * radius], i * 3);
    }
    const made = new BufferGeometry();
    made.setAttribute("position", new BufferAttribute(positions, 3));
    return made;
  }, [count, radius, seed, lowest]);
  return (
    <points geometry={geometry} frustumCulled={false}>
      <pointsMaterial color={color} size={1.6} sizeAttenuation={false} fog={false} transparent opacity={0.9} />
    </points>
  );
}
