import type { Book, Emblem } from "./books.ts";

/**
 * Book covers painted on a canvas: the library's picture panels use them as textures and the reader shows
 * the same picture as an image, so no cover is downloaded.
 */

export const COVER_WIDTH = 512;
export const COVER_HEIGHT = 720;
const SERIF = 'Georgia, "DejaVu Serif", "Times New Roman", serif';

export function paintCover(context: CanvasRenderingContext2D, book: Book) {
  const { background, accent, ink, emblem } = book.cover;
  const w = COVER_WIDTH;
  const h = COVER_HEIGHT;
  context.fillStyle = background;
  context.fillRect(0, 0, w, h);
  const shade = context.createRadialGradient(w / 2, h * 0.45, w * 0.1, w / 2, h / 2, w * 0.85);
  shade.addColorStop(0, "rgba(255,255,255,0.10)");
  shade.addColorStop(1, "rgba(0,0,0,0.35)");
  context.fillStyle = shade;
  context.fillRect(0, 0, w, h);
  // Cloth grain.
  for (let i = 0; i < 2600; i++) {
    context.fillStyle = i % 2 ? "rgba(255,255,255,0.04)" : "rgba(0,0,0,0.05)";
    context.fillRect((i * 7919) % w, (i * 104729) % h, 2, 2);
  }
  // A spine shadow and a double border.
  context.fillStyle = "rgba(0,0,0,0.25)";
  context.fillRect(0, 0, 18, h);
  context.strokeStyle = accent;
  context.lineWidth = 6;
  context.strokeRect(36, 36, w - 72, h - 72);
  context.lineWidth = 2;
  context.strokeRect(50, 50, w - 100, h - 100);

  context.fillStyle = ink;
  context.textAlign = "center";
  context.textBaseline = "middle";
  const lines = wrap(
    context,
    book.title.toUpperCase(),
    w - 150,
    fittingFont(context, book.title.toUpperCase(), w - 150),
  );
  lines.forEach((line, i) => context.fillText(line, w / 2, 150 + i * 64 - ((lines.length - 1) * 64) / 2));
  context.fillStyle = accent;
  context.fillRect(w / 2 - 60, 232, 120, 4);

  context.save();
  context.translate(w / 2, 420);
  context.fillStyle = accent;
  context.strokeStyle = accent;
  drawEmblem(context, emblem, ink, background);
  context.restore();

  context.fillStyle = ink;
  context.font = `italic 30px ${SERIF}`;
  context.fillText(book.author, w / 2, h - 110);
}

/** The cover as an image address for the reader (a data: URL, made once per book). */
const coverUrls = new Map<string, string>();
export function coverUrl(book: Book): string {
  let url = coverUrls.get(book.bookId);
  if (!url) {
    const canvas = document.createElement("canvas");
    canvas.width = COVER_WIDTH;
    canvas.height = COVER_HEIGHT;
    paintCover(canvas.getContext("2d")!, book);
    url = canvas.toDataURL("image/png");
    coverUrls.set(book.bookId, url);
  }
  return url;
}

/** The largest title size (up to 54 px) at which the longest word fits the cover's width. */
function fittingFont(context: CanvasRenderingContext2D, title: string, width: number): string {
  const longest = title.split(" ").reduce((a, b) => (b.length > a.length ? b : a), "");
  for (let size = 54; size > 24; size -= 2) {
    context.font = `bold ${size}px ${SERIF}`;
    if (context.measureText(longest).width <= width) return context.font;
  }
  return `bold 24px ${SERIF}`;
}

function wrap(context: CanvasRenderingContext2D, text: string, width: number, font: string): string[] {
  context.font = font;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const tried = line ? `${line} ${word}` : word;
    if (context.measureText(tried).width > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = tried;
    }
  }
  lines.push(line);
  return lines;
}

