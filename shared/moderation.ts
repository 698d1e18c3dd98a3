/**
 * The words of trust and safety both sides use (issue 27): what can be reported, why, and what moderators can
 * do about it. Plain data, so the browser's bundle carries only these strings.
 */

/** What a report names (`zone_message`: something said in a zone, by its id). */
export const REPORT_TARGET_KINDS = ["post", "reply", "profile", "zone", "chat", "zone_message"] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Why, as Mastodon's categories and the list. */
export const REPORT_REASONS = [
  "spam",
  "harassment",
  "hateful",
  "child_sexual_content",
  "violence",
  "illegal",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  hateful: "Hateful conduct",
  child_sexual_content: "Sexual content involving minors",
  violence: "Violence",
  illegal: "Illegal content",
  other: "Something else",
};

/** The moderators' actions, from the mildest. `dismiss` closes the reports and does nothing to anyone. */
export const MODERATION_ACTIONS = [
  "dismiss",
  "remove",
  "sensitive",
  "warn",
  "limit",
  "suspend",
  "suspend_forever",
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationActionKind, string> = {
  dismiss: "Dismiss",
  remove: "Remove the content",
  sensitive: "Mark media sensitive",
  warn: "Warn",
  limit: "Limit (posts seen by friends only)",
  suspend: "Suspend for a number of days",
  suspend_forever: "Suspend for good",
};

/** Actions that can be taken back (by the moderators, or by upholding an appeal). A warning stays said. */
export const REVOCABLE_ACTIONS: readonly ModerationActionKind[] = [
  "remove",
  "sensitive",
  "limit",
  "suspend",
  "suspend_forever",
];

/**
 * Whether an action applies to what was reported: removing acts on one post or reply, marking media sensitive on
 * one post (a reply has no media); the rest act on the account, whatever was reported.
 */
export function actionAppliesTo(action: ModerationActionKind, target: ReportTargetKind): boolean {
  if (action === "remove") return target === "post" || target === "reply";
  if (action === "sensitive") return target === "post";
  return true;
}

/** How many different people must report a post or a reply before it is hidden pending review. */
export const AUTO_HIDE_REPORTERS = 3;

/** What first aid hides pending review: content in feeds and threads, not an account, a zone or a chat. */
export function autoHides(target: ReportTargetKind): boolean {
  return target === "post" || target === "reply";
}

/** The longest timed suspension, in days; longer is "for good". */
export const MAX_SUSPENSION_DAYS = 365;

/** The end of a suspension for good, as `suspended_until` holds it: later than any timed one. */
export const FOREVER = "9999-12-31T23:59:59.999Z";
