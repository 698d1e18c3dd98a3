import { seededRandom } from "../../parts/random.ts";
import { canvasTexture } from "../../parts/textures.ts";
import { PARTY_COLORS } from "./layout.ts";

export function planks() {
  return canvasTexture(256, 256, (context) => {
    const random = seededRandom(8);
    const rows = 8;
    for (let row = 0; row < rows; row++) {
      let x = -random() * 128;
      while (x < 256) {
        const length = 90 + random() * 80;
        const shade = 150 + Math.floor(random() * 40);
        context.fillStyle = `rgb(${shade + 40}, ${shade - 10}, ${shade - 70})`;
        context.fillRect(x, row * 32, length, 32);
        context.strokeStyle = "rgba(90, 50, 20, 0.5)";
        context.lineWidth = 2;
        context.strokeRect(x, row * 32, length, 32);
        context.strokeStyle = "rgba(120, 70, 30, 0.18)";
        context.lineWidth = 1;
        for (let grain = 0; grain < 4; grain++) {
          const y = row * 32 + 6 + grain * 6 + random() * 3;
          context.beginPath();
          context.moveTo(x, y);
          context.bezierCurveTo(x + length / 3, y + 2, x + (2 * length) / 3, y - 2, x + length, y);
          context.stroke();
        }
        x += length;
      }
    }
  });
}

export function wallpaper() {
  return canvasTexture(256, 256, (context) => {
    context.fillStyle = "#ffe3f1";
    context.fillRect(0, 0, 256, 256);
    context.fillStyle = "#e8f6ff";
    for (let x = 0; x < 256; x += 64) context.fillRect(x, 0, 32, 256);
    const dots = ["#ffb3d1", "#b3e0ff", "#ffe9a3", "#c9b3ff"];
    for (let row = 0; row < 8; row++) {
      for (let column = 0; column < 8; column++) {
        context.fillStyle = dots[(row + column) % dots.length]!;
        context.beginPath();
        context.arc(column * 32 + (row % 2) * 16 + 8, row * 32 + 16, 5, 0, Math.PI * 2);
        context.fill();
      }
    }
    context.fillStyle = "#d98cb3";
    context.fillRect(0, 244, 256, 12);
  });
}

export function birthdayBanner() {
  return canvasTexture(1024, 160, (context) => {
    const letters = "HAPPY BIRTHDAY!".split("");
    const width = 1024 / letters.length;
    letters.forEach((letter, i) => {
      if (letter === " ") return;
      const x = i * width;
      context.fillStyle = PARTY_COLORS[i % PARTY_COLORS.length]!;
      context.beginPath();
      context.moveTo(x + 4, 10);
      context.lineTo(x + width - 4, 10);
      context.lineTo(x + width - 4, 120);
      context.lineTo(x + width / 2, 150);
      context.lineTo(x + 4, 120);
      context.closePath();
      context.fill();
      context.fillStyle = "#ffffff";
      context.font = "bold 62px sans-serif";
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillText(letter, x + width / 2, 70);
    });
  });
}

export function windowView() {
  return canvasTexture(256, 192, (context) => {
    const sky = context.createLinearGradient(0, 0, 0, 192);
    sky.addColorStop(0, "#4aa3f0");
    sky.addColorStop(0.75, "#bfe3ff");
    sky.addColorStop(0.76, "#7cc26b");
    sky.addColorStop(1, "#5aa550");
    context.fillStyle = sky;
    context.fillRect(0, 0, 256, 192);
    context.fillStyle = "rgba(255, 255, 255, 0.95)";
    for (const [x, y, r] of [
      [60, 50, 18],
      [82, 44, 22],
      [104, 52, 16],
      [180, 80, 14],
      [198, 74, 18],
    ] as const) {
      context.beginPath();
      context.arc(x, y, r, 0, Math.PI * 2);
      context.fill();
    }
    context.fillStyle = "#ffe066";
    context.beginPath();
    context.arc(220, 30, 14, 0, Math.PI * 2);
    context.fill();
  });
}
