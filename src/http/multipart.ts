import { AppError } from "../../shared/errors.ts";

/**
 * A multipart/form-data body read as it arrives (RFC 7578), never held whole: Hono's `parseBody` and the
 * platform's `formData()` buffer every byte, which for eight 95 MB videos at once is most of a gigabyte.
 * Parts come one at a time; a file part's bytes are handed on chunk by chunk, so what is in memory is one
 * network chunk and a few dozen bytes kept back in case a boundary straddles two chunks.
 */

/** One part of the form: its field name, the file's name when it is a file, and its bytes as they arrive. */
export interface FormPart {
  name: string;
  /** The file name the browser sent ("" for an empty file input), or null for a plain field. */
  filename: string | null;
  /** The part's bytes. Read them to the end, or not at all: the next part skips what is left. */
  chunks: AsyncIterable<Uint8Array>;
}

/** The part headers a browser sends are a few hundred bytes; more is not a form. */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Uint8Array.of(0x0d, 0x0a);
const HEADERS_END = Uint8Array.of(0x0d, 0x0a, 0x0d, 0x0a);

/** The boundary a `multipart/form-data` Content-Type names, or null for any other body. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** The form's parts in order. Throws 400 in the error shape when the body is not the multipart it says. */
export async function* formParts(body: ReadableStream<Uint8Array>, boundary: string): AsyncGenerator<FormPart> {
  const input = new BodyReader(body);
  // The first boundary may open the body without the CRLF every later one has before it.
  input.unshift(CRLF);
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  await input.skipThrough(delimiter);
  for (;;) {
    if (await input.startsWith("--")) return; // the closing boundary; the epilogue is ignored
    await input.skipLinearWhitespace();
    if (!(await input.startsWith("\r\n"))) throw malformed();
    const headers = await input.headers();
    const disposition = parseDisposition(headers.get("content-disposition"));
    let finished = false;
    const chunks = (async function* () {
      yield* input.through(delimiter);
      finished = true;
    })();
    yield { ...disposition, chunks };
    if (!finished) for await (const _ of chunks); // the reader left the rest: skip it
    if (!finished) for await (const _ of input.through(delimiter)); // it never started reading
  }
}

/** A text field's value, refused with 413 past `maxBytes` (a post's text is at most 5000 characters). */
export async function readText(part: FormPart, maxBytes: number): Promise<string> {
  const pieces: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of part.chunks) {
    size += chunk.length;
    if (size > maxBytes) throw AppError.tooLarge(`The field "${part.name}" is too long.`, "field_too_large");
    pieces.push(chunk);
  }
  return Buffer.concat(pieces).toString("utf8");
}

/** Reads all the remaining parts without keeping them. */
export async function skipParts(parts: AsyncGenerator<FormPart>): Promise<void> {
  for await (const part of parts) for await (const _ of part.chunks);
}

function malformed() {
  return AppError.badRequest("The form could not be read. Please try again.", "invalid_input");
}

function parseDisposition(value: string | undefined): { name: string; filename: string | null } {
  if (!value || !/^\s*form-data\b/i.test(value)) throw malformed();
  const param = (key: string) => {
    const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^\\s;]+))`, "i").exec(value);
    if (!match) return null;
    return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2]!;
  };
  const name = param("name");
  if (name === null) throw malformed();
  return { name, filename: param("filename") };
}

/**
 * The body's bytes with a small look-ahead. `through` hands on everything up to a delimiter; the bytes it
 * holds back are at most the delimiter's length, so memory stays one network chunk whatever the body's size.
 */
class BodyReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  #buffer: Uint8Array = new Uint8Array(0);
  #ended = false;

  constructor(body: ReadableStream<Uint8Array>) {
    this.#reader = body.getReader();
  }

  unshift(bytes: Uint8Array) {
    this.#buffer = Buffer.concat([bytes, this.#buffer]);
  }

  /** Reads one more chunk into the buffer; false at the end of the body. */
  async #more(): Promise<boolean> {
    if (this.#ended) return false;
    const { done, value } = await this.#reader.read();
    if (done) {
      this.#ended = true;
      return false;
    }
    this.#buffer = this.#buffer.length === 0 ? value : Buffer.concat([this.#buffer, value]);
    return true;
  }

  async #have(count: number): Promise<boolean> {
    while (this.#buffer.length < count) if (!(await this.#more())) return false;
    return true;
  }

  /** Whether the next bytes are `text`; they are consumed when they are. */
  async startsWith(text: string): Promise<boolean> {
    if (!(await this.#have(text.length))) throw malformed();
    for (let i = 0; i < text.length; i++) if (this.#buffer[i] !== text.charCodeAt(i)) return false;
    this.#buffer = this.#buffer.subarray(text.length);
    return true;
  }

  async skipLinearWhitespace() {
    for (;;) {
      if (!(await this.#have(1))) throw malformed();
      if (this.#buffer[0] !== 0x20 && this.#buffer[0] !== 0x09) return;
      this.#buffer = this.#buffer.subarray(1);
    }
  }

  /** Discards everything up to and including `delimiter` (the preamble before the first boundary). */
  async skipThrough(delimiter: Uint8Array) {
    for await (const _ of this.through(delimiter));
  }

  /** A part's header lines, up to the blank line, by lower-cased name. */
  async headers(): Promise<Map<string, string>> {
    let end = -1;
    while ((end = Buffer.from(this.#buffer.buffer, this.#buffer.byteOffset, this.#buffer.length).indexOf(HEADERS_END)) < 0) {
      if (this.#buffer.length > MAX_HEADER_BYTES || !(await this.#more())) throw malformed();
    }
    if (end > MAX_HEADER_BYTES) throw malformed();
    const text = Buffer.from(this.#buffer.subarray(0, end)).toString("utf8");
    this.#buffer = this.#buffer.subarray(end + HEADERS_END.length);
    const headers = new Map<string, string>();
    for (const line of text.split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return headers;
  }

  /** The bytes up to `delimiter`, as they arrive; the delimiter itself is consumed. */
  async *through(delimiter: Uint8Array): AsyncGenerator<Uint8Array> {
    const keep = delimiter.length - 1;
    for (;;) {
      const at = Buffer.from(this.#buffer.buffer, this.#buffer.byteOffset, this.#buffer.length).indexOf(delimiter);
      if (at >= 0) {
        const before = this.#buffer.subarray(0, at);
        this.#buffer = this.#buffer.subarray(at + delimiter.length);
        if (before.length > 0) yield before;
        return;
      }
      if (this.#buffer.length > keep) {
        const ready = this.#buffer.subarray(0, this.#buffer.length - keep);
        this.#buffer = this.#buffer.subarray(this.#buffer.length - keep);
        yield ready;
      }
      if (!(await this.#more())) throw malformed();
    }
  }
}
