import { escapeRegExp } from './search-sql.js';

/**
 * The search's plural fold: "caps" should find "Baseball Cap", which does not contain "caps".
 * A keyword's English plurals are turned into a regular expression (PostgreSQL's flavour) that
 * matches their singular forms as whole words; every other character of the keyword stays
 * literal. A stemmer would also fold verbs and adjectives ("fitted" to "fit"), which a shop's
 * titles do not need; this small rule, applied to words of 4 or more letters, is:
 *
 * - a word ending in "ies" (5 letters or more) may be a "-y" or an "-ie" word: "hoodies" may be
 *   "hoody" or "hoodie";
 * - a word ending in "es" may have lost "es" or only "s": "dresses" may be "dress" or "dresse",
 *   "shoes" "shoe" or "sho";
 * - a word ending in "s" loses it: "caps" is "cap"; except words ending in "ss", "us" or "is"
 *   ("dress", "tennis"), which are singular, and the words below, plurals with no singular a
 *   shopper means ("jeans" must not find "Jean Jacket", "shorts" not "Short Sleeve Tee").
 *
 * Of these candidates only the words the catalogue uses count (search_words): "shoes" looks for
 * "shoe" alone, and a plural whose singular is in no product's text is not folded at all.
 *
 * A singular keyword needs no fold: its plurals contain it ("cap" is in "caps"), so the literal
 * search finds them already.
 */
const NO_SINGULAR = new Set([
  'jeans',
  'trousers',
  'pants',
  'shorts',
  'leggings',
  'tights',
  'pyjamas',
  'pajamas',
  'glasses',
  'sunglasses',
  'clothes',
  'overalls',
  'dungarees',
  'canvas',
]);

/** The singulars one lower-case word may have, if it is a plural. */
function singularsOf(word: string): string[] {
  if (word.length < 4 || NO_SINGULAR.has(word) || /(ss|us|is)$/.test(word)) return [];
  if (word.endsWith('ies') && word.length >= 5) {
    return [`${word.slice(0, -3)}y`, word.slice(0, -1)];
  }
  if (word.endsWith('es')) return [word.slice(0, -1), word.slice(0, -2)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

// Letters and digits of any script, and the underscore: what a regular expression's \y sees.
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * The keyword split at its runs of Latin letters; a run that is a whole word (no letter, digit
 * or underscore of any script beside it: not the "caps" of "capsule" or "2caps") comes with
 * the singulars it may have.
 */
function pieces(keyword: string): { text: string; singulars: string[] }[] {
  const parts = keyword.split(/([A-Za-z]+)/);
  return parts.map((text, at) => {
    const before = parts[at - 1]?.slice(-1) ?? '';
    const after = parts[at + 1]?.slice(0, 1) ?? '';
    const whole = at % 2 === 1 && !WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after);
    return { text, singulars: whole ? singularsOf(text.toLowerCase()) : [] };
  });
}

/** Every singular the keyword's plural words may have: the words to look up. */
export function singularCandidates(keyword: string): string[] {
  return [...new Set(pieces(keyword).flatMap((piece) => piece.singulars))];
}

export interface SingularMatch {
  /**
   * A regular expression (PostgreSQL's) for the keyword with its plural words in the singular,
   * each bounded by `\y`. Its own syntax is lower case, so that the caller may `lower()` it
   * whole, as the database lowers the text it is matched against.
   */
  pattern: string;
  /**
   * Parts of the keyword every match contains as they are: a cheap LIKE to try before the
   * pattern, which the trigram indexes also serve. Those of 3 characters or more only.
   */
  contains: string[];
}

const commonStart = (words: string[]) =>
  words.reduce((start, word) => {
    let length = 0;
    while (length < start.length && start[length] === word[length]) length++;
    return start.slice(0, length);
  });

/**
 * The keyword with each plural word in the singular the catalogue uses (`known`, of those
 * singularCandidates gave), or null when it has no such word.
 */
export function singularMatch(keyword: string, known: ReadonlySet<string>): SingularMatch | null {
  let folded = false;
  let pattern = '';
  const contains: string[] = [];
  let literal = '';
  for (const { text, singulars } of pieces(keyword)) {
    const used = singulars.filter((singular) => known.has(singular));
    if (used.length === 0) {
      pattern += escapeRegExp(text);
      literal += text;
      continue;
    }
    folded = true;
    pattern += used.length === 1 ? `\\y${used[0]}\\y` : `\\y(?:${used.join('|')})\\y`;
    if (used.length === 1) {
      literal += used[0];
    } else {
      contains.push(literal + commonStart(used));
      literal = '';
    }
  }
  contains.push(literal);
  return folded ? { pattern, contains: contains.filter((part) => part.length >= 3) } : null;
}
