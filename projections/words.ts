/** Longer words are cut here: nobody searches by the 60th letter of a word. */
const MAX_WORD = 40;
/** A post holds at most 5000 characters; this many distinct words is plenty for finding it. */
const MAX_WORDS = 400;
const BETWEEN_WORDS = /[^\p{L}\p{N}_]+/u;

/**
 * The distinct lower-cased words of a text, as search indexes them: runs of letters and digits in any
 * script. Lower-casing here and in the query makes search case-insensitive through a plain index.
 */
export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  // Splitting is about a fifth cheaper than matching each word, which a replay of a long log notices.
  for (const part of text.toLowerCase().split(BETWEEN_WORDS)) {
    if (part === "") continue;
    words.add(part.length > MAX_WORD ? part.slice(0, MAX_WORD) : part);
    if (words.size === MAX_WORDS) break;
  }
  return [...words];
}
