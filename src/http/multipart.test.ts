import { expect, test } from "bun:test";
import fc from "fast-check";
import type { Readable } from "node:stream";
import { readMultipart, type MultipartLimits } from "./multipart.ts";

const LIMITS: MultipartLimits = { fieldBytes: 1000, fileBytes: 10 * 1024 * 1024 };

/** A browser's multipart body for `form`: its bytes and its Content-Type, as `fetch` would send them. */
async function encoded(form: FormData) {
  const response = new Response(form);
  const contentType = response.headers.get("content-type")!; // read before the body: Bun forgets it after
  return { bytes: await response.bytes(), contentType };
}

/** The bytes as a stream of the given chunk sizes (the last one takes what is left). */
function streamOf(bytes: Uint8Array, sizes: number[]) {
  let at = 0;
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = Math.max(1, sizes[i++ % Math.max(1, sizes.length)] ?? bytes.length);
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

/** Keeps each file in memory, noting the largest chunk it was handed. */
function inMemory() {
  const seen = { largestChunk: 0 };
  const saveFile = async (bytes: Readable, filename: string) => {
    const pieces: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of bytes) {
      seen.largestChunk = Math.max(seen.largestChunk, chunk.length);
      pieces.push(new Uint8Array(chunk));
    }
    return new File(pieces, filename);
  };
  return { seen, saveFile };
}

test("fields and files come out as the browser put them in, however the body is cut into chunks", async () => {
  const file = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7) % 256);
  // Bytes that look like the start of a boundary inside the file must stay file bytes.
  file.set(new TextEncoder().encode("\r\n--\r\n-"), 100);
  const form = new FormData();
  form.append("context", "Hello, wörld 👋");
  form.append("sharing", "2");
  form.append("media", new File([file], "holiday 🌴.mp4"));
  form.append("empty", new File([], ""));
  const { bytes, contentType } = await encoded(form);

  await fc.assert(
    fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 20 }), async (sizes) => {
      const read = await readMultipart(streamOf(bytes, sizes), contentType, LIMITS, inMemory().saveFile);
      expect(Object.keys(read)).toEqual(["context", "sharing", "media", "empty"]);
      expect(read.context).toBe("Hello, wörld 👋");
      expect(read.sharing).toBe("2");
      const media = read.media as File;
      expect(media.name).toBe("holiday 🌴.mp4");
      expect(new Uint8Array(await media.arrayBuffer())).toEqual(file);
      expect((read.empty as File).size).toBe(0);
    }),
    { numRuns: 60 },
  );
});

test("a field after a large file still comes", async () => {
  const form = new FormData();
  form.append("media", new File([new Uint8Array(100_000)], "big.bin"));
  form.append("context", "after the file");
  const { bytes, contentType } = await encoded(form);
  const read = await readMultipart(streamOf(bytes, [4096]), contentType, LIMITS, inMemory().saveFile);
  expect((read.media as File).size).toBe(100_000);
  expect(read.context).toBe("after the file");
});

test("a text field over its limit is refused with 413; one of exactly the limit is read", async () => {
  const form = new FormData();
  form.append("context", "x".repeat(1001));
  const over = await encoded(form);
  await expect(
    readMultipart(streamOf(over.bytes, [64]), over.contentType, LIMITS, inMemory().saveFile),
  ).rejects.toMatchObject({
    status: 413,
    code: "field_too_large",
  });
  form.set("context", "x".repeat(1000));
  const at = await encoded(form);
  expect(
    (await readMultipart(streamOf(at.bytes, [64]), at.contentType, LIMITS, inMemory().saveFile)).context,
  ).toHaveLength(1000);
});

test("a file over its limit is refused with 413, and the file's saving has ended when it is", async () => {
  const limits = { ...LIMITS, fileBytes: 10_000 };
  const form = new FormData();
  form.append("media", new File([new Uint8Array(10_001)], "a.bin"));
  const over = await encoded(form);
  let saving = 0;
  const saveFile = async (bytes: Readable, filename: string) => {
    saving++;
    try {
      return await inMemory().saveFile(bytes, filename);
    } finally {
      saving--;
    }
  };
  await expect(readMultipart(streamOf(over.bytes, [1000]), over.contentType, limits, saveFile)).rejects.toMatchObject({
    status: 413,
  });
  expect(saving).toBe(0);
  form.set("media", new File([new Uint8Array(10_000)], "a.bin"));
  const at = await encoded(form);
  expect(((await readMultipart(streamOf(at.bytes, [1000]), at.contentType, limits, saveFile)).media as File).size).toBe(
    10_000,
  );
});

test("a body cut short, not the multipart it claims, or without a Content-Type saying so is a 400 in the error shape", async () => {
  const form = new FormData();
  form.append("media", new File([new Uint8Array(1000)], "a.bin"));
  const { bytes, contentType } = await encoded(form);
  const unnamed = new TextEncoder().encode(
    `--x\r\nContent-Disposition: form-data; filename="a.jpg"\r\n\r\nabc\r\n--x--\r\n`,
  );
  const cases: [Uint8Array, string | undefined][] = [
    [bytes.subarray(0, 500), contentType],
    [new TextEncoder().encode("not a form at all"), contentType],
    [bytes.subarray(0, bytes.length - 4), contentType],
    [unnamed, "multipart/form-data; boundary=x"],
    [bytes, "application/json"],
    [bytes, "multipart/form-data"],
    [bytes, undefined],
  ];
  for (const [body, type] of cases) {
    await expect(readMultipart(streamOf(body, [100]), type, LIMITS, inMemory().saveFile)).rejects.toMatchObject({
      status: 400,
      code: "invalid_input",
    });
  }
});

test("a file's bytes are handed on as they arrive: never more than a network chunk at a time", async () => {
  const size = 8 * 1024 * 1024;
  const form = new FormData();
  form.append("media", new File([new Uint8Array(size)], "zeros.bin"));
  const { bytes, contentType } = await encoded(form);
  const { seen, saveFile } = inMemory();
  const read = await readMultipart(streamOf(bytes, [65536]), contentType, LIMITS, saveFile);
  expect((read.media as File).size).toBe(size);
  expect(seen.largestChunk).toBeLessThanOrEqual(65536);
});

test("a file that cannot be saved fails the form with the saving's own error, not as a bad form", async () => {
  const form = new FormData();
  form.append("media", new File([new Uint8Array(200_000)], "a.bin"));
  form.append("context", "after");
  const { bytes, contentType } = await encoded(form);
  const diskFull = new Error("ENOSPC: no space left on device");
  const saveFile = async (file: Readable) => {
    for await (const _ of file) throw diskFull;
    return new File([], "");
  };
  await expect(readMultipart(streamOf(bytes, [4096]), contentType, LIMITS, saveFile)).rejects.toBe(diskFull);
});
