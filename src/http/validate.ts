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
