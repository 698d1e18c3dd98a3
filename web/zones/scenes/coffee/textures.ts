import { grainPainter, masonryPainter, woodPainter, type Painter } from "../../parts/painters.ts";

/** The café's surfaces: floorboards, brick, plaster, the chalkboard menu, the glowing sign and a wisp of steam. */

export const floorPainter = woodPainter("#9a6a42", "#4a2c17", 8);
export const brickPainter = masonryPainter("#d9cfc2", ["#ffffff", "#f0e0d8", "#e8d2c6", "#fff4ee"], 12, 6);
export const plasterPainter = grainPainter("#ffffff", 0.05, 0.06);

/** The chalkboard menu: prices in chalk, with a cup drawn at the top. */
export const menuPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#1f2a24";
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 800; i++) {
    context.fillStyle = `rgba(255,255,255,${random() * 0.05})`;
    context.fillRect(random() * width, random() * height, 3, 3);
  }
  context.strokeStyle = "#8a5a34";
  context.lineWidth = 18;
  context.strokeRect(0, 0, width, height);
  context.fillStyle = "#f5f0e6";
  context.textAlign = "center";
  context.font = "bold 52px Georgia, serif";
  context.fillText("MENU", width / 2, 80);
  context.textAlign = "left";
  context.font = "30px Georgia, serif";
  const items = [
    ["Espresso", "2.20"],
    ["Americano", "2.60"],
    ["Cappuccino", "3.20"],
    ["Latte", "3.40"],
    ["Flat White", "3.30"],
    ["Mocha", "3.60"],
    ["Hot Chocolate", "3.10"],
    ["Croissant", "2.50"],
  ];
  items.forEach(([name, price], i) => {
    const y = 140 + i * 44;
    context.fillStyle = i % 2 ? "#fde68a" : "#f5f0e6";
    context.fillText(name!, 40, y);
    context.textAlign = "right";
    context.fillText(price!, width - 40, y);
    context.textAlign = "left";
  });
};

export const signPainterWarm: Painter = (context, width, height) => {
  context.clearRect(0, 0, width, height);
  context.font = "bold italic 120px Georgia, serif";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.shadowColor = "#ffb347";
  context.shadowBlur = 30;
  context.fillStyle = "#ffe2a8";
  context.fillText("Coffee", width / 2, height / 2);
};

export const steamPainter: Painter = (context, width, height) => {
  const gradient = context.createRadialGradient(width / 2, height / 2, 0, width / 2, height / 2, width / 2);
  gradient.addColorStop(0, "rgba(255,255,255,0.55)");
  gradient.addColorStop(1, "rgba(255,255,255,0)");
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
};
