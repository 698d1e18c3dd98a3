import { z } from "zod";

/**
 * An id as a path, query or form field gives it: canonical decimal only (API.md "Conventions": a positive
 * integer). A loose number parse took `0x10`, ` 1` or `1e3` as ids; one thing must have one spelling.
 */
export const DecimalId = z
  // A number as such comes only from server rendering, which calls the handlers directly.
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, "Must be a positive whole number")
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** `{id}` of a path. */
export const IdParam = z.object({ id: DecimalId });

/**
 * `{username}` of a path. Not checked against the username rules: a name no account has is absent (404),
 * not invalid input.
 */
export const UsernameParam = z.object({ username: z.string().min(1).max(30) });
