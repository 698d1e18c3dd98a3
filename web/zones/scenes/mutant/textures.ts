import { seededRandom } from "../../parts/random.ts";
import { canvasTexture } from "../../parts/textures.ts";

export function floorTiles() {
  return canvasTexture(128, 128, (context) => {
    const random = seededRandom(12);
    for (let row = 0; row < 2; row++) {
      for (let column = 0; column < 2; column++) {
        const shade = 200 + Math.floor(random() * 25);
        context.fillStyle = `rgb(${shade}, ${shade + 4}, ${shade + 2})`;
        context.fillRect(column * 64, row * 64, 64, 64);
      }
    }
    context.strokeStyle = "#7d8a84";
    context.lineWidth = 3;
    for (let i = 0; i <= 128; i += 64) {
      context.strokeRect(i, -2, 0.1, 132);
      context.strokeRect(-2, i, 132, 0.1);
    }
    context.fillStyle = "rgba(90, 120, 60, 0.12)";
    context.beginPath();
    context.arc(90, 40, 18, 0, Math.PI * 2);
    context.fill();
  });
}

export function wallPanels() {
  return canvasTexture(128, 256, (context) => {
    context.fillStyle = "#b9c3c7";
    context.fillRect(0, 0, 128, 256);
    context.strokeStyle = "#7d878b";
    context.lineWidth = 3;
    context.strokeRect(2, 2, 124, 200);
    context.fillStyle = "#8d979b";
    for (const [x, y] of [
      [10, 10],
      [118, 10],
      [10, 194],
      [118, 194],
    ] as const) {
      context.beginPath();
      context.arc(x, y, 3, 0, Math.PI * 2);
      context.fill();
    }
    // A band of hazard stripes along the foot of the wall.
    context.fillStyle = "#f2c200";
    context.fillRect(0, 214, 128, 42);
    context.fillStyle = "#1a1a1a";
    for (let x = -42; x < 128; x += 32) {
      context.beginPath();
      context.moveTo(x, 256);
      context.lineTo(x + 16, 256);
      context.lineTo(x + 58, 214);
      context.lineTo(x + 42, 214);
      context.closePath();
      context.fill();
    }
  });
}

export function biohazardSign() {
  return canvasTexture(256, 128, (context) => {
    context.fillStyle = "#f2c200";
    context.fillRect(0, 0, 256, 128);
    context.strokeStyle = "#1a1a1a";
    context.lineWidth = 6;
    context.strokeRect(4, 4, 248, 120);
    // The biohazard mark: three rings around a small one.
    context.lineWidth = 7;
    for (let i = 0; i < 3; i++) {
      const angle = (i / 3) * Math.PI * 2 - Math.PI / 2;
      context.beginPath();
      context.arc(60 + Math.cos(angle) * 16, 64 + Math.sin(angle) * 16, 18, 0, Math.PI * 2);
      context.stroke();
    }
    context.beginPath();
    context.arc(60, 64, 8, 0, Math.PI * 2);
    context.stroke();
    context.fillStyle = "#1a1a1a";
    context.font = "bold 26px sans-serif";
    context.textAlign = "left";
    context.fillText("WARNING", 110, 55);
    context.font = "bold 20px sans-serif";
    context.fillText("BIOHAZARD", 110, 85);
  });
}

export function consoleScreen() {
  return canvasTexture(256, 160, (context) => {
    context.fillStyle = "#031a0a";
    context.fillRect(0, 0, 256, 160);
    context.strokeStyle = "#3bff6a";
    context.lineWidth = 2;
    // A DNA helix and a heartbeat trace.
    for (let strand = 0; strand < 2; strand++) {
      context.beginPath();
      for (let x = 0; x <= 120; x += 2) {
        const y = 60 + Math.sin(x * 0.1 + strand * Math.PI) * 30;
        if (x === 0) context.moveTo(x + 10, y);
        else context.lineTo(x + 10, y);
      }
      context.stroke();
    }
    for (let x = 10; x <= 130; x += 10) {
      context.beginPath();
      context.moveTo(x, 60 + Math.sin((x - 10) * 0.1) * 30);
      context.lineTo(x, 60 - Math.sin((x - 10) * 0.1) * 30);
      context.stroke();
    }
    context.beginPath();
    context.moveTo(10, 130);
    for (const [x, y] of [
      [60, 130],
      [70, 110],
      [80, 150],
      [90, 125],
      [100, 130],
      [246, 130],
    ] as const)
      context.lineTo(x, y);
    context.stroke();
    context.fillStyle = "#3bff6a";
    context.font = "14px monospace";
    ["SUBJECT 07", "MUTATION 98%", "STATUS: AWAKE"].forEach((line, i) => context.fillText(line, 150, 40 + i * 22));
  });
}

export function stormySky() {
  return canvasTexture(128, 96, (context) => {
    const sky = context.createLinearGradient(0, 0, 0, 96);
    sky.addColorStop(0, "#0c1424");
    sky.addColorStop(1, "#24304a");
    context.fillStyle = sky;
    context.fillRect(0, 0, 128, 96);
    const random = seededRandom(33);
    context.fillStyle = "#ffffff";
    for (let i = 0; i < 40; i++) context.fillRect(random() * 128, random() * 96, 1, 1);
    context.fillStyle = "#dfe8ff";
    context.beginPath();
    context.arc(96, 28, 10, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = "#2a2f38";
    context.lineWidth = 4;
    context.strokeRect(0, 0, 128, 96);
    context.strokeRect(64, 0, 0.1, 96);
  });
}
