import { fractalNoise2D } from "../../parts/noise.ts";
import { seededRandom } from "../../parts/random.ts";
import { canvasTexture, mixColor, pixelTexture } from "../../parts/textures.ts";

export function concrete() {
  const noise = fractalNoise2D(51, 5, 6);
  const random = seededRandom(52);
  return pixelTexture(256, 256, (x, y) => {
    const stain = noise((x / 256) * 6, (y / 256) * 6);
    const grit = random() * 0.12;
    const seam = x % 128 < 2 || y % 128 < 2 ? 0.35 : 0;
    return mixColor([112, 110, 104], [52, 50, 46], stain * 1.3 - 0.3 + grit + seam);
  });
}

export function bricks() {
  return canvasTexture(256, 256, (context) => {
    const random = seededRandom(53);
    context.fillStyle = "#2a211d";
    context.fillRect(0, 0, 256, 256);
    for (let row = 0; row < 16; row++) {
      const offset = row % 2 ? 16 : 0;
      for (let column = -1; column < 9; column++) {
        const shade = 70 + Math.floor(random() * 40);
        context.fillStyle = `rgb(${shade + 30}, ${shade - 20}, ${shade - 35})`;
        context.fillRect(column * 32 + offset + 1, row * 16 + 1, 30, 14);
      }
    }
    // Grime running down from the top.
    const grime = context.createLinearGradient(0, 0, 0, 256);
    grime.addColorStop(0, "rgba(0, 0, 0, 0.55)");
    grime.addColorStop(0.5, "rgba(0, 0, 0, 0.1)");
    grime.addColorStop(1, "rgba(20, 30, 10, 0.35)");
    context.fillStyle = grime;
    context.fillRect(0, 0, 256, 256);
  });
}

export function nightWindow() {
  return canvasTexture(128, 170, (context) => {
    const sky = context.createLinearGradient(0, 0, 0, 170);
    sky.addColorStop(0, "#1b2a4a");
    sky.addColorStop(1, "#3a4a6a");
    context.fillStyle = sky;
    context.fillRect(0, 0, 128, 170);
    context.fillStyle = "#e8eef8";
    context.beginPath();
    context.arc(88, 40, 14, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#1b2a4a";
    context.beginPath();
    context.arc(94, 36, 12, 0, Math.PI * 2);
    context.fill();
    // Dirty panes, two of them broken black.
    const random = seededRandom(54);
    for (let row = 0; row < 4; row++) {
      for (let column = 0; column < 3; column++) {
        const broken = (row === 1 && column === 2) || (row === 3 && column === 0);
        context.fillStyle = broken ? "rgba(0, 0, 0, 0.85)" : `rgba(120, 140, 120, ${0.15 + random() * 0.25})`;
        context.fillRect(column * 42 + 3, row * 42 + 3, 38, 38);
      }
    }
    context.strokeStyle = "#1a1a1a";
    context.lineWidth = 5;
    for (let x = 0; x <= 128; x += 42) context.strokeRect(x, 0, 0.1, 170);
    for (let y = 0; y <= 170; y += 42) context.strokeRect(0, y, 128, 0.1);
  });
}

export function mistTexture() {
  const noise = fractalNoise2D(55, 5, 4);
  return pixelTexture(128, 128, (x, y) => {
    const value = Math.max(0, noise((x / 128) * 4, (y / 128) * 4) - 0.35) * 1.6;
    const edge = Math.min(x, y, 127 - x, 127 - y) / 20;
    const alpha = Math.round(255 * Math.min(1, value) * Math.min(1, edge));
    return [255, 255, 255, alpha];
  });
}
