import { BufferAttribute, Color, PlaneGeometry } from "three";
import { useDisposable } from "../../parts/dispose.ts";
import { usePaintedTexture, type Painter } from "../../parts/painters.ts";
import { SIZE, duneHeight } from "./dunes.ts";

/** Fine wind ripples across the sand. */
const sandPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  for (let y = 0; y < height; y += 6) {
    context.strokeStyle = `rgba(120,70,30,${0.06 + random() * 0.06})`;
    context.lineWidth = 2;
    context.beginPath();
    for (let x = 0; x <= width; x += 8) context.lineTo(x, y + Math.sin(x / 19 + y) * 2.5);
    context.stroke();
  }
  for (let i = 0; i < width * height * 0.04; i++) {
    context.fillStyle = random() < 0.5 ? "rgba(255,255,255,0.12)" : "rgba(90,50,20,0.08)";
    context.fillRect(random() * width, random() * height, 1, 1);
  }
};

/** The dunes, `segments` squares a side (their heights are sampled at the corners). */
export function Dunes({ segments }: { segments: number }) {
  const geometry = useDisposable(() => {
    const plane = new PlaneGeometry(SIZE, SIZE, segments, segments).rotateX(-Math.PI / 2);
    const position = plane.attributes.position!;
    const colours = new Float32Array(position.count * 3);
    const crest = new Color("#ffcf94");
    const trough = new Color("#e8a56a");
    const mixed = new Color();
    for (let i = 0; i < position.count; i++) {
      const height = duneHeight(position.getX(i), position.getZ(i));
      position.setY(i, height);
      mixed.copy(trough).lerp(crest, Math.min(1, height / 4));
      colours.set([mixed.r, mixed.g, mixed.b], i * 3);
    }
    plane.setAttribute("color", new BufferAttribute(colours, 3));
    plane.computeVertexNormals();
    return plane;
  }, [segments]);
  const sand = usePaintedTexture(sandPainter, { width: 256, height: 256, repeat: [60, 60], seed: 8 });
  return (
    <>
      <mesh geometry={geometry}>
        <meshLambertMaterial vertexColors map={sand} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.05, 0]}>
        <circleGeometry args={[420, 32]} />
        <meshLambertMaterial color="#b8703f" />
      </mesh>
    </>
  );
}