function drawEmblem(context: CanvasRenderingContext2D, emblem: Emblem, ink: string, background: string) {
  switch (emblem) {
    case "magnifier":
      context.lineWidth = 14;
      context.beginPath();
      context.arc(-20, -20, 70, 0, Math.PI * 2);
      context.stroke();
      context.lineCap = "round";
      context.lineWidth = 22;
      context.beginPath();
      context.moveTo(30, 30);
      context.lineTo(100, 100);
      context.stroke();
      context.fillStyle = "rgba(255,255,255,0.12)";
      context.beginPath();
      context.arc(-20, -20, 63, 0, Math.PI * 2);
      context.fill();
      return;
    case "rose":
      context.strokeStyle = "#3f6b3a";
      context.lineWidth = 8;
      context.beginPath();
      context.moveTo(0, 20);
      context.quadraticCurveTo(-20, 90, 0, 140);
      context.stroke();
      context.fillStyle = "#4d7c45";
      context.beginPath();
      context.ellipse(-30, 80, 28, 12, -0.5, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = "#b4536a";
      for (let i = 0; i < 7; i++) {
        const angle = (i / 7) * Math.PI * 2;
        context.beginPath();
        context.arc(Math.cos(angle) * 34, -20 + Math.sin(angle) * 30, 34, 0, Math.PI * 2);
        context.fill();
      }
      context.fillStyle = "#8e3550";
      context.beginPath();
      context.arc(0, -20, 30, 0, Math.PI * 2);
      context.fill();
      return;
    case "bolt":
      context.beginPath();
      context.moveTo(20, -120);
      context.lineTo(-60, 10);
      context.lineTo(-5, 10);
      context.lineTo(-30, 120);
      context.lineTo(60, -20);
      context.lineTo(5, -20);
      context.closePath();
      context.fill();
      context.strokeStyle = ink;
      context.lineWidth = 3;
      context.beginPath();
      context.moveTo(-110, 140);
      context.lineTo(110, 140);
      for (let x = -100; x <= 100; x += 25) {
        context.moveTo(x, 132);
        context.lineTo(x + 6, 148);
      }
      context.stroke();
      return;
    case "whale":
      context.beginPath();
      context.ellipse(-10, 0, 120, 52, 0, 0, Math.PI * 2);
      context.fill();
      context.beginPath();
      context.moveTo(95, -10);
      context.lineTo(160, -60);
      context.lineTo(140, 0);
      context.lineTo(160, 50);
      context.closePath();
      context.fill();
      context.fillStyle = background;
      context.beginPath();
      context.arc(-85, -12, 7, 0, Math.PI * 2);
      context.fill();
      context.strokeStyle = ink;
      context.lineWidth = 5;
      context.beginPath();
      for (let x = -150; x <= 150; x += 50) {
        context.moveTo(x, 95);
        context.quadraticCurveTo(x + 25, 75, x + 50, 95);
      }
      context.stroke();
      return;
    case "bat":
      context.fillStyle = "#f0e6c8";
      context.beginPath();
      context.arc(0, -10, 110, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = "#14040a";
      context.beginPath();
      context.moveTo(0, -30);
      context.quadraticCurveTo(-60, -80, -140, -40);
      context.quadraticCurveTo(-110, -20, -110, 10);
      context.quadraticCurveTo(-80, -5, -60, 20);
      context.quadraticCurveTo(-35, 0, 0, 30);
      context.quadraticCurveTo(35, 0, 60, 20);
      context.quadraticCurveTo(80, -5, 110, 10);
      context.quadraticCurveTo(110, -20, 140, -40);
      context.quadraticCurveTo(60, -80, 0, -30);
      context.fill();
      context.beginPath();
      context.moveTo(-12, -30);
      context.lineTo(-16, -52);
      context.lineTo(-4, -38);
      context.lineTo(4, -38);
      context.lineTo(16, -52);
      context.lineTo(12, -30);
      context.fill();
      return;
  }
}
