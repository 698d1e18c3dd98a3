/**
 * Small real media files for the tests, built in code so that each test shows what it puts in. Every piece
 * of metadata added here carries the text "secret-", so a test can search the result for leftovers.
 */
import { deflateSync } from "node:zlib";
import type { Bytes } from "../src/media/bytes.ts";

const text = (value: string) => new TextEncoder().encode(value);
/** Four-character codes may hold Latin-1 letters (MP4's `©xyz`). */
const latin1 = (value: string) => Uint8Array.from(Buffer.from(value, "latin1"));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** 48°51′29″ N, as the three EXIF rationals a phone writes: the bytes a leak would show. */
export const LATITUDE_BYTES = Uint8Array.of(0, 0, 0, 48, 0, 0, 0, 1, 0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0, 29, 0, 0, 0, 1);

/** A `width`×`height` RGB PNG with a colour pattern, written by hand (zlib-compressed rows). */
export function png(width = 3, height = 2): Bytes {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2], 8); // 8 bits per channel, RGB
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let i = 0; i < rows.length; i++) if (i % (1 + width * 3) !== 0) rows[i] = (i * 53) & 0xff;
  return concat(
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", new Uint8Array()),
  );
}

function pngChunk(type: string, data: Uint8Array): Bytes {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(text(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, Bun.hash.crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** The PNG with text, XMP, EXIF (GPS) and time chunks after IHDR, and bytes after IEND. */
export function withPngMetadata(image: Uint8Array): Bytes {
  const afterHeader = 8 + 25;
  return concat(
    image.subarray(0, afterHeader),
    pngChunk("tEXt", text("Author\0secret-author")),
    pngChunk("zTXt", concat(text("Comment\0\0"), deflateSync(text("secret-comment")))),
    pngChunk("iTXt", text("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>secret-xmp</x:xmpmeta>")),
    pngChunk("eXIf", gpsExif()),
    pngChunk("tIME", Uint8Array.of(0x07, 0xea, 1, 2, 3, 4, 5)),
    pngChunk("prVt", text("secret-private-chunk")),
    image.subarray(afterHeader),
    text("secret-trailer"),
  );
}

/** A real JPEG, encoded by Bun's image codec from the PNG pattern. */
export async function jpeg(width = 3, height = 2): Promise<Bytes> {
  return new Uint8Array(await new Bun.Image(png(width, height)).jpeg({ quality: 90 }).bytes());
}

/**
 * An EXIF block as cameras write it (big-endian TIFF): IFD0 with Make, Orientation and a pointer to the GPS
 * IFD, which holds the latitude and an area name.
 */
function gpsExif({ orientation = 1 } = {}): Bytes {
  const tiff = new Uint8Array(145);
  const view = new DataView(tiff.buffer);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(at, tag);
    view.setUint16(at + 2, type);
    view.setUint32(at + 4, count);
    if (type === 3 && count === 1) view.setUint16(at + 8, value);
    else view.setUint32(at + 8, value);
  };
  tiff.set(text("MM\0*"));
  view.setUint32(4, 8);
  view.setUint16(8, 3); // IFD0: 3 entries, ends at 50
  entry(10, 0x010f, 2, 14, 92); // Make
  entry(22, 0x0112, 3, 1, orientation);
  entry(34, 0x8825, 4, 1, 50); // GPS IFD
  view.setUint16(50, 3); // GPS IFD: 3 entries, ends at 92
  entry(52, 0x0001, 2, 2, 0x4e000000); // GPSLatitudeRef "N"
  entry(64, 0x0002, 5, 3, 106); // GPSLatitude
  entry(76, 0x001c, 7, 15, 130); // GPSAreaInformation
  tiff.set(text("secret-camera\0"), 92);
  tiff.set(LATITUDE_BYTES, 106);
  tiff.set(text("secret-gps-area"), 130);
  return tiff;
}

export function jpegSegment(marker: number, payload: Uint8Array): Bytes {
  const length = payload.length + 2;
  return concat(Uint8Array.of(0xff, marker, length >> 8, length & 0xff), payload);
}

/** The JPEG with EXIF (GPS, camera), XMP, IPTC, an MPF index and a comment after SOI, and bytes after EOI. */
export function withJpegMetadata(image: Uint8Array, { orientation = 1 } = {}): Bytes {
  return concat(
    image.subarray(0, 2),
    jpegSegment(0xe1, concat(text("Exif\0\0"), gpsExif({ orientation }))),
    jpegSegment(0xe1, text("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>secret-xmp</x:xmpmeta>")),
    jpegSegment(0xed, text("Photoshop 3.0\x008BIM\x04\x04secret-iptc")),
    jpegSegment(0xe2, text("MPF\0secret-mpf")),
    jpegSegment(0xfe, text("secret-comment")),
    image.subarray(2),
    text("secret-trailer"),
  );
}

/** A real lossy WebP (simple format: one VP8 chunk), encoded by Bun's image codec. */
export async function webp(width = 3, height = 2): Promise<Bytes> {
  return new Uint8Array(await new Bun.Image(png(width, height)).webp({ quality: 90 }).bytes());
}

function riffChunk(fourCC: string, data: Uint8Array) {
  const header = new Uint8Array(8);
  header.set(text(fourCC));
  new DataView(header.buffer).setUint32(4, data.length, true);
  return concat(header, data, new Uint8Array(data.length % 2));
}

/** The WebP in extended format: a VP8X header flagging EXIF and XMP, the image, then both chunks. */
export function withWebpMetadata(image: Uint8Array, width = 3, height = 2): Bytes {
  const vp8x = new Uint8Array(10);
  vp8x[0] = 0x08 | 0x04; // EXIF and XMP present
  vp8x.set([(width - 1) & 0xff, (width - 1) >> 8, 0, (height - 1) & 0xff, (height - 1) >> 8, 0], 4);
  const body = concat(
    text("WEBP"),
    riffChunk("VP8X", vp8x),
    image.subarray(12),
    riffChunk("EXIF", gpsExif()),
    riffChunk("XMP ", text("<x:xmpmeta>secret-xmp</x:xmpmeta>")),
  );
  const header = new Uint8Array(8);
  header.set(text("RIFF"));
  new DataView(header.buffer).setUint32(4, body.length, true);
  return concat(header, body, text("secret-trailer"));
}

/** A 1×1 GIF89a: two-colour table, a graphic control extension and one LZW-coded frame. */
export function gif(): Bytes {
  return Uint8Array.from(
    Buffer.from("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b", "hex"),
  );
}

/** The GIF with an animation loop count (kept), a comment and an XMP application extension, and bytes after it. */
export function withGifMetadata(image: Uint8Array): Bytes {
  const afterColorTable = 13 + 6;
  const xmp = text("<x:xmpmeta>secret-xmp</x:xmpmeta>");
  return concat(
    image.subarray(0, afterColorTable),
    Uint8Array.of(0x21, 0xff, 11),
    text("NETSCAPE2.0"),
    Uint8Array.of(3, 1, 0, 0, 0),
    Uint8Array.of(0x21, 0xfe, 14),
    text("secret-comment"),
    Uint8Array.of(0),
    Uint8Array.of(0x21, 0xff, 11),
    text("XMP DataXMP"),
    Uint8Array.of(xmp.length),
    xmp,
    Uint8Array.of(0),
    image.subarray(afterColorTable),
    text("secret-trailer"),
  );
}

/** An ISO base media box: 32-bit size, type, content. */
function isoBox(type: string, ...content: Uint8Array[]): Bytes {
  const body = concat(...content);
  const header = new Uint8Array(8);
  new DataView(header.buffer).setUint32(0, 8 + body.length);
  header.set(latin1(type), 4);
  return concat(header, body);
}

export function ftyp(major: string, ...compatible: string[]): Bytes {
  return isoBox("ftyp", text(major), new Uint8Array(4), ...compatible.map(text));
}

/** An MP4's box layout as a phone writes it: location in `moov/udta`, Apple's keys in `moov/meta`, media in `mdat`. */
export function mp4WithLocation(major = "isom"): Bytes {
  return concat(
    ftyp(major, "isom", "mp42"),
    isoBox(
      "moov",
      isoBox("mvhd", new Uint8Array(100)),
      isoBox("trak", isoBox("tkhd", new Uint8Array(84)), isoBox("udta", isoBox("name", text("secret-track")))),
      isoBox("udta", isoBox("\xa9xyz", text("secret+48.8584+002.2945/"))),
      isoBox("meta", new Uint8Array(4), isoBox("keys", text("com.apple.quicktime.location.ISO6709 secret-key"))),
    ),
    isoBox("mdat", text("frames-of-video-data")),
  );
}

/**
 * An AVIF's item layout: `meta` lists an AV1 image item (1) and an EXIF item (2) in `iinf`, its size is an
 * `ispe` property in `iprp/ipco`, and `iloc` points at the items' bytes in `mdat`.
 */
export function avifWithExif(width = 3, height = 2): Bytes {
  const imageData = text("av1-image-bytes");
  const exif = concat(new Uint8Array(4), gpsExif());
  const infe = (id: number, type: string) =>
    isoBox("infe", Uint8Array.of(2, 0, 0, 0, 0, id, 0, 0), text(type), Uint8Array.of(0));
  const iinf = isoBox("iinf", Uint8Array.of(0, 0, 0, 0, 0, 2), infe(1, "av01"), infe(2, "Exif"));
  const ilocFor = (mdatData: number) => {
    const body = new Uint8Array(4 + 2 + 2 + 2 * 14);
    const view = new DataView(body.buffer);
    body.set([0x44, 0x00], 4); // offsets and lengths of 4 bytes, no base offset
    view.setUint16(6, 2);
    [
      [1, mdatData, imageData.length],
      [2, mdatData + imageData.length, exif.length],
    ].forEach(([id, offset, length], i) => {
      const at = 8 + i * 14;
      view.setUint16(at, id!);
      view.setUint16(at + 4, 1); // one extent
      view.setUint32(at + 6, offset!);
      view.setUint32(at + 10, length!);
    });
    return isoBox("iloc", body);
  };
  const ispe = new Uint8Array(12);
  new DataView(ispe.buffer).setUint32(4, width);
  new DataView(ispe.buffer).setUint32(8, height);
  const iprp = isoBox("iprp", isoBox("ipco", isoBox("ispe", ispe)));
  const head = (mdatData: number) =>
    concat(
      ftyp("avif", "mif1", "miaf"),
      isoBox("meta", new Uint8Array(4), isoBox("hdlr", new Uint8Array(24)), iinf, iprp, ilocFor(mdatData)),
    );
  const mdatData = head(0).length + 8;
  return concat(head(mdatData), isoBox("mdat", imageData, exif));
}

/** The start of a Matroska file: an EBML header naming its DocType. */
export function ebmlHeader(docType: string): Bytes {
  const element = (id: number[], data: Uint8Array) =>
    concat(Uint8Array.from(id), Uint8Array.of(0x80 | data.length), data);
  const header = concat(
    element([0x42, 0x86], Uint8Array.of(1)), // EBMLVersion
    element([0x42, 0xf7], Uint8Array.of(1)), // EBMLReadVersion
    element([0x42, 0x82], text(docType)),
    element([0x42, 0x87], Uint8Array.of(4)), // DocTypeVersion
  );
  return concat(
    Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length),
    header,
    Uint8Array.of(0x18, 0x53, 0x80, 0x67),
  );
}

/** What `saveMedia` would store of an accepted upload, whole (tests compare it with what is served). */
export async function acceptedBytes(media: { chunks(): AsyncIterable<Uint8Array> }): Promise<Bytes> {
  const pieces: Uint8Array[] = [];
  for await (const chunk of media.chunks()) pieces.push(chunk);
  return new Uint8Array(Buffer.concat(pieces));
}

/** A valid little PNG whose header declares `width` × `height` pixels: a decompression bomb's shape, without the bomb. */
export function pngDeclaring(width: number, height: number): Bytes {
  const image = png(1, 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2], 8);
  return concat(image.subarray(0, 8), pngChunk("IHDR", header), image.subarray(8 + 25));
}
