import { need } from "./malformed.ts";
import type { Dimensions } from "./dimensions.ts";
import { boxesIn, childBox, type Box } from "./isobmff.ts";
import { ascii, viewOf, type Bytes } from "../bytes.ts";

/**
 * Blanks the metadata of an AVIF in place. Its EXIF and XMP are items of the `meta` box (`Exif` items and
 * `mime` items) whose bytes `iloc` locates; those bytes are overwritten with zeros. The item table, every
 * size and every offset stay as they were, so the image items decode as before.
 */
export function stripAvif(bytes: Bytes): Bytes {
  const meta = [...boxesIn(bytes)].find((box) => box.type === "meta");
  need(meta !== undefined, "AVIF: no meta box");
  const iinf = childBox(bytes, meta, "iinf", 4);
  const iloc = childBox(bytes, meta, "iloc", 4);
  if (!iinf || !iloc) return bytes;
  const idat = childBox(bytes, meta, "idat", 4);
  const metadataItems = metadataItemIds(bytes, iinf);
  for (const extent of itemExtents(bytes, iloc, idat)) {
    if (!metadataItems.has(extent.item)) continue;
    const end = extent.length === 0 ? bytes.length : extent.offset + extent.length;
    need(end <= bytes.length, "AVIF: item runs past the end");
    bytes.fill(0, extent.offset, end);
  }
  return bytes;
}

/** Ids of the items in `iinf` whose type is `Exif` or `mime` (XMP). */
function metadataItemIds(bytes: Uint8Array, iinf: Box) {
  const view = viewOf(bytes);
  const version = bytes[iinf.content]!;
  const entries = iinf.content + 4 + (version === 0 ? 2 : 4);
  const ids = new Set<number>();
  for (const infe of boxesIn(bytes, entries, iinf.end)) {
    if (infe.type !== "infe") continue;
    const infeVersion = bytes[infe.content]!;
    const at = infe.content + 4;
    need(at + 8 <= infe.end, "AVIF: item entry too short");
    if (infeVersion < 2) {
      ids.add(view.getUint16(at)); // old entries have no item type and describe content by MIME type
      continue;
    }
    const id = infeVersion === 2 ? view.getUint16(at) : view.getUint32(at);
    const typeAt = at + (infeVersion === 2 ? 2 : 4) + 2;
    const type = ascii(bytes, typeAt, typeAt + 4);
    if (type === "Exif" || type === "mime") ids.add(id);
  }
  return ids;
}

interface Extent {
  item: number;
  offset: number;
  length: number;
}

/** Each item's byte ranges as `iloc` lists them, resolved to offsets in the file. */
function itemExtents(bytes: Uint8Array, iloc: Box, idat: Box | undefined): Extent[] {
  const reader = new FieldReader(bytes, iloc.content, iloc.end);
  const version = reader.uint(1);
  reader.uint(3); // flags
  const sizes = reader.uint(1);
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0x0f;
  const moreSizes = reader.uint(1);
  const baseOffsetSize = moreSizes >> 4;
  const indexSize = version > 0 ? moreSizes & 0x0f : 0;
  const itemCount = reader.uint(version < 2 ? 2 : 4);
  const extents: Extent[] = [];
  for (let i = 0; i < itemCount; i++) {
    const item = reader.uint(version < 2 ? 2 : 4);
    const construction = version > 0 ? reader.uint(2) & 0x0f : 0;
    reader.uint(2); // data reference index
    const base = reader.uint(baseOffsetSize);
    const extentCount = reader.uint(2);
    for (let e = 0; e < extentCount; e++) {
      reader.uint(indexSize);
      const offset = base + reader.uint(offsetSize);
      const length = reader.uint(lengthSize);
      if (construction === 0) extents.push({ item, offset, length });
      if (construction === 1 && idat) extents.push({ item, offset: idat.content + offset, length });
    }
  }
  return extents;
}

/** Reads big-endian unsigned fields of 0–8 bytes in sequence, refusing to pass `end`. */
class FieldReader {
  constructor(
    private bytes: Uint8Array,
    private at: number,
    private end: number,
  ) {}

  uint(size: number): number {
    need(this.at + size <= this.end, "AVIF: field runs past the end");
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + this.bytes[this.at + i]!;
    this.at += size;
    return value;
  }
}

/**
 * The largest image size declared by an `ispe` (image spatial extents) property in `meta/iprp/ipco`: every
 * image item, a grid's output included, must have one.
 */
export function avifDimensions(bytes: Uint8Array): Dimensions {
  const meta = [...boxesIn(bytes)].find((box) => box.type === "meta");
  need(meta !== undefined, "AVIF: no meta box");
  const iprp = childBox(bytes, meta, "iprp", 4);
  const ipco = iprp && childBox(bytes, iprp, "ipco");
  need(ipco !== undefined, "AVIF: no item properties");
  const view = viewOf(bytes);
  let largest: Dimensions | null = null;
  for (const property of boxesIn(bytes, ipco.content, ipco.end)) {
    if (property.type !== "ispe") continue;
    need(property.content + 12 <= property.end, "AVIF: ispe too short");
    const size = { width: view.getUint32(property.content + 4), height: view.getUint32(property.content + 8) };
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  need(largest !== null, "AVIF: no image size");
  return largest;
}
