import type { AppContext } from "../context.ts";
import type { WriteTx } from "../../store/store.ts";
import { enforceLimit, limits } from "../auth/limits.ts";

/** The requests anyone may make without an account, each limited per network address. */
type CountedAction = "register" | "forgot" | "contact";

/**
 * Counts one request against its address's limit. The limit is read and the request recorded in one write
 * transaction: the database's write lock orders them, so a burst spread over several server processes
 * meets the limit as a series would (a check before the transaction let one through per process).
 * `alsoRecord` appends what the request itself records, in the same transaction.
 */
export async function countRequest(
  ctx: AppContext,
  action: CountedAction,
  address: string,
  alsoRecord: (tx: WriteTx) => Promise<unknown> = async () => {},
): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await enforceLimit(ctx, tx.db, `${action}-address:${address}`, limits[action]);
    await tx.append("auth-requests", "any", [{ type: "AuthRequestCounted", data: { action, address } }]);
    await alsoRecord(tx);
  });
}
