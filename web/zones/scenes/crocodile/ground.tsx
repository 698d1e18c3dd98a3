import { useFrame } from "@react-three/fiber";
import { BufferAttribute, Color, PlaneGeometry } from "three";
import { useDisposable } from "../../parts/dispose.ts";
import { usePaintedTexture, type Painter } from "../../parts/painters.ts";
import { SIZE, WATER_LEVEL, riverGround, riverX, smoothstep } from "./river.ts";

/** The land shaped by the river (muddy banks, grass beyond) and the slow-moving water. */

const mudPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < width * height * 0.1; i++) {
    const shade = random();
    context.fillStyle = shade < 0.5 ? `rgba(0,0,0,${0.04 + random() * 0.08})` : `rgba(255,255,255,${random() * 0.08})`;
    context.fillRect(random() * width, random() * height, 1 + random() * 2, 1 + random() * 2);
  }
};

const waterPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 120; i++) {
    context.strokeStyle = `rgba(30,60,40,${0.08 + random() * 0.12})`;
    context.lineWidth = 1 + random() * 2;
    const x = random() * width;
    const y = random() * height;
    context.beginPath();
    context.moveTo(x, y);
    context.quadraticCurveTo(x + 12, y + 5, x + 24 + random() * 20, y);
    context.stroke();
  }
};

/** The ground, `segments` squares a side (its heights are sampled at their corners). */
export function Land({ segments }: { segments: number }) {
  const geometry = useDisposable(() => {
    const plane = new PlaneGeometry(SIZE, SIZE, segments, segments).rotateX(-Math.PI / 2);
    const position = plane.attributes.position!;
    const colours = new Float32Array(position.count * 3);
    const mud = new Color("#6e5635");
    const grass = new Color("#5e8f3a");
    const mixed = new Color();
    for (let i = 0; i < position.count; i++) {
      const x = position.getX(i);
      const z = position.getZ(i);
      position.setY(i, riverGround(x, z));
      const distance = Math.abs(x - riverX(z));
      mixed.copy(mud).lerp(grass, smoothstep(6.5, 10, distance));
      colours.set([mixed.r, mixed.g, mixed.b], i * 3);
    }
    plane.setAttribute("color", new BufferAttribute(colours, 3));
    plane.computeVertexNormals();
    return plane;
  }, [segments]);
  const texture = usePaintedTexture(mudPainter, { width: 128, height: 128, repeat: [50, 50], seed: 3 });
  return (
    <mesh geometry={geometry}>
      <meshLambertMaterial vertexColors map={texture} />
    </mesh>
  );
}

export function River() {
  const texture = usePaintedTexture(waterPainter, { width: 256, height: 256, repeat: [20, 20], seed: 4 });
  useFrame((_, delta) => {
    texture.offset.y = (texture.offset.y + delta * 0.03) % 1;
  });
  return (
    <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, WATER_LEVEL, 0]}>
      <planeGeometry args={[SIZE, SIZE]} />
      <meshPhongMaterial color="#4f7a5a" map={texture} shininess={60} specular="#9fb8a8" transparent opacity={0.92} />
    </mesh>
  );
}
