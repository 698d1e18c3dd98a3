import { expect, test } from "bun:test";
import fc from "fast-check";
import { boundaryOf, formParts, readText, type FormPart } from "./multipart.ts";

/** A browser's multipart body for `form`: its bytes and its boundary, as `fetch` would send them. */
async function encoded(form: FormData) {
  const response = new Response(form);
  const boundary = boundaryOf(response.headers.get("content-type") ?? undefined)!;
  return { bytes: await response.bytes(), boundary };
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

async function collect(parts: AsyncGenerator<FormPart>) {
  const out: { name: string; filename: string | null; bytes: Uint8Array }[] = [];
  for await (const part of parts) {
    const pieces: Uint8Array[] = [];
    for await (const chunk of part.chunks) pieces.push(chunk);
    out.push({ name: part.name, filename: part.filename, bytes: new Uint8Array(Buffer.concat(pieces)) });
  }
  return out;
}

test("the boundary is read from a multipart Content-Type, quoted or not, and nothing else is taken for one", () => {
  expect(boundaryOf("multipart/form-data; boundary=abc")).toBe("abc");
  expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
  expect(boundaryOf("application/json")).toBeNull();
  expect(boundaryOf("multipart/form-data")).toBeNull();
  expect(boundaryOf(undefined)).toBeNull();
});

test("fields and files come out as the browser put them in, however the body is cut into chunks", async () => {
  const file = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7) % 256);
  // Bytes that look like the start of a boundary inside the file must stay file bytes.
  file.set(new TextEncoder().encode("\r\n--\r\n-"), 100);
  const form = new FormData();
  form.append("context", "Hello, wörld 👋");
  form.append("sharing", "2");
  form.append("media", new File([file], "holiday.mp4"));
  form.append("empty", new File([], ""));
  const { bytes, boundary } = await encoded(form);

  await fc.assert(
    fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 20 }), async (sizes) => {
      const parts = await collect(formParts(streamOf(bytes, sizes), boundary));
      expect(parts.map((p) => [p.name, p.filename])).toEqual([["context", null], ["sharing", null], ["media", "holiday.mp4"], ["empty", ""]]);
      expect(Buffer.from(parts[0]!.bytes).toString("utf8")).toBe("Hello, wörld 👋");
      expect(parts[2]!.bytes).toEqual(file);
      expect(parts[3]!.bytes.length).toBe(0);
    }),
    { numRuns: 60 },
  );
});

test("a part the reader leaves unread is skipped, and the next part still comes", async () => {
  const form = new FormData();
  form.append("media", new File([new Uint8Array(100_000)], "big.bin"));
  form.append("context", "after the file");
  const { bytes, boundary } = await encoded(form);
  const names: string[] = [];
  let text = "";
  for await (const part of formParts(streamOf(bytes, [4096]), boundary)) {
    names.push(part.name);
    if (part.name === "context") text = await readText(part, 100);
  }
  expect(names).toEqual(["media", "context"]);
  expect(text).toBe("after the file");
});

test("a text field over its limit is refused with 413", async () => {
  const form = new FormData();
  form.append("context", "x".repeat(1000));
  const { bytes, boundary } = await encoded(form);
  const parts = formParts(streamOf(bytes, [64]), boundary);
  const first = (await parts.next()).value as FormPart;
  await expect(readText(first, 999)).rejects.toMatchObject({ status: 413 });
});

test("a body cut short, or not the multipart it claims, is a 400 in the error shape", async () => {
  const form = new FormData();
  form.append("media", new File([new Uint8Array(1000)], "a.bin"));
  const { bytes, boundary } = await encoded(form);
  for (const body of [bytes.subarray(0, 500), new TextEncoder().encode("not a form at all"), bytes.subarray(0, bytes.length - 4)]) {
    await expect(collect(formParts(streamOf(body, [100]), boundary))).rejects.toMatchObject({ status: 400, code: "invalid_input" });
  }
});

test("a file's bytes are handed on as they arrive: never more than a chunk and a boundary's length is held", async () => {
  const size = 8 * 1024 * 1024;
  const form = new FormData();
  form.append("media", new File([new Uint8Array(size)], "zeros.bin"));
  const { bytes, boundary } = await encoded(form);
  let largest = 0;
  let total = 0;
  for await (const part of formParts(streamOf(bytes, [65536]), boundary)) {
    for await (const chunk of part.chunks) {
      largest = Math.max(largest, chunk.length);
      total += chunk.length;
    }
  }
  expect(total).toBe(size);
  expect(largest).toBeLessThanOrEqual(65536 + boundary.length + 4);
});
