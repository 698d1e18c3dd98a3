import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { countRequest } from "./requests.ts";
import { requireBudget } from "../budgets/spend.ts";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Records the message; the contact reactor then mails it to the team's mailbox, retrying while the mail
 * server fails. So "sent" means recorded and queued: nothing the visitor typed is lost to a mail outage.
 * Anyone may send without an account, so each network address may send only a few an hour; a signed-in
 * sender's account has a budget of its own too, wherever it sends from.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessage,
  address: string,
  actor: Actor | null = null,
) {
  await countRequest(ctx, "contact", address, async (tx) => {
    if (actor) await requireBudget(ctx, tx.db, actor, "contact");
    await tx.append("contact", "any", [
      { type: "ContactMessageSent", data: actor ? { ...input, userId: actor.id } : input },
    ]);
  });
}
