import type { AppContext } from "../context.ts";

/**
 * One operator command of `bun run cli`. `name` is one or more words (`replay`, `user create`); the words
 * after it reach `run` as `args`. Commands print for a person and throw AppError for a refusal.
 */
export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  run(ctx: AppContext, args: string[]): Promise<void>;
}
