import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "../../shared/errors.ts";

/** zod validation at the edge: a failed check answers 400 in the API's one error shape. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw AppError.badRequest(describe(result.error), "invalid_input");
  });
}

/** The same check outside a route (server rendering calls handlers directly): the same 400 on failure. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.badRequest(describe(result.error), "invalid_input");
  return result.data;
}

function describe(error: { issues: z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}
