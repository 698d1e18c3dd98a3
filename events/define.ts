import { z } from "zod";

/** One event type: a past-tense name and the zod schema of its data (plain JSON only). */
export function defineEvent<const Name extends string, Data extends z.ZodType>(type: Name, data: Data) {
  return z.object({ type: z.literal(type), data });
}
