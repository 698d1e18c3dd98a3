import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Reader } from "../../store/db.ts";
import { AppError } from "../../shared/errors.ts";
import { userStream } from "../../events/users.ts";
import { ensureAvailable } from "./auth/register.ts";
import { decideAccountDeletion, decideAccountEdit, type AccountEdit } from "./admin.decide.ts";
import { userById } from "../../projections/users.queries.ts";

/**
 * An admin's edit of an account from the admin panel. The admin's own standing is read inside the write
 * transaction: an admin demoted or blocked a moment ago cannot act on what they saw before.
 */
export async function editAccount(
  ctx: AppContext,
  admin: Actor,
  userId: number,
  edit: Omit<AccountEdit, "adminId">,
): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const account = await userById(tx.db, userId);
    const events = decideAccountEdit({ ...edit, adminId: admin.id }, account);
    if (events.length === 0) return;
    if (edit.isVerified) await ensureAvailable(tx, edit, userId);
    await tx.append(userStream(userId), "any", events);
  });
}

/** An admin deletes an account: its posts and files go with it (the posts projection and the media reactor). */
export async function deleteAccount(ctx: AppContext, admin: Actor, userId: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    await tx.append(
      userStream(userId),
      "any",
      decideAccountDeletion({ adminId: admin.id }, await userById(tx.db, userId)),
    );
  });
}

/** Refuses an admin who was demoted or blocked since their request was authenticated. */
export async function ensureStillAdmin(db: Reader, admin: Actor) {
  const current = await userById(db, admin.id);
  if (!current?.isAdmin || current.isBlocked) throw AppError.forbidden();
}
