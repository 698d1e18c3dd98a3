import type { Material, Object3D, Texture } from "three";

export interface SceneCost {
  /** Triangles drawn per frame: every visible mesh's, an instanced mesh's times its instance count. */
  triangles: number;
  /** One per visible mesh, points or line and material (a multi-material mesh draws once per material). */
  drawCalls: number;
  /** Distinct materials. */
  materials: number;
  lights: number;
  /** The longest side of the largest texture, in pixels. */
  largestTextureSide: number;
  /** Bytes the textures take on the GPU: RGBA, 4 bytes a pixel, a third more for mipmaps. */
  textureBytes: number;
}

/** Counts what drawing a scene graph costs, without drawing it (no renderer needed). */
export function sceneCost(root: Object3D): SceneCost {
  const materials = new Set<Material>();
  const textures = new Set<Texture>();
  let triangles = 0;
  let drawCalls = 0;
  let lights = 0;
  root.traverseVisible((object) => {
    if ((object as { isLight?: boolean }).isLight) lights++;
    const drawn = object as Partial<import("three").Mesh> & { isPoints?: boolean; isLine?: boolean; count?: number };
    if (!(drawn.isMesh || drawn.isPoints || drawn.isLine) || !drawn.geometry || !drawn.material) return;
    const own = Array.isArray(drawn.material) ? drawn.material : [drawn.material];
    drawCalls += own.length;
    for (const material of own) {
      materials.add(material);
      for (const value of Object.values(material)) if ((value as Texture | null)?.isTexture) textures.add(value);
    }
    if (!drawn.isMesh) return;
    const geometry = drawn.geometry;
    const vertices = geometry.index ? geometry.index.count : (geometry.getAttribute("position")?.count ?? 0);
    const instances = (drawn as { isInstancedMesh?: boolean }).isInstancedMesh ? (drawn.count ?? 0) : 1;
    triangles += Math.floor(Math.min(vertices, geometry.drawRange.count) / 3) * instances;
  });
  const background = (root as { background?: Texture | null }).background;
  if (background?.isTexture) textures.add(background);
  let largestTextureSide = 0;
  let textureBytes = 0;
  for (const texture of textures) {
    const { width = 0, height = 0 } = (texture.image ?? {}) as { width?: number; height?: number };
    largestTextureSide = Math.max(largestTextureSide, width, height);
    textureBytes += width * height * 4 * (texture.generateMipmaps ? 4 / 3 : 1);
  }
  return {
    triangles,
    drawCalls,
    materials: materials.size,
    lights,
    largestTextureSide,
    textureBytes: Math.round(textureBytes),
  };
}
