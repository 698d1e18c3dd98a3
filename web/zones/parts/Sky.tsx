import { BackSide, Color, ShaderMaterial, SphereGeometry, Vector3 } from "three";
import type { ColorRepresentation, Mesh } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposable } from "./dispose.ts";

interface SkyProps {
  top: ColorRepresentation;
  horizon: ColorRepresentation;
  bottom?: ColorRepresentation;
  /** How quickly the horizon colour gives way to the top colour (higher = thinner horizon band). */
  exponent?: number;
  /** Direction towards a sun or moon drawn as a soft disc, and its colour. */
  sun?: readonly [number, number, number];
  sunColor?: ColorRepresentation;
  sunSize?: number;
}

const vertexShader = /* glsl */ `
  varying vec3 vDirection;
  void main() {
    vDirection = normalize(position);
    vec4 clip = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
    gl_Position = clip.xyww;
  }
`;

const fragmentShader = /* glsl */ `
  uniform vec3 top;
  uniform vec3 horizon;
  uniform vec3 bottom;
  uniform float exponent;
  uniform vec3 sunDirection;
  uniform vec3 sunColor;
  uniform float sunSize;
  varying vec3 vDirection;
  void main() {
    vec3 direction = normalize(vDirection);
    float height = direction.y;
    vec3 color = height > 0.0
      ? mix(horizon, top, pow(height, exponent))
      : mix(horizon, bottom, pow(min(-height * 4.0, 1.0), 0.6));
    float facing = max(dot(direction, sunDirection), 0.0);
    color += sunColor * (smoothstep(1.0 - sunSize, 1.0 - sunSize * 0.7, facing) + pow(facing, 64.0) * 0.35);
    gl_FragColor = vec4(color, 1.0);
    #include <colorspace_fragment>
  }
`;

/**
 * A sky drawn behind everything at any distance: a gradient from the horizon to the zenith, and an optional
 * sun or moon. One draw call, no texture, and it follows the camera so the world never reaches its edge.
 */
export function Sky({
  top,
  horizon,
  bottom = horizon,
  exponent = 0.6,
  sun,
  sunColor = "#000000",
  sunSize = 0.004,
}: SkyProps) {
  const mesh = useRef<Mesh>(null);
  const geometry = useDisposable(() => new SphereGeometry(10, 32, 16));
  const material = useDisposable(
    () =>
      new ShaderMaterial({
        vertexShader,
        fragmentShader,
        side: BackSide,
        depthWrite: false,
        fog: false,
        uniforms: {
          top: { value: new Color(top) },
          horizon: { value: new Color(horizon) },
          bottom: { value: new Color(bottom) },
          exponent: { value: exponent },
          sunDirection: { value: new Vector3(...(sun ?? [0, 1, 0])).normalize() },
          sunColor: { value: new Color(sun ? sunColor : "#000000") },
          sunSize: { value: sunSize },
        },
      }),
    [top, horizon, bottom, exponent, sun?.join(), sunColor, sunSize],
  );
  useFrame(({ camera }) => mesh.current?.position.copy(camera.position));
  return <mesh ref={mesh} geometry={geometry} material={material} renderOrder={-1000} frustumCulled={false} />;
}
