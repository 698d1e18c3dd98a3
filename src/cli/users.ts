import type { CliCommand } from "./command.ts";
import { AppError } from "../../shared/errors.ts";
import { z } from "zod";
import { NewPassword } from "../auth/passwords.ts";
import { DisplayName, Email, Username } from "../auth/fields.ts";
import { changeUser, createVerifiedUser, requireUserByUsername } from "../commands/users.ts";

const NewAccount = z.object({ email: Email, username: Username, name: DisplayName, password: NewPassword });

/** Takes `--name value` out of the arguments; the rest stay in order. */
function takeOption(args: string[], name: string): { value?: string; rest: string[] } {
  const at = args.indexOf(name);
  if (at === -1) return { rest: args };
  return { value: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/**
 * `user create <email> <username> <name> [--admin]`. The password comes from `--password <password>` or,
 * to keep it out of the shell's history, from the USER_PASSWORD environment variable. Never prompted, so
 * it works from scripts.
 */
const createCommand: CliCommand = {
  name: "user create",
  usage: "user create <email> <username> <name> [--admin] [--password <pw>]",
  summary: "create a verified account (password: --password or USER_PASSWORD)",
  async run(ctx, args) {
    const admin = args.includes("--admin");
    const { value: flagPassword, rest } = takeOption(
      args.filter((a) => a !== "--admin"),
      "--password",
    );
    const [email, username, ...nameWords] = rest;
    if (!email || !username || nameWords.length === 0) throw AppError.badRequest(`usage: bun run cli ${this.usage}`);
    const password = flagPassword ?? process.env.USER_PASSWORD ?? "";
    const checked = NewAccount.safeParse({ email, username, name: nameWords.join(" "), password });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw AppError.badRequest(`${issue?.path.join(".")}: ${issue?.message}`);
    }
    const user = await createVerifiedUser(ctx, { ...checked.data, admin });
    console.log(`created ${user.isAdmin ? "admin" : "user"} ${user.username} (id ${user.id})`);
  },
};

function flagCommand(change: "promote" | "demote" | "block" | "unblock", summary: string, done: string): CliCommand {
  return {
    name: `user ${change}`,
    usage: `user ${change} <username>`,
    summary,
    async run(ctx, [username]) {
      if (!username) throw AppError.badRequest(`usage: bun run cli ${this.usage}`);
      const user = await requireUserByUsername(ctx, username);
      await changeUser(ctx, user.id, change);
      console.log(`${user.username} ${done}`);
    },
  };
}

export const userCommands: CliCommand[] = [
  createCommand,
  flagCommand("promote", "make an account an admin", "is an admin"),
  flagCommand("demote", "take an account's admin role away", "is no longer an admin"),
  flagCommand("block", "block an account and end its sessions", "is blocked"),
  flagCommand("unblock", "unblock an account", "is unblocked"),
];
