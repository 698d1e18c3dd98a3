import { DoubleSide, MeshBasicMaterial } from "three";
import { useDisposables } from "../../parts/dispose.ts";
import { seededRandom } from "../../parts/random.ts";
import { canvasTexture } from "../../parts/textures.ts";

/** Two moons hanging over the ridges: a big cratered green one and a small ringed amber one. */
export function Moons() {
  const { green, amber, ring } = useDisposables(() => {
    const craters = moonSurface();
    return {
      green: new MeshBasicMaterial({ map: craters, color: "#c8ffe0", fog: false }),
      amber: new MeshBasicMaterial({ map: craters, color: "#ffb36b", fog: false }),
      ring: new MeshBasicMaterial({ color: "#ffd9a8", transparent: true, opacity: 0.45, fog: false, side: DoubleSide }),
      craters,
    };
  });
  return (
    <>
      <mesh material={green} position={[-110, 95, -200]}>
        <sphereGeometry args={[34, 32, 24]} />
      </mesh>
      <group position={[120, 70, -170]} rotation={[0.4, 0, 0.3]}>
        <mesh material={amber}>
          <sphereGeometry args={[13, 24, 16]} />
        </mesh>
        <mesh material={ring} rotation={[Math.PI / 2, 0, 0]}>
          <ringGeometry args={[18, 25, 48]} />
        </mesh>
      </group>
    </>
  );
}

function moonSurface() {
  return canvasTexture(256, 128, (context) => {
    const random = seededRandom(77);
    context.fillStyle = "#d9d9d9";
    context.fillRect(0, 0, 256, 128);
    for (let i = 0; i < 60; i++) {
      const x = random() * 256;
      const y = random() * 128;
      const r = 2 + random() * 12;
      context.fillStyle = `rgba(90, 90, 90, ${0.15 + random() * 0.3})`;
      context.beginPath();
      context.arc(x, y, r, 0, Math.PI * 2);
      context.fill();
      context.strokeStyle = "rgba(255, 255, 255, 0.25)";
      context.stroke();
    }
  });
}
