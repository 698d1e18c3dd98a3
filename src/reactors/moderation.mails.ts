import type { ModerationActionKind, ReportTargetKind } from "../../shared/moderation.ts";

/** What the person is told of an action against them: what was done, why, until when, and how to appeal. */
const WHAT: Record<Exclude<ModerationActionKind, "dismiss">, string> = {
  remove: "A moderator removed your post.",
  sensitive: "A moderator marked the media of your post as sensitive.",
  warn: "A moderator sent you a warning.",
  limit: "A moderator limited your account: your posts are now seen by your friends only.",
  suspend: "A moderator suspended your account",
  suspend_forever: "A moderator suspended your account for good.",
};

export function actionMail(
  kind: Exclude<ModerationActionKind, "dismiss">,
  message: string,
  until: string | null,
  appealUrl: string,
  target: ReportTargetKind | undefined,
) {
  const what =
    kind === "suspend"
      ? `${WHAT.suspend} until ${until?.slice(0, 16).replace("T", " ")} UTC.`
      : kind === "remove" && target === "reply"
        ? "A moderator removed your reply."
        : WHAT[kind];
  return {
    subject: "A moderation decision about your account",
    text: `${what}\n\nWhy: ${message}\n\nYou can appeal this decision once: ${appealUrl}\n`,
  };
}

export function revokedMail(cause: "undo" | "appeal") {
  return {
    subject: "A moderation decision about your account was taken back",
    text:
      cause === "appeal"
        ? "Your appeal was granted: the decision against your account was taken back.\n"
        : "A moderator took back a decision against your account.\n",
  };
}

export function appealRefusedMail() {
  return {
    subject: "Your appeal was reviewed",
    text: "A moderator reviewed your appeal and the decision stands.\n",
  };
}
