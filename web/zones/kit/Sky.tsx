import { BackSide, BufferAttribute, BufferGeometry, Color, ShaderMaterial, Vector3 } from "three";
import { useDisposable } from "./disposable.ts";
import { seeded } from "./random.ts";

interface SkyProps {
  /** Straight up, at the horizon, and below it (seen only past the edge of the ground). */
  top: string;
  horizon: string;
  bottom?: string;
  /** Larger values keep the horizon colour lower in the sky. */
  exponent?: number;
  /** A sun or moon disc: its direction and colour. */
  sun?: { direction: readonly [number, number, number]; color: string; size?: number };
  radius?: number;
}

/**
 * A sky as one inside-out sphere that always sits behind everything: a colour gradient from the horizon up,
 * and optionally a soft sun or moon. Cheaper than a physical sky shader and easy to give a mood.
 */
export function GradientSky({ top, horizon, bottom = horizon, exponent = 0.6, sun, radius = 450 }: SkyProps) {
  const material = useDisposable(
    () =>
      new ShaderMaterial({
        uniforms: {
          top: { value: new Color(top) },
          horizon: { value: new Color(horizon) },
          bottom: { value: new Color(bottom) },
          exponent: { value: exponent },
          sunDirection: { value: new Vector3(...(sun?.direction ?? [0, -1, 0])).normalize() },
          sunColor: { value: new Color(sun?.color ?? "#000000") },
          sunSize: { value: sun?.size ?? 0.02 },
        },
        vertexShader: `
          varying vec3 direction;
          void main() {
            direction = normalize(position);
            vec4 world = modelMatrix * vec4(position, 1.0);
            gl_Position = projectionMatrix * viewMatrix * world;
            gl_Position.z = gl_Position.w; // on the far plane: behind everything
          }`,
        fragmentShader: `
          uniform vec3 top; uniform vec3 horizon; uniform vec3 bottom; uniform float exponent;
          uniform vec3 sunDirection; uniform vec3 sunColor; uniform float sunSize;
          varying vec3 direction;
          void main() {
            float h = direction.y;
            vec3 color = h > 0.0 ? mix(horizon, top, pow(h, exponent)) : mix(horizon, bottom, min(1.0, -h * 6.0));
            float along = dot(direction, sunDirection);
            float disc = smoothstep(1.0 - sunSize, 1.0 - sunSize * 0.6, along);
            float glow = pow(max(along, 0.0), 24.0) * 0.35;
            color += sunColor * (disc + glow);
            // Not tone-mapped: the sky keeps the colours it was given.
            gl_FragColor = vec4(color, 1.0);
            #include <colorspace_fragment>
          }`,
        side: BackSide,
        depthWrite: false,
        fog: false,
      }),
    [top, horizon, bottom, exponent, sun?.direction, sun?.color, sun?.size],
  );
  // Drawn after the scenery, so only the pixels nothing else covered pay for the sky.
  return (
    <mesh material={material} renderOrder={1000} frustumCulled={false}>
      <sphereGeometry args={[radius, 24, 12]} />
    </mesh>
  );
}

interface StarsProps {
  count?: number;
  radius?: number;
  seed?: number;
  color?: string;
  /** The lowest a star may be, as the sine of its height above the horizon (0 = down to the horizon). */
  lowest?: number;
}

/** Points scattered over the upper sky: a night. */
export function Stars({ count = 900, radius = 400, seed = 5, color = "#ffffff", lowest = 0.05 }: StarsProps) {
  const geometry = useDisposable(() => {
    const random = seeded(seed);
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
