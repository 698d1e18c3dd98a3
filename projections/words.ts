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

/** Post ids per row of `post_words`: a row's `post_bits` is a 32-bit set, read as a number without loss. */
const BLOCK = 32;

/** Which row of a word holds a post (`block`), and which bit of that row's `post_bits` is the post's. */
export function wordBlockOf(postId: number): { block: number; bit: number } {
  return { block: Math.floor(postId / BLOCK), bit: 2 ** (postId % BLOCK) };
}

/** The ids of the posts a row's bits name, in increasing order. */
export function postsInBlock(block: number, bits: number): number[] {
  const ids: number[] = [];
  for (let i = 0; i < BLOCK; i++) if ((bits >>> i) & 1) ids.push(block * BLOCK + i);
  return ids;
}

/**
 * The `post_words` rows of these posts' words, one per word and block, sorted by word and block (so each
 * row lands beside the one before): `[word, block, bits]`.
 */
export function wordBlocks(texts: { id: number; words: string[] }[]): [word: string, block: number, bits: number][] {
  const byWord = new Map<string, Map<number, number>>();
  for (const { id, words } of texts) {
    const { block, bit } = wordBlockOf(id);
    for (const word of words) {
      let blocks = byWord.get(word);
      if (!blocks) byWord.set(word, (blocks = new Map()));
      // `>>> 0`: JavaScript's `|` gives a signed 32-bit result, and bit 31 would make it negative.
      blocks.set(block, ((blocks.get(block) ?? 0) | bit) >>> 0);
    }
  }
  const rows: [string, number, number][] = [];
  for (const word of [...byWord.keys()].sort()) {
    for (const [block, bits] of [...byWord.get(word)!].sort((a, b) => a[0] - b[0])) rows.push([word, block, bits]);
  }
  return rows;
}
