import type { AppContext } from "../context.ts";
import { AppError } from "../../shared/errors.ts";
import { hashPassword } from "../auth/passwords.ts";
import { userStream } from "../../events/users.ts";
import { ensureAvailable } from "./auth/register.ts";
import type { Tx } from "../../store/db.ts";
import { systemClock, type Clock } from "../../shared/clock.ts";
import { suspensionAt } from "../../projections/moderation.queries.ts";
import { decideActorMayAct, decideUserChange, type FlagChange } from "./users.decide.ts";
import {
  userById,
  verifiedUserByEmail,
  verifiedUserByUsername,
  type UserRow,
} from "../../projections/users.queries.ts";

export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string;
  admin?: boolean;
}

/** An account made by an operator (the CLI, the admin from the settings, tests): verified at once, no mail. */
export async function createVerifiedUser(ctx: AppContext, input: NewAccount): Promise<UserRow> {
  const { password, ...account } = input;
  return createVerifiedUserWithHash(ctx, account, await hashPassword(password));
}

/** The same with the password already hashed (tests reuse one hash for many accounts). */
export async function createVerifiedUserWithHash(
  ctx: AppContext,
  input: Omit<NewAccount, "password">,
  passwordHash: string,
): Promise<UserRow> {
  const username = input.username.toLowerCase();
  return ctx.store.transact(async (tx) => {
    await ensureAvailable(tx, { username, email: input.email });
    const userId = await tx.nextId("users");
    await tx.append(userStream(userId), 0, [
      { type: "UserRegistered", data: { userId, name: input.name, username, email: input.email, passwordHash } },
      { type: "UserVerified", data: { userId } },
      ...(input.admin ? [{ type: "UserPromoted" as const, data: { userId } }] : []),
    ]);
    return (await userById(tx.db, userId))!;
  });
}

/**
 * At start: when ADMIN_EMAIL and ADMIN_PASSWORD are set and no account has that e-mail, a verified admin
 * account is made. An existing account with the e-mail is left as it is.
 */
export async function ensureAdminAccount(ctx: AppContext): Promise<void> {
  const admin = ctx.config.admin;
  if (!admin || (await verifiedUserByEmail(ctx.db, admin.email))) return;
  try {
    const user = await createVerifiedUser(ctx, { name: "Administrator", ...admin, admin: true });
    ctx.log.info("admin account created", { id: user.id, username: user.username, email: user.email });
  } catch (error) {
    // A taken ADMIN_USERNAME should not keep the product from starting; the operator reads why.
    if (!(error instanceof AppError)) throw error;
    ctx.log.error("admin account not created", { reason: error.message });
  }
}

/** Changes an account's admin or blocked flag, or deletes it (see decideUserChange). */
export async function changeUser(ctx: AppContext, userId: number, change: FlagChange): Promise<UserRow | undefined> {
  return ctx.store.transact(async (tx) => {
    const events = decideUserChange(change, await userById(tx.db, userId));
    if (events.length > 0) await tx.append(userStream(userId), "any", events);
    return userById(tx.db, userId);
  });
}

/** The live verified account with this username, for commands that name users. */
export async function requireUserByUsername(ctx: AppContext, username: string): Promise<UserRow> {
  const user = await verifiedUserByUsername(ctx.db, username);
  if (!user) throw AppError.notFound("User not found");
  return user;
}

/**
 * The store's check of every write transaction made for an actor (Store.transact): wired in once at boot,
 * so every command of every area refuses a blocked, deleted or unverified actor inside its transaction.
 */
export async function checkActor(db: Tx, actorId: number, clock: Clock = systemClock): Promise<void> {
  decideActorMayAct(await userById(db, actorId));
  // A request authenticated a moment before its account was suspended records nothing after it.
  if (await suspensionAt(db, actorId, clock.now()))
    throw AppError.forbidden("Your account is suspended.", "account_suspended");
}
