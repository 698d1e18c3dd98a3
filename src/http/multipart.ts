import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy, { type Busboy } from "busboy";
import { AppError } from "../../shared/errors.ts";

/**
 * A multipart/form-data body read as it arrives (RFC 7578, parsed by busboy), never held whole: Hono's
 * `parseBody` and the platform's `formData()` buffer every byte, which for eight 95 MB videos at once is most
 * of a gigabyte. Text fields are read whole up to their limit; each file's bytes are handed to `saveFile` as
 * a stream, and the body is read no faster than it takes them (backpressure), so what is in memory is a few
 * network chunks whatever the file's size.
 */

export interface MultipartLimits {
  /** A text field past this is refused with 413. */
  fieldBytes: number;
  /** A file past this is refused with 413. */
  fileBytes: number;
}

const STREAM_BUFFER_BYTES = 64 * 1024;

/** Takes a file part's bytes to the end and answers what the form holds for it. */
export type SaveFile = (bytes: Readable, filename: string) => Promise<File>;

/**
 * The form's fields by name (a later part of the same name wins, as before). Throws in the error shape: 400
 * when the body is not the multipart it says, 413 past a limit; a `saveFile` failure is thrown as it is.
 * Every `saveFile` has finished when this returns or throws, so its files can be removed.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  limits: MultipartLimits,
  saveFile: SaveFile,
): Promise<Record<string, string | File>> {
  if (!body) throw notMultipart();
  const parser = parserFor(contentType, limits);
  const parts: { name: string; value: Promise<string | File> }[] = [];
  let failure: unknown;
  const stop = (error: unknown) => {
    failure ??= error;
    parser.destroy(error as Error);
  };
  parser.on("field", (name, value, info) => {
    if (!name) return stop(malformed());
    if (info.valueTruncated) return stop(AppError.tooLarge(`The field "${name}" is too long.`, "field_too_large"));
    parts.push({ name, value: Promise.resolve(value) });
  });
  parser.on("file", (name, bytes, info) => {
    if (!name) {
      bytes.on("error", () => {}); // destroyed with the parser, unread
      return stop(malformed());
    }
    bytes.on("limit", () => stop(fileTooLarge(limits.fileBytes)));
    const saved = saveFile(bytes, info.filename ?? "");
    // A file cut short by the parser's own end fails too: that is the parser's error, not the saving's.
    saved.catch((error) => parser.destroyed || stop(error));
    parts.push({ name, value: saved });
  });
  try {
    await pipeline(
      Readable.fromWeb(body as unknown as NodeReadableStream, { highWaterMark: STREAM_BUFFER_BYTES }),
      parser,
    );
  } catch {
    await Promise.allSettled(parts.map((part) => part.value));
    // busboy's own errors ("Unexpected end of form", "Malformed part header") say the body is not a form.
    throw failure ?? malformed();
  }
  const form: Record<string, string | File> = {};
  for (const part of parts) form[part.name] = await part.value;
  return form;
}

function parserFor(contentType: string | undefined, limits: MultipartLimits): Busboy {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  try {
    return busboy({
      headers: { "content-type": contentType },
      // Browsers send file names in UTF-8; busboy's default reads them as Latin-1.
      defParamCharset: "utf8",
      // busboy marks a part cut off once it reaches its limit; one byte more lets a part of exactly the limit through.
      limits: { fieldSize: limits.fieldBytes + 1, fileSize: limits.fileBytes + 1 },
      // Small buffers on both sides of the parser: eight 95 MB uploads at once must not hold much of each.
      highWaterMark: STREAM_BUFFER_BYTES,
      fileHwm: STREAM_BUFFER_BYTES,
    });
  } catch {
    throw notMultipart(); // no boundary
  }
}

function notMultipart() {
  return AppError.badRequest("Send the form as multipart/form-data.", "invalid_input");
}

function malformed() {
  return AppError.badRequest("The form could not be read. Please try again.", "invalid_input");
}

function fileTooLarge(maxBytes: number) {
  return AppError.tooLarge(`The file is too large. Uploads can be at most ${maxBytes / (1024 * 1024)} MB.`);
}
