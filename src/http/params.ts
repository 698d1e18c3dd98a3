import { z } from "zod";

/** `{id}` of a path: a positive integer (API.md "Conventions"). */
export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * `{username}` of a path. Not checked against the username rules: a name no account has is absent (404),
 * not invalid input.
 */
export const UsernameParam = z.object({ username: z.string().min(1).max(30) });
