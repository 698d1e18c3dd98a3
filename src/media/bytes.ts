/** Small readers shared by the format parsers. */

/** The bytes from `start` to `end` as Latin-1 text (four-character codes, signatures). */
export function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function startsWithText(bytes: Uint8Array, text: string): boolean {
  return bytes.length >= text.length && ascii(bytes, 0, text.length) === text;
}

export function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** File contents in memory: a view of a plain (not shared) ArrayBuffer, as `Blob`, `File` and `Response` take. */
export type Bytes = Uint8Array<ArrayBuffer>;
