import { grainPainter, masonryPainter, type Painter } from "../../parts/painters.ts";

/** The castle's surfaces: dressed stone, grass, the courtyard's earth, moat water, a banner and a flag. */

export const stonePainter = masonryPainter("#a49d91", ["#ffffff", "#f1ede6", "#e6e0d6", "#f7f3ec", "#ddd6ca"], 8, 4);
export const grassPainter = grainPainter("#6a9a45", 0.07, 0.2);
export const dirtPainter = grainPainter("#a58a62", 0.1, 0.2);
export const waterPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#2f6f95";
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 160; i++) {
    context.strokeStyle = `rgba(255,255,255,${0.08 + random() * 0.15})`;
    context.lineWidth = 1 + random() * 2;
    const x = random() * width;
    const y = random() * height;
    context.beginPath();
    context.moveTo(x, y);
    context.quadraticCurveTo(x + 10, y - 4, x + 20 + random() * 20, y);
    context.stroke();
  }
};

/** A heraldic banner: a red field, a gold border, a shield with a chevron and a crown above it. */
export const bannerPainter: Painter = (context, width, height) => {
  context.fillStyle = "#9f1d2a";
  context.fillRect(0, 0, width, height);
  context.strokeStyle = "#e8b84a";
  context.lineWidth = 10;
  context.strokeRect(12, 12, width - 24, height - 40);
  // Swallowtail bottom.
  context.fillStyle = "rgba(0,0,0,0)";
  context.clearRect(width / 2 - 30, height - 60, 60, 60);
  const cx = width / 2;
  const top = height * 0.32;
  context.fillStyle = "#1f3f8a";
  context.beginPath();
  context.moveTo(cx - 70, top);
  context.lineTo(cx + 70, top);
  context.lineTo(cx + 70, top + 110);
  context.quadraticCurveTo(cx + 60, top + 180, cx, top + 210);
  context.quadraticCurveTo(cx - 60, top + 180, cx - 70, top + 110);
  context.closePath();
  context.fill();
  context.strokeStyle = "#e8b84a";
  context.lineWidth = 6;
  context.stroke();
  context.fillStyle = "#e8b84a";
  context.beginPath();
  context.moveTo(cx - 62, top + 150);
  context.lineTo(cx, top + 70);
  context.lineTo(cx + 62, top + 150);
  context.lineTo(cx + 62, top + 120);
  context.lineTo(cx, top + 40);
  context.lineTo(cx - 62, top + 120);
  context.closePath();
  context.fill();
  // Crown.
  const crownY = top - 60;
  context.beginPath();
  context.moveTo(cx - 50, crownY + 40);
  context.lineTo(cx - 50, crownY);
  context.lineTo(cx - 25, crownY + 20);
  context.lineTo(cx, crownY - 8);
  context.lineTo(cx + 25, crownY + 20);
  context.lineTo(cx + 50, crownY);
  context.lineTo(cx + 50, crownY + 40);
  context.closePath();
  context.fill();
};

export const flagPainter: Painter = (context, width, height) => {
  context.fillStyle = "#f4c542";
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#9f1d2a";
  context.fillRect(0, height * 0.38, width, height * 0.24);
  context.fillRect(width * 0.3, 0, width * 0.16, height);
};
