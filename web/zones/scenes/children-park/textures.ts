import { fractalNoise2D } from "../../parts/noise.ts";
import { seededRandom } from "../../parts/random.ts";
import { mixColor, pixelTexture } from "../../parts/textures.ts";

export function grassPattern() {
  const noise = fractalNoise2D(21, 4, 8);
  const random = seededRandom(22);
  return pixelTexture(128, 128, (x, y) => {
    const shade = noise((x / 128) * 8, (y / 128) * 8);
    const blade = random() > 0.9 ? 0.15 : 0;
    return mixColor([74, 140, 52], [128, 184, 74], shade + blade);
  });
}

export function rubberPattern() {
  const random = seededRandom(9);
  return pixelTexture(128, 128, () => {
    const fleck = random();
    if (fleck > 0.97) return [214, 186, 96];
    if (fleck > 0.94) return [92, 130, 160];
    return mixColor([170, 78, 62], [188, 92, 72], random());
  });
}
