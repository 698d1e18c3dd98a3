import type { AppContext } from "../context.ts";
import type { Config } from "../config.ts";
import { AppError } from "../../shared/errors.ts";

/**
 * One operator command of `bun run cli`. `name` is one or more words (`replay`, `user create`); the words
 * after it reach `run` as `args`. Commands print for a person and throw AppError for a refusal.
 */
export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  /**
   * Refusals that need no database, checked before it is opened: opening it migrates it and may rebuild
   * projections, and a remote one may be out of reach when the answer does not depend on it.
   */
  precheck?(config: Config, args: string[]): void;
  run(ctx: AppContext, args: string[]): Promise<void>;
}

/** The refusal of a command called wrongly: how it is called. */
export function usageError(usage: string): AppError {
  return AppError.badRequest(`usage: bun run cli ${usage}`);
}

/** An argument the command cannot go without, or its usage. */
export function requiredArgument(value: string | undefined, usage: string): string {
  if (!value) throw usageError(usage);
  return value;
}
