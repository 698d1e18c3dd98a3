/**
 * A chat picture is sealed in the browser, so the server can neither resize it nor strip its metadata: the
 * browser does both before sealing. The picture is decoded with its EXIF orientation applied, drawn at most
 * 2048 px on its long side, and encoded again (WebP at 0.85, or JPEG where the browser cannot encode WebP;
 * PNG keeps a transparent PNG's alpha there): no EXIF (so no GPS) survives, and a 12-megapixel phone photo
 * of 4–7 MB becomes a few hundred KB. A GIF is sent as it is (a still would lose its frames), and so is a
 * picture this browser cannot decode (the receiver's browser may).
 */
export const CHAT_PICTURE_MAX_SIDE = 2048;
const QUALITY = 0.85;

export async function resizeForSending(file: Blob): Promise<Blob> {
  if (file.type === "image/gif" || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, CHAT_PICTURE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await encode(canvas, "image/webp");
    if (webp?.type === "image/webp") return webp;
    return (await encode(canvas, file.type === "image/png" ? "image/png" : "image/jpeg")) ?? file;
  } finally {
    bitmap.close();
  }
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The canvas as `type`; a browser that cannot encode it answers PNG (the caller checks the type). */
function encode(canvas: OffscreenCanvas | HTMLCanvasElement, type: string): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}
