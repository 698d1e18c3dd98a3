import { z } from "zod";

/** One window of a budget: at most `max` writes within any `windowMs`. */
export interface BudgetWindow {
  max: number;
  windowMs: number;
}

/** The longest window a budget may have: the counted writes are kept this long (projections/budgets.ts). */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const WINDOW = /^(\d+)\/(\d+)([smh])$/;

/**
 * A budget setting: windows separated by commas, each `<count>/<length><s|m|h>`, e.g. `30/10m,300/3h` (a
 * short window stops a burst, a long one a steady flood). Each window at most 24 hours.
 */
export const BudgetSetting = z.string().transform((text, ctx): BudgetWindow[] => {
  const windows: BudgetWindow[] = [];
  for (const part of text.split(",").map((p) => p.trim())) {
    const match = WINDOW.exec(part);
    const windowMs = match ? Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS] : 0;
    if (!match || Number(match[1]) < 1 || windowMs < 1000 || windowMs > LONGEST_WINDOW_MS) {
      ctx.addIssue({ code: "custom", message: `"${part}" is not <count>/<length><s|m|h> of at most 24h` });
      return z.NEVER;
    }
    windows.push({ max: Number(match[1]), windowMs });
  }
  return windows;
});

/** The setting's schema with its default: the text form, parsed whether given or not. */
export function budgetSetting(fallback: string) {
  return z.string().default(fallback).pipe(BudgetSetting);
}

/**
 * Each kind of write a member makes that has a budget of its own: the setting that holds it, its default
 * (anchors: Mastodon, 300 posts per 3 hours and 30 media per 30 minutes; Bluesky, write points per hour),
 * and what a refusal says. `media` counts every upload: a post's picture or video, a chat picture, a
 * profile picture. `zone-guest` counts an owner's invitations and a visitor's requests to enter: each tells
 * someone else.
 */
export const budgetSettings = {
  post: { env: "BUDGET_POSTS", default: "30/10m,300/3h", message: "You are posting too often." },
  // A reply is a post under another's (Mastodon counts both as statuses): the same allowance, its own count.
  reply: { env: "BUDGET_REPLIES", default: "30/10m,300/3h", message: "You are replying too often." },
  "post-edit": { env: "BUDGET_POST_EDITS", default: "30/10m,300/3h", message: "You are editing posts too often." },
  rating: { env: "BUDGET_RATINGS", default: "120/10m,1000/3h", message: "You are rating too often." },
  "friend-request": {
    env: "BUDGET_FRIEND_REQUESTS",
    default: "20/1h,100/24h",
    message: "You have sent too many friend requests.",
  },
  "profile-reaction": {
    env: "BUDGET_PROFILE_REACTIONS",
    default: "60/10m,300/3h",
    message: "You are reacting too often.",
  },
  "chat-start": { env: "BUDGET_CHAT_STARTS", default: "20/1h,100/24h", message: "You have started too many chats." },
  "chat-message": {
    env: "BUDGET_CHAT_MESSAGES",
    default: "60/1m,1000/1h",
    message: "You are sending messages too fast.",
  },
  media: { env: "BUDGET_MEDIA", default: "30/30m", message: "You have uploaded too many files." },
  zone: { env: "BUDGET_ZONES", default: "5/1h,20/24h", message: "You have created too many zones." },
  "zone-guest": {
    env: "BUDGET_ZONE_GUESTS",
    default: "30/1h,200/24h",
    message: "You have sent too many zone invitations and requests.",
  },
  // Zone talk: a few lines a breath apart, not a flood over everyone nearby (a new account gets a fifth).
  "zone-talk": { env: "BUDGET_ZONE_TALK", default: "10/10s,300/1h", message: "You are talking too fast." },
  contact: { env: "BUDGET_CONTACT_MESSAGES", default: "3/1h,10/24h", message: "You have sent too many messages." },
  report: { env: "BUDGET_REPORTS", default: "20/1h,100/24h", message: "You have sent too many reports." },
  // Keyword filters: 100 of them bound the table, not the log; adding, changing and removing share one count.
  filter: {
    env: "BUDGET_FILTERS",
    default: "30/10m,200/24h",
    message: "You are changing your filters too often.",
  },
} as const;

export type BudgetKind = keyof typeof budgetSettings;
export const budgetKinds = Object.keys(budgetSettings) as BudgetKind[];
