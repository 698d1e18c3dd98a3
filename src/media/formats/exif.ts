const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The Orientation (2–8) recorded in an EXIF block (TIFF structure: byte order, IFD0 entries), or null when
 * it is absent, upright (1) or unreadable. Cameras store sideways photos unrotated and rely on this tag.
 */
export function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const order = String.fromCharCode(tiff[0]!, tiff[1]!);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return null;
    const orientation = view.getUint16(entry + 8, little);
    return orientation >= 2 && orientation <= 8 ? orientation : null;
  }
  return null;
}

/** A fresh EXIF block (big-endian TIFF) whose only field is the Orientation. */
export function orientationOnlyExif(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]); // "MM", 42
  view.setUint32(4, 8); // IFD0 right after the header
  view.setUint16(8, 1); // one entry
  view.setUint16(10, ORIENTATION_TAG);
  view.setUint16(12, SHORT);
  view.setUint32(14, 1); // one value, stored in place
  view.setUint16(18, orientation);
  view.setUint32(22, 0); // no next IFD
  return tiff;
}
