/**
 * Keyword filters (issue 27, item 7), as Mastodon's filters and Bluesky's muted words: the limits both ends
 * check, the expiry choices Settings offers, and the matching the server applies to posts.
 */

export const MAX_FILTERS = 100;
export const MAX_PHRASE = 100;

export const FILTER_ACTIONS = ["hide", "warn"] as const;
export type FilterAction = (typeof FILTER_ACTIONS)[number];

/** Mastodon's choices of how long a filter lasts, in seconds; `null` is never. */
export const FILTER_EXPIRIES = [
  { label: "Never", seconds: null },
  { label: "30 minutes", seconds: 30 * 60 },
  { label: "1 hour", seconds: 60 * 60 },
  { label: "6 hours", seconds: 6 * 60 * 60 },
  { label: "1 day", seconds: 24 * 60 * 60 },
  { label: "1 week", seconds: 7 * 24 * 60 * 60 },
] as const;
export const FILTER_EXPIRY_SECONDS = FILTER_EXPIRIES.flatMap((e) => (e.seconds === null ? [] : [e.seconds]));

/** What a word is made of: letters and digits of any script, and `_` (as search's words, projections/words.ts). */
const BETWEEN_WORDS = /[^\p{L}\p{N}_]+/u;

/** The lower-cased words of a text, in order. */
export function wordSequence(text: string): string[] {
  return text
    .toLowerCase()
    .split(BETWEEN_WORDS)
    .filter((word) => word !== "");
}

/** A filter as matching needs it: its phrase and what to do on a match. */
export interface MatchingFilter {
  phrase: string;
  action: FilterAction;
}

/**
 * The filter a text falls under, whole words and case-insensitive: a phrase matches where its words follow one
 * another in the text ("ice cream" matches "Ice-cream!" but not "nice creamery"). A "hide" filter wins over a
 * "warn" one; among the same action, the first given.
 */
export function matchingFilter<F extends MatchingFilter>(texts: (string | null)[], filters: F[]): F | undefined {
  if (filters.length === 0) return undefined;
  const words = texts.flatMap((text) => (text ? [wordSequence(text)] : []));
  let warned: F | undefined;
  for (const filter of filters) {
    const phrase = wordSequence(filter.phrase);
    if (!words.some((sequence) => containsRun(sequence, phrase))) continue;
    if (filter.action === "hide") return filter;
    warned ??= filter;
  }
  return warned;
}

function containsRun(words: string[], run: string[]): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= words.length; start++) {
    let i = 0;
    while (i < run.length && words[start + i] === run[i]) i++;
    if (i === run.length) return true;
  }
  return false;
}
