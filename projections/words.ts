/** Longer words are cut here: nobody searches by the 60th letter of a word. */
const MAX_WORD = 40;
/** A post holds at most 5000 characters; this many distinct words is plenty for finding it. */
const MAX_WORDS = 400;

/**
 * The distinct lower-cased words of a text, as search indexes them: runs of letters and digits in any
 * script. Lower-casing here and in the query makes search case-insensitive through a plain index.
 */
export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}_]+/gu)) {
    words.add(match[0].slice(0, MAX_WORD));
    if (words.size === MAX_WORDS) break;
  }
  return [...words];
}
