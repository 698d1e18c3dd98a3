import type { AppContext } from "../context.ts";
import type { Config } from "../config.ts";

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
