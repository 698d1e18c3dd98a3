import { useMemo } from "react";
import { signPainter, usePaintedTexture } from "../../parts/painters.ts";
import { AISLES, AISLE_XS, AISLE_Z, HALL } from "./layout.ts";

/** Hanging aisle signs and the store's name over the fridges. */
export function Signs() {
  return (
    <>
      {AISLES.map((aisle, i) => (
        <Sign
          key={aisle.name}
          text={aisle.name}
          colour={aisle.colour}
          at={[AISLE_XS[i]!, 3.6, AISLE_Z[1] + 0.3]}
          width={3}
        />
      ))}
      <Sign text="SUPERMART" colour="#dc2626" at={[0, 4.1, HALL.minZ + 0.05]} width={9} />
    </>
  );
}

function Sign({
  text,
  colour,
  at,
  width,
}: {
  text: string;
  colour: string;
  at: [number, number, number];
  width: number;
}) {
  const painter = useMemo(() => signPainter(text, colour, "#ffffff", "bold 72px sans-serif"), [text, colour]);
  const texture = usePaintedTexture(painter, { width: 512, height: 128 });
  return (
    <mesh position={at}>
      <planeGeometry args={[width, width / 4]} />
      <meshBasicMaterial map={texture} toneMapped={false} />
    </mesh>
  );
}
