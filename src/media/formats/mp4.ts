import { need } from "./malformed.ts";
import { ascii, viewOf, type Bytes } from "../bytes.ts";

/** Boxes holding user data: titles, the camera, times and the GPS location (`©xyz`, Apple's location keys). */
const METADATA_BOXES = new Set(["udta", "meta"]);
/** The UUID of an XMP packet stored in a `uuid` box. */
const XMP_UUID = "be7acfcb97a942e89c71999491e3afac";
/** Boxes whose children are looked at: the movie at the top level and in it, each track in the movie. */
const CONTAINERS = new Set(["moov", "trak"]);
const MAX_CONTAINER_DEPTH = 2;
const FREE = Uint8Array.of(0x66, 0x72, 0x65, 0x65);
const ZEROS = new Uint8Array(64 * 1024);

/**
 * Blanks the metadata of an MP4 or MOV video: `udta`, `meta` and XMP `uuid` boxes at the top level, in
 * `moov` and in each `trak` become zeroed `free` boxes. That keeps every size and offset, so the sample
 * tables stay valid without rewriting the (possibly large) media data, and it can be done as the bytes go
 * by: a video is never held whole (see `IsoMetadataBlanker`).
 */
export function stripIsoVideo(bytes: Bytes): Bytes {
  const blanker = new IsoMetadataBlanker();
  return Buffer.concat([...blanker.push(bytes), ...blanker.end()]);
}

/** The same, for a video arriving in chunks: its chunks come out as they go in, with the metadata blanked. */
export async function* stripIsoVideoStream(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const blanker = new IsoMetadataBlanker();
  for await (const chunk of chunks) yield* blanker.push(chunk);
  yield* blanker.end();
}

type Mode = { kind: "header" } | { kind: "copy" | "zero"; until: number };

/**
 * Walks the box structure of an ISO base media file as its bytes stream past, holding back at most one box
 * header (8–32 bytes). Each box header is read whole, then the box is copied, zeroed (metadata) or entered
 * (moov, trak). Offsets are absolute; a box of size 0 runs to the end of its parent, and the file's own
 * end is unknown until the last chunk, so it stands as Infinity. Throws `MalformedMedia` as `boxesIn` does.
 */
export class IsoMetadataBlanker {
  /** Offset of the next byte to come in. */
  #pos = 0;
  /** Ends of the boxes the walk is inside, outermost (the file) first. */
  readonly #containers: number[] = [Infinity];
  #mode: Mode = { kind: "header" };
  /** The bytes of the box header being read, which starts at `#pos - #held.length`. */
  #held: Uint8Array = new Uint8Array(0);

  push(chunk: Uint8Array): Uint8Array[] {
    const out: Uint8Array[] = [];
    let i = 0;
    while (i < chunk.length) {
      if (this.#mode.kind === "header") {
        const wanted = this.#headerLength();
        if (this.#held.length < wanted) {
          const take = Math.min(wanted - this.#held.length, chunk.length - i);
          this.#held = Buffer.concat([this.#held, chunk.subarray(i, i + take)]);
          i += take;
          this.#pos += take;
          continue;
        }
        out.push(...this.#decide());
        continue;
      }
      const { kind, until } = this.#mode;
      const take = Math.min(chunk.length - i, until - this.#pos);
      if (kind === "copy") out.push(chunk.subarray(i, i + take));
      else out.push(...zeros(take));
      i += take;
      this.#pos += take;
      if (this.#pos === until) this.#afterBox();
    }
    // A header completed by the chunk's last bytes is decided now, so what follows it is not held back.
    if (this.#mode.kind === "header" && this.#held.length > 0 && this.#held.length >= this.#headerLength())
      out.push(...this.#decide());
    return out;
  }

  /** The end of the file: what was held back, or `MalformedMedia` when a box runs past the end. */
  end(): Uint8Array[] {
    const openEnds = [...this.#containers, this.#mode.kind === "header" ? Infinity : this.#mode.until];
    need(
      openEnds.every((end) => end === Infinity),
      "MP4: box runs past the end",
    );
    if (this.#mode.kind !== "header") return [];
    // Fewer bytes than a box header after the last box are left as they are (as `boxesIn` leaves them).
    need(this.#held.length < 8, "MP4: box header runs past the end");
    return this.#held.length > 0 ? [this.#held] : [];
  }

  /** How many bytes the current header needs: 8, 16 with a 64-bit size, 16 more for a `uuid`'s id. */
  #headerLength(): number {
    if (this.#held.length < 8) return 8;
    const start = this.#pos - this.#held.length;
    const size = viewOf(this.#held).getUint32(0);
    let content = 8;
    if (size === 1) {
      need(start + 16 <= this.#parentEnd(), "MP4: 64-bit size runs past the end");
      if (this.#held.length < 16) return 16;
      content = 16;
    }
    if (ascii(this.#held, 4, 8) !== "uuid") return content;
    return Math.max(content, Math.min(content + 16, this.#boxEnd(this.#held, start) - start));
  }

  #parentEnd() {
    return this.#containers.at(-1)!;
  }

  #boxEnd(header: Uint8Array, start: number) {
    const view = viewOf(header);
    const size = view.getUint32(0);
    if (size === 0) return this.#parentEnd(); // 0: the box runs to the end of its parent
    if (size === 1) return start + Number(view.getBigUint64(8));
    return start + size;
  }

  /** The header is complete: hand it on (renamed `free` for metadata) and choose what the box's bytes get. */
  #decide(): Uint8Array[] {
    const header = this.#held;
    this.#held = new Uint8Array(0);
    const start = this.#pos - header.length;
    const type = ascii(header, 4, 8);
    const content = start + (viewOf(header).getUint32(0) === 1 ? 16 : 8);
    const end = this.#boxEnd(header, start);
    need(end >= content && end <= this.#parentEnd(), `${type}: box runs past the end`);
    const depth = this.#containers.length - 1;

    if (METADATA_BOXES.has(type) || (type === "uuid" && isXmp(header.subarray(content - start)))) {
      const blanked = Uint8Array.from(header);
      blanked.set(FREE, 4);
      blanked.fill(0, content - start);
      this.#continueTo("zero", end);
      return [blanked];
    }
    if (depth < MAX_CONTAINER_DEPTH && CONTAINERS.has(type)) {
      this.#containers.push(end);
      this.#afterBox();
      return [header];
    }
    this.#continueTo("copy", end);
    return [header];
  }

  #continueTo(kind: "copy" | "zero", until: number) {
    if (this.#pos === until) return this.#afterBox();
    this.#mode = { kind, until };
  }

  /** A box ended (or one was entered): leave the containers that end here, then expect the next header. */
  #afterBox() {
    while (this.#containers.length > 1 && this.#pos === this.#parentEnd()) this.#containers.pop();
    const left = this.#parentEnd() - this.#pos;
    // Fewer bytes than a header before the parent's end are no box: they are copied as they are.
    this.#mode = left < 8 ? { kind: "copy", until: this.#parentEnd() } : { kind: "header" };
  }
}

function isXmp(id: Uint8Array) {
  return Buffer.from(id).toString("hex") === XMP_UUID;
}

function* zeros(count: number): Generator<Uint8Array> {
  for (let left = count; left > 0; left -= ZEROS.length) yield ZEROS.subarray(0, Math.min(left, ZEROS.length));
}
