import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { processMemoryMb } from "./process-memory.ts";

/**
 * Uploads as a browser sends them, without holding the file: a multipart body generated piece by piece and
 * sent with its Content-Length, so a test can send hundreds of megabytes while its own memory stays small.
 */

const BOUNDARY = "----vw-test-boundary-7MA4YWxkTrZu0gW";
const MB = 1024 * 1024;

export interface StreamedField {
  name: string;
  value: string;
}

export interface StreamedFile {
  name: string;
  filename: string;
  /** The file's bytes, given as pieces: whole `Uint8Array`s and runs of zeros `{ zeros: n }`. */
  pieces: (Uint8Array | { zeros: number })[];
}

/** The file part's size. */
export function fileSize(file: StreamedFile): number {
  return file.pieces.reduce((sum, piece) => sum + (piece instanceof Uint8Array ? piece.length : piece.zeros), 0);
}

/**
 * An MP4 of `size` bytes as a phone writes it: `ftyp`, the frames in `mdat` (zeros here), then `moov` with a
 * location in its `udta`. Only the box headers and `moov` take memory.
 */
export function largeMp4(size: number): StreamedFile {
  const text = (value: string) => new TextEncoder().encode(value);
  const box = (type: string, ...content: Uint8Array[]) => {
    const length = 8 + content.reduce((sum, part) => sum + part.length, 0);
    const bytes = new Uint8Array(length);
    new DataView(bytes.buffer).setUint32(0, length);
    bytes.set(text(type), 4);
    let at = 8;
    for (const part of content) {
      bytes.set(part, at);
      at += part.length;
    }
    return bytes;
  };
  const ftyp = box("ftyp", text("isom"), new Uint8Array(4), text("isommp42"));
  const moov = box(
    "moov",
    box("mvhd", new Uint8Array(100)),
    box("udta", box("\xa9xyz", text("secret+48.8584+002.2945/"))),
  );
  const frames = size - ftyp.length - moov.length - 8;
  const mdatHeader = new Uint8Array(8);
  new DataView(mdatHeader.buffer).setUint32(0, frames + 8);
  mdatHeader.set(text("mdat"), 4);
  return { name: "media", filename: "clip.mp4", pieces: [ftyp, mdatHeader, { zeros: frames }, moov] };
}

/** The multipart body's pieces in order, and its total length. */
function multipart(fields: StreamedField[], file: StreamedFile | null) {
  const encoder = new TextEncoder();
  const pieces: (Uint8Array | { zeros: number })[] = [];
  for (const field of fields) {
    pieces.push(
      encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field.name}"\r\n\r\n${field.value}\r\n`),
    );
  }
  if (file) {
    pieces.push(
      encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      ...file.pieces,
      encoder.encode("\r\n"),
    );
  }
  pieces.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const length = pieces.reduce((sum, piece) => sum + (piece instanceof Uint8Array ? piece.length : piece.zeros), 0);
  return { pieces, length };
}

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * POSTs a multipart form to `url`, generating the body as the socket takes it (1 MB of zeros at a time).
 * A server that answers before the end (a 413) is fine: the answer is returned, the rest is not sent.
 */
export function postStreamed(
  url: string,
  headers: Record<string, string>,
  fields: StreamedField[],
  file: StreamedFile | null,
): Promise<StreamedAnswer> {
  const { pieces, length } = multipart(fields, file);
  const zeros = new Uint8Array(MB);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
          "Content-Length": String(length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    let answered = false;
    req.on("response", () => (answered = true));
    req.on("error", (error) => (answered ? undefined : reject(error)));
    void (async () => {
      for (const piece of pieces) {
        if (piece instanceof Uint8Array) {
          if (!(await write(piece))) return;
          continue;
        }
        for (let left = piece.zeros; left > 0; left -= MB) {
          if (!(await write(left >= MB ? zeros : zeros.subarray(0, left)))) return;
        }
      }
      req.end();
    })();

    /** Writes one piece, waiting for the socket to drain; false once the server has answered or gone. */
    function write(bytes: Uint8Array): Promise<boolean> {
      if (answered || req.destroyed) return Promise.resolve(false);
      if (req.write(bytes)) return Promise.resolve(true);
      return new Promise((done) => {
        const drained = () => {
          req.off("close", closed);
          done(true);
        };
        const closed = () => {
          req.off("drain", drained);
          done(false);
        };
        req.once("drain", drained);
        req.once("close", closed);
      });
    }
  });
}

/** The peak and current resident memory of a process, in MB, from /proc (Linux). */
/**
 * Starts the process's peak (VmHWM) afresh at its current size (Linux: `5` to /proc/<pid>/clear_refs), so a
 * peak measured after it belongs to what ran since, not to the start-up before it (a client build, sharp).
 */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

export async function residentMemory(pid: number): Promise<{ peakMb: number; currentMb: number }> {
  return { peakMb: processMemoryMb(pid, "VmHWM") ?? NaN, currentMb: processMemoryMb(pid, "VmRSS") ?? NaN };
}
