import { loadConfig } from "./config.ts";
import { createContext } from "./boot.ts";
import { AppError } from "../shared/errors.ts";
import type { CliCommand } from "./cli/command.ts";
import { replayCommand } from "./cli/replay.ts";
import { userCommands } from "./cli/users.ts";
import { reactorCommands } from "./cli/reactors.ts";
import { gameCommands } from "./cli/games.ts";
import { backupCommand } from "./cli/backup.ts";
import { restoreCommand } from "./cli/restore.ts";
import { eventCommands } from "./cli/events.ts";
import { sealCommand } from "./cli/seal.ts";

/**
 * `bun run cli <command> [args]`: operator commands on the database named by the settings (DATA_DIR,
 * DATABASE_URL). Each area keeps its commands in `src/cli/<area>.ts` and lists them here.
 */
const commands: CliCommand[] = [
  replayCommand,
  ...userCommands,
  ...reactorCommands,
  ...gameCommands,
  backupCommand,
  restoreCommand,
  ...eventCommands,
  sealCommand,
];

function find(argv: string[]): { command: CliCommand; args: string[] } | undefined {
  // The longest name wins, so `user create` is found before a command named `user`.
  const byLength = [...commands].sort((a, b) => b.name.split(" ").length - a.name.split(" ").length);
  for (const command of byLength) {
    const words = command.name.split(" ");
    if (words.every((word, i) => argv[i] === word)) return { command, args: argv.slice(words.length) };
  }
  return undefined;
}

function usage() {
  console.error("usage: bun run cli <command>\n");
  for (const command of commands) console.error(`  ${command.usage.padEnd(40)} ${command.summary}`);
}

const found = find(process.argv.slice(2));
if (!found) {
  usage();
  process.exit(2);
}

/** Runs the command; a refusal (AppError) is printed for the operator and exits 1, anything else throws. */
async function runCommand({ command, args }: { command: CliCommand; args: string[] }) {
  const config = loadConfig();
  command.precheck?.(config, args);
  // The CLI runs no reactor: the servers do (a parked event's retry runs here, once, on the operator's word).
  const ctx = await createContext(config, { silent: true, reactors: false });
  try {
    await command.run(ctx, args);
  } finally {
    await ctx.close();
  }
}

try {
  await runCommand(found);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
