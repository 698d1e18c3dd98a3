/**
 * The emoji of the product, shared by the server (which validates them) and the browser (which offers them).
 * A rating of 1–5 stars offers 3, 3, 3, 4 and 4 emoji (specification section 9); a profile offers 4.
 */
export const RATING_EMOJI = {
  1: ["😞", "😠", "👎"],
  2: ["😕", "😐", "🙁"],
  3: ["🙂", "👍", "😌"],
  4: ["😀", "😍", "👏", "✨"],
  5: ["🤩", "🥳", "🔥", "🏆"],
} as const satisfies Record<1 | 2 | 3 | 4 | 5, readonly string[]>;

export type Stars = keyof typeof RATING_EMOJI;

/** Whether `emoji` is one the popup of a `stars` rating offers. */
export function isRatingEmoji(stars: Stars, emoji: string): boolean {
  return (RATING_EMOJI[stars] as readonly string[]).includes(emoji);
}

export const PROFILE_EMOJI = ["❤️", "👍", "😂", "😮"] as const;

export type ProfileEmoji = (typeof PROFILE_EMOJI)[number];
