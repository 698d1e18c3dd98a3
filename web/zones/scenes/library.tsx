import type { SceneDefinition, SceneProps } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { Stars } from "../parts/Stars.tsx";
import { grainPainter, signPainter, usePaintedTexture, woodPainter, type Painter } from "../parts/painters.ts";
import { CHANDELIERS, ROOM, colliders, glass, lights, plaster, spines, wood } from "./library/room.ts";
import { BookPanels } from "./library/BookPanels.tsx";
import { LibraryOverlay } from "./library/LibraryOverlay.tsx";
import { books } from "./library/books.ts";

const floorPainter = woodPainter("#8a5a34", "#3b2210", 6);
const grain = woodPainter("#c9a27c", "#6b4a2e", 3);
const plasterPainter = grainPainter("#ffffff", 0.06, 0.08);
const signText = signPainter(
  "FEATURED BOOKS · CLICK A COVER TO READ",
  "#3f2413",
  "#f3d48a",
  "bold 40px Georgia, serif",
);

/** Rows of book spines: leather colours, gold bands, the odd shorter or leaning volume. */
const spinePainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#1c0f07";
  context.fillRect(0, 0, width, height);
  const colours = [
    "#7f1d1d",
    "#1e3a5f",
    "#14532d",
    "#78350f",
    "#4c1d95",
    "#334155",
    "#92400e",
    "#831843",
    "#0f766e",
    "#a16207",
  ];
  let x = 0;
  while (x < width) {
    const spine = 9 + random() * 13;
    const tall = height * (0.72 + random() * 0.28);
    const colour = colours[Math.floor(random() * colours.length)]!;
    context.fillStyle = colour;
    context.fillRect(x, height - tall, spine - 1, tall);
    context.fillStyle = "rgba(255,255,255,0.12)";
    context.fillRect(x + 1, height - tall, 2, tall);
    context.fillStyle = "#d4a94a";
    context.fillRect(x, height - tall + 8, spine - 1, 3);
    context.fillRect(x, height - 14, spine - 1, 3);
    if (random() < 0.5) context.fillRect(x + 2, height - tall * 0.6, spine - 5, 10);
    x += spine + (random() < 0.08 ? 6 + random() * 14 : 0);
  }
};

function LibraryScene({ onSelect, quality }: SceneProps) {
  const floor = usePaintedTexture(floorPainter, { width: 512, height: 512, repeat: [8, 10], seed: 2 });
  const woodGrain = usePaintedTexture(grain, { width: 256, height: 256, seed: 3 });
  const plasterGrain = usePaintedTexture(plasterPainter, { width: 256, height: 256, seed: 4 });
  const spineTexture = usePaintedTexture(spinePainter, {
    width: quality === "phone" ? 512 : 1024,
    height: 96,
    seed: 5,
  });
  const sign = usePaintedTexture(signText, { width: 1024, height: 96 });
  return (
    <>
      <Sky top="#0b1026" horizon="#2b3a67" bottom="#101522" />
      <Stars count={500} />
      <fog attach="fog" args={["#1f140c", 18, 48]} />
      <hemisphereLight args={["#ffe8c7", "#3a2614", 1.1]} />
      {/* Moonlight; on a phone the lamps and the sky light light the room (3 lights). */}
      {quality === "desktop" && <directionalLight position={[0, 6, -30]} intensity={0.6} color="#9bb7ff" />}
      {CHANDELIERS.map(([x, y, z]) => (
        <pointLight key={z} position={[x, y - 0.3, z]} color="#ffcf87" intensity={9} distance={20} decay={1} />
      ))}

      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, (ROOM.minZ + ROOM.maxZ) / 2]}>
        <planeGeometry args={[ROOM.maxX - ROOM.minX, ROOM.maxZ - ROOM.minZ]} />
        <meshLambertMaterial map={floor} />
      </mesh>
      <MergedShapes parts={plaster} worldUV={0.25}>
        <meshLambertMaterial vertexColors map={plasterGrain} />
      </MergedShapes>
      <MergedShapes parts={wood} worldUV={0.6}>
        <meshLambertMaterial vertexColors map={woodGrain} />
      </MergedShapes>
      <MergedShapes parts={spines}>
        <meshLambertMaterial vertexColors map={spineTexture} />
      </MergedShapes>
      <MergedShapes parts={lights}>
        <meshBasicMaterial vertexColors toneMapped={false} />
      </MergedShapes>
      <MergedShapes parts={glass}>
        <meshBasicMaterial vertexColors transparent opacity={0.18} depthWrite={false} />
      </MergedShapes>

      <mesh position={[0, 3.6, books[0]!.position[2] - 0.3]}>
        <planeGeometry args={[10, 0.94]} />
        <meshBasicMaterial map={sign} toneMapped={false} />
      </mesh>
      <BookPanels onSelect={onSelect} />
    </>
  );
}

const library: SceneDefinition = {
  slug: "library",
  title: "Library",
  movement: "walk",
  mobile: "swipe",
  spawn: [0, 1.6, 6],
  lookAt: [0, 1.7, -2],
  colliders,
  objects: [
    ...books.map((book) => `${book.title} by ${book.author}, a book you can open and read`),
    "Tall bookcases full of books along both walls, with a rolling ladder",
    "Two freestanding bookcases",
    "Four reading tables with chairs and green banker's lamps",
    "Two brass chandeliers",
    "Three tall windows onto a starry night",
    "A globe and potted plants by the door",
  ],
  Scene: LibraryScene,
  Overlay: LibraryOverlay,
};

export default library;
