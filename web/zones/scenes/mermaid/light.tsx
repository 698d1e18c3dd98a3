import { AdditiveBlending, DoubleSide, MeshBasicMaterial, PlaneGeometry, ShaderMaterial } from "three";
import { useFrame } from "@react-three/fiber";
import { useDisposables } from "../../parts/dispose.ts";
import { mergeParts } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { between, seededRandom } from "../../parts/random.ts";
import { canvasTexture } from "../../parts/textures.ts";

const causticsVertex = /* glsl */ `
  varying vec3 vWorld;
  void main() {
    vec4 world = modelMatrix * vec4(position, 1.0);
    vWorld = world.xyz;
    gl_Position = projectionMatrix * viewMatrix * world;
  }
`;

const causticsFragment = /* glsl */ `
  uniform float time;
  varying vec3 vWorld;
  // Dancing light on the sea floor: a few rounds of warped sines, the classic tileable-caustics trick.
  float caustic(vec2 p, float t) {
    vec2 i = p;
    float c = 1.0;
    float intensity = 0.005;
    for (int n = 0; n < 4; n++) {
      float phase = t * (1.0 - (3.5 / float(n + 1)));
      i = p + vec2(cos(phase - i.x) + sin(phase + i.y), sin(phase - i.y) + cos(phase + i.x));
      c += 1.0 / length(vec2(p.x / (sin(i.x + phase) / intensity), p.y / (cos(i.y + phase) / intensity)));
    }
    c /= 4.0;
    c = 1.17 - pow(c, 1.4);
    return clamp(pow(abs(c), 8.0), 0.0, 1.0);
  }
  void main() {
    float light = caustic(mod(vWorld.xz * 0.5, 6.2831853) - 250.0, time * 0.5);
    // Fades with distance from the viewer, as the fog swallows the floor.
    float fade = exp(-pow(distance(vWorld, cameraPosition) * 0.06, 2.0));
    gl_FragColor = vec4(vec3(0.6, 0.95, 1.0) * light * 0.6 * fade, 1.0);
  }
`;

/** Light rippling over the sand, as sunlight does through waves. */
export function Caustics({ still }: { still: boolean }) {
  const { material } = useDisposables(() => ({
    material: new ShaderMaterial({
      vertexShader: causticsVertex,
      fragmentShader: causticsFragment,
      uniforms: { time: { value: 0 } },
      transparent: true,
      blending: AdditiveBlending,
      depthWrite: false,
    }),
  }));
  useFrame((_, delta) => {
    material.uniforms.time!.value += delta * (still ? 0.15 : 1);
  });
  return (
    <mesh material={material} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, 0]}>
      <circleGeometry args={[30, 40]} />
    </mesh>
  );
}

/** Shafts of sunlight slanting down from the surface, brightening and dimming slowly. */
export function LightShafts({ still }: { still: boolean }) {
  const { shafts, material } = useDisposables(() => {
    const random = seededRandom(505);
    const parts: Part[] = [];
    for (let i = 0; i < 7; i++) {
      const x = between(random, -12, 12);
      const z = between(random, -14, 2);
      const width = between(random, 1.5, 3);
      for (const turn of [0, Math.PI / 2]) {
        parts.push({
          geometry: new PlaneGeometry(width, 16),
          color: "#ffffff",
          position: [x, 8, z],
          rotation: [0.25, turn + i, 0.2],
        });
      }
    }
    return {
      shafts: mergeParts(parts),
      material: new MeshBasicMaterial({
        map: shaftGradient(),
        color: "#bff6ff",
        transparent: true,
        opacity: 0.22,
        blending: AdditiveBlending,
        depthWrite: false,
        side: DoubleSide,
        fog: false,
      }),
    };
  });
  useFrame(({ clock }) => {
    material.opacity = still ? 0.2 : 0.16 + Math.sin(clock.elapsedTime * 0.5) * 0.06;
  });
  return <mesh geometry={shafts} material={material} />;
}

function shaftGradient() {
  return canvasTexture(8, 128, (context) => {
    const gradient = context.createLinearGradient(0, 0, 0, 128);
    gradient.addColorStop(0, "rgba(255, 255, 255, 1)");
    gradient.addColorStop(1, "rgba(255, 255, 255, 0)");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 8, 128);
  });
}
