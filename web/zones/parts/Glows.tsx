import { AdditiveBlending, BufferAttribute, BufferGeometry, Color, ShaderMaterial } from "three";
import type { ColorRepresentation } from "three";
import { useFrame } from "@react-three/fiber";
import { useDisposable } from "./dispose.ts";

export interface Glow {
  position: readonly [number, number, number];
  color: ColorRepresentation;
  /** Diameter in world units. */
  size: number;
}

interface GlowsProps {
  glows: readonly Glow[];
  /** 0 = steady; up to 1 = each glow breathes or flickers on its own beat. */
  twinkle?: number;
  /** Beats per second of the twinkle. */
  speed?: number;
}

const vertexShader = /* glsl */ `
  attribute float size;
  attribute vec3 color;
  uniform float viewportHeight;
  uniform float time;
  uniform float twinkle;
  uniform float speed;
  varying vec3 vColor;
  void main() {
    vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
    float phase = dot(position, vec3(12.9898, 78.233, 37.719));
    float beat = sin(time * speed * 6.2831 + phase) * 0.5 + 0.5;
    vColor = color * (1.0 - twinkle * beat * 0.8);
    gl_PointSize = size * projectionMatrix[1][1] * viewportHeight * 0.5 / -viewPosition.z;
    gl_Position = projectionMatrix * viewPosition;
  }
`;

const fragmentShader = /* glsl */ `
  varying vec3 vColor;
  void main() {
    float distance = length(gl_PointCoord - vec2(0.5)) * 2.0;
    float strength = pow(max(1.0 - distance, 0.0), 2.2);
    gl_FragColor = vec4(vColor * strength, 1.0);
  }
`;

/**
 * Soft halos of light (lamps, candle flames, glowing plants, warning beacons) as one cloud of points added
 * onto the picture: the look of bloom for the price of one draw call and no post-processing.
 */
export function Glows({ glows, twinkle = 0, speed = 1 }: GlowsProps) {
  // Keyed on what the glows are, so a scene may pass a fresh array each render without rebuilding them.
  const contents = glows.map((glow) => `${glow.position.join()} ${String(glow.color)} ${glow.size}`).join(";");
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const geometry = useDisposable(() => glowGeometry(glows), [contents]);
  const material = useDisposable(
    () =>
      new ShaderMaterial({
        vertexShader,
        fragmentShader,
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
        uniforms: {
          viewportHeight: { value: 800 },
          time: { value: 0 },
          twinkle: { value: twinkle },
          speed: { value: speed },
        },
      }),
    [twinkle, speed],
  );
  useFrame(({ clock, size, viewport }) => {
    material.uniforms.time!.value = clock.elapsedTime;
    material.uniforms.viewportHeight!.value = size.height * viewport.dpr;
  });
  return <points geometry={geometry} material={material} frustumCulled={false} />;
}

function glowGeometry(glows: readonly Glow[]): BufferGeometry {
  const positions = new Float32Array(glows.length * 3);
  const colors = new Float32Array(glows.length * 3);
  const sizes = new Float32Array(glows.length);
  const color = new Color();
  glows.forEach((glow, i) => {
    positions.set(glow.position, i * 3);
    color.set(glow.color);
    colors.set([color.r, color.g, color.b], i * 3);
    sizes[i] = glow.size;
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
  geometry.setAttribute("size", new BufferAttribute(sizes, 1));
  return geometry;
}
