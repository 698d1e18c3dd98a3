import { useState } from "react";
import { CanvasTexture, SRGBColorSpace } from "three";
import { useDisposable } from "../../parts/dispose.ts";
import { books, type Book } from "./books.ts";
import { COVER_HEIGHT, COVER_WIDTH, paintCover } from "./covers.ts";

/** The five featured books as picture panels on their easels; clicking or tapping one opens the reader. */
export function BookPanels({ onSelect }: { onSelect: (bookId: string) => void }) {
  return (
    <>
      {books.map((book) => (
        <BookPanel key={book.bookId} book={book} onSelect={onSelect} />
      ))}
    </>
  );
}

function BookPanel({ book, onSelect }: { book: Book; onSelect: (bookId: string) => void }) {
  const [hovered, setHovered] = useState(false);
  const texture = useDisposable(() => {
    const canvas = document.createElement("canvas");
    canvas.width = COVER_WIDTH;
    canvas.height = COVER_HEIGHT;
    paintCover(canvas.getContext("2d")!, book);
    const made = new CanvasTexture(canvas);
    made.colorSpace = SRGBColorSpace;
    made.anisotropy = 1;
    return made;
  }, [book]);
  const scale = hovered ? 1.06 : 1;
  return (
    <group position={book.position as [number, number, number]} scale={[scale, scale, 1]}>
      {hovered && (
        <mesh position={[0, 0, 0.005]}>
          <planeGeometry args={[1.62, 2.22]} />
          <meshBasicMaterial color="#fbbf24" toneMapped={false} />
        </mesh>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a three.js mesh, not a DOM element */}
      <mesh
        position={[0, 0, 0.01]}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(book.bookId);
        }}
        onPointerOver={(event) => {
          event.stopPropagation();
          setHovered(true);
          document.body.style.cursor = "pointer";
        }}
        onPointerOut={() => {
          setHovered(false);
          document.body.style.cursor = "";
        }}
      >
        <planeGeometry args={[1.5, 2.1]} />
        <meshBasicMaterial map={texture} toneMapped={false} />
      </mesh>
    </group>
  );
}
