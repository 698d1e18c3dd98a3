import { defineReactor } from "./runner/reactor.ts";
import { userById } from "../../projections/users.queries.ts";
import { appealToken } from "../auth/appeal-token.ts";
import { actionById } from "../../projections/moderation.queries.ts";
import { REVOCABLE_ACTIONS, type ModerationActionKind } from "../../shared/moderation.ts";
import { actionMail, appealRefusedMail, revokedMail } from "./moderation.mails.ts";

/**
 * Tells the person of each moderation decision about them, by e-mail, with the link to appeal (the
 * notifications centre will read the same events: they carry the kind, the message and the end). A
 * dismissal tells nobody anything; a deleted account gets no mail.
 */
export const moderationReactor = defineReactor({
  name: "moderation",
  version: 1,
  on: ["ModerationActionTaken", "ModerationActionRevoked", "AppealDecided"],
  async react(event, { db, config, mailer, key }) {
    const account = await userById(db, event.data.account);
    if (!account || account.deletedAt !== null) return;
    const to = account.email;
    switch (event.type) {
      case "ModerationActionTaken": {
        const { kind, message, until, actionId, target } = event.data;
        if (kind === "dismiss") return;
        const url = `${config.publicUrl}/appeal?token=${appealToken(config, actionId, account.id)}`;
        await mailer.send({ key, to, ...actionMail(kind, message, until, url, target?.kind) });
        return;
      }
      case "ModerationActionRevoked":
        await mailer.send({ key, to, ...revokedMail(event.data.cause) });
        return;
      case "AppealDecided": {
        if (!event.data.granted) {
          await mailer.send({ key, to, ...appealRefusedMail() });
          return;
        }
        // A granted appeal is told by the revocation that follows it; a warning withdrawn has none: told here.
        const action = await actionById(db, event.data.actionId);
        if (action && !REVOCABLE_ACTIONS.includes(action.kind as ModerationActionKind))
          await mailer.send({ key, to, ...revokedMail("appeal") });
        return;
      }
    }
  },
});
