import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { AppEnv } from "./env.ts";
import { MEDIA_LIMITS } from "../../shared/media.ts";
import { readMultipart } from "./multipart.ts";
import { parse } from "./validate.ts";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../files/private.ts";

/** A post's text is at most 5000 characters: four bytes each at most, and room to spare. */
const MAX_FIELD_BYTES = 64 * 1024;
/** No file part is ever larger than the largest kind's limit; the upload routes' body limit is usually lower. */
const MAX_FILE_BYTES = Math.max(...Object.values(MEDIA_LIMITS));

/**
 * Validates a multipart form as `validate("form", schema)` would, without holding it in memory: text fields
 * are read (64 KB at most each), and each file is written to a spool file on disk as its bytes arrive, then
 * handed to the schema and the handler as a `File` backed by that file (reading it reads the disk). The
 * spool files are removed once the answer is made, whatever happened. Memory per upload is a few network
 * chunks, whatever the file's size.
 */
export function streamedForm(schema: z.ZodType) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const spool = join(c.get("ctx").config.dataDir, "spool");
    const spooled: string[] = [];
    try {
      const limits = { fieldBytes: MAX_FIELD_BYTES, fileBytes: MAX_FILE_BYTES };
      const saveFile = (bytes: Readable, filename: string) => spoolFile(bytes, filename, spool, spooled);
      const form = await readMultipart(c.req.raw.body, c.req.header("content-type"), limits, saveFile);
      c.req.addValidatedData("form", parse(schema, form) as object);
      await next();
    } finally {
      await Promise.all(spooled.map((path) => rm(path, { force: true })));
    }
  });
}

/** Writes a file part to a new spool file (readable by this user only) as its bytes arrive. */
async function spoolFile(bytes: Readable, filename: string, folder: string, spooled: string[]): Promise<File> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const path = join(folder, `${crypto.randomUUID()}.upload`);
  spooled.push(path);
  await pipeline(bytes, createWriteStream(path, { flags: "wx", mode: PRIVATE_FILE_MODE }));
  return new File([Bun.file(path)], filename);
}
