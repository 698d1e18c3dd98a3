/** Longer words are cut here: nobody searches by the 60th letter of a word. */
const MAX_WORD = 40;
/** A post holds at most 5000 characters; this many distinct words is plenty for finding it. */
const MAX_WORDS = 400;
const BETWEEN_WORDS = /[^\p{L}\p{N}_]+/u;

/** Up to this many words, a text's words are told apart by looking through them: cheaper than a Set. */
const FEW_WORDS = 16;

/**
 * The distinct lower-cased words of a text, as search indexes them: runs of letters and digits in any
 * script. Lower-casing here and in the query makes search case-insensitive through a plain index.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let seen: Set<string> | undefined;
  // Splitting is about a fifth cheaper than matching each word, which a replay of a long log notices.
  for (const part of text.toLowerCase().split(BETWEEN_WORDS)) {
    if (part === "") continue;
    const word = part.length > MAX_WORD ? part.slice(0, MAX_WORD) : part;
    if (seen ? seen.has(word) : words.includes(word)) continue;
    words.push(word);
    if (seen) seen.add(word);
    else if (words.length > FEW_WORDS) seen = new Set(words);
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/**
 * Post ids per row of `post_words`: post `id` is bit `id % BLOCK` of row `floor(id / BLOCK)`, and a row's
 * `post_bits` is a 32-bit set, read as a number without loss.
 */
const BLOCK = 32;

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
  // Each word's blocks and their bits, in pairs: posts come mostly in id order, so a post's block is
  // almost always the word's last; a block met again out of order is merged below.
  const byWord = new Map<string, number[]>();
  for (const { id, words } of texts) {
    const block = Math.floor(id / BLOCK);
    const bit = 2 ** (id % BLOCK);
    for (const word of words) {
      const pairs = byWord.get(word);
      if (pairs === undefined) byWord.set(word, [block, bit]);
      else if (pairs[pairs.length - 2] === block) pairs[pairs.length - 1] = union(pairs[pairs.length - 1]!, bit);
      else pairs.push(block, bit);
    }
  }
  const rows: [string, number, number][] = [];
  for (const word of [...byWord.keys()].sort()) {
    const pairs = byWord.get(word)!;
    if (ascending(pairs)) for (let i = 0; i < pairs.length; i += 2) rows.push([word, pairs[i]!, pairs[i + 1]!]);
    else for (const [block, bits] of merged(pairs)) rows.push([word, block, bits]);
  }
  return rows;
}

/** `>>> 0`: JavaScript's `|` gives a signed 32-bit result, and bit 31 would make it negative. */
function union(a: number, b: number): number {
  return (a | b) >>> 0;
}

function ascending(pairs: number[]): boolean {
  for (let i = 2; i < pairs.length; i += 2) if (pairs[i]! <= pairs[i - 2]!) return false;
  return true;
}

/** Blocks and bits in pairs, sorted by block, a block's bits united. */
function merged(pairs: number[]): [block: number, bits: number][] {
  const byBlock = new Map<number, number>();
  for (let i = 0; i < pairs.length; i += 2) byBlock.set(pairs[i]!, union(byBlock.get(pairs[i]!) ?? 0, pairs[i + 1]!));
  return [...byBlock].sort((a, b) => a[0] - b[0]);
}
