import { mkdir, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { AppEnv } from "./env.ts";
import { AppError } from "../../shared/errors.ts";
import { MEDIA_LIMITS } from "../../shared/media.ts";
import { boundaryOf, formParts, readText, type FormPart } from "./multipart.ts";
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
 * spool files are removed once the answer is made, whatever happened. Memory per upload is one network
 * chunk, whatever the file's size.
 */
export function streamedForm(schema: z.ZodType) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const boundary = boundaryOf(c.req.header("content-type"));
    const body = c.req.raw.body;
    if (!boundary || !body) throw AppError.badRequest("Send the form as multipart/form-data.", "invalid_input");
    const spool = join(c.get("ctx").config.dataDir, "spool");
    const spooled: string[] = [];
    try {
      const form: Record<string, string | File> = {};
      for await (const part of formParts(body, boundary)) {
        if (part.filename === null) form[part.name] = await readText(part, MAX_FIELD_BYTES);
        else form[part.name] = await spoolFile(part, part.filename, spool, spooled);
      }
      c.req.addValidatedData("form", parse(schema, form) as object);
      await next();
    } finally {
      await Promise.all(spooled.map((path) => rm(path, { force: true })));
    }
  });
}

/** Writes a file part to a new spool file (readable by this user only), refusing it with 413 past the limit. */
async function spoolFile(part: FormPart, filename: string, folder: string, spooled: string[]): Promise<File> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const path = join(folder, `${crypto.randomUUID()}.upload`);
  spooled.push(path);
  const file = await open(path, "wx", PRIVATE_FILE_MODE);
  let size = 0;
  try {
    for await (const chunk of part.chunks) {
      size += chunk.length;
      if (size > MAX_FILE_BYTES) throw AppError.tooLarge(`The file is too large. Uploads can be at most ${MAX_FILE_BYTES / (1024 * 1024)} MB.`);
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
  return new File([Bun.file(path)], filename);
}
