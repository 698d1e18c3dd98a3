import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "../../shared/errors.ts";

/** zod validation at the edge: a failed check answers 400 in the API's one error shape. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw AppError.badRequest(describe(result.error), "invalid_input");
  });
}

/** Query strings whose checked values are remembered, per schema: the most, so junk cannot fill memory. */
const REMEMBERED_QUERIES = 256;

/**
 * The query's check, remembered per query string: a read asked again with the same query (a feed's first
 * page has none) is not parsed and checked again. Only answers made of plain values are remembered, and
 * frozen, so no handler can change what the next request gets; a refused query is checked every time.
 */
export function validateQuery<Schema extends z.ZodType>(schema: Schema): MiddlewareHandler {
  const check = validate("query", schema) as MiddlewareHandler;
  const checked = new Map<string, object>();
  return async function validateQuery(c, next) {
    const url = c.req.url;
    const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
    const known = checked.get(query);
    if (known) {
      c.req.addValidatedData("query", known);
      return next();
    }
    return check(c, () => {
      const value = c.req.valid("query" as never) as unknown;
      if (checked.size < REMEMBERED_QUERIES && isPlain(value)) checked.set(query, Object.freeze(value));
      return next();
    });
  };
}

function isPlain(value: unknown): value is object {
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(
    (v) => v === null || ["string", "number", "boolean", "undefined"].includes(typeof v),
  );
}

/** The same check outside a route (server rendering calls handlers directly): the same 400 on failure. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.badRequest(describe(result.error), "invalid_input");
  return result.data;
}

/**
 * The first issue, as a person reads it. A message the product wrote (a sentence: "This password is too
 * common. Please choose another one.") is shown as it is, since screens print it after "Registration
 * failed: "; zod's own terse defaults are prefixed with the field they are about.
 */
function describe(error: { issues: z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  const field = issue.path.join(".");
  return field && !isSentence(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

function isSentence(message: string) {
  return /^[A-Z].*[.!?]$/s.test(message);
}
