/**
 * A food found for a word only by a near spelling (0027-fuzzy22): 'ribena' found 'Beef, steak, ribeye', 'pastiera'
 * 'Pastis (anise-flavoured spirit)', 'semi skimmed milk' a Gouda 'with cumin seed', 'malt loaf' a 'Tea leaf'. A word
 * the tables do not hold (a brand, a regional sweet, a UK word) is then another food; a doubtful answer (not found,
 * asked) is better than a wrong one.
 */

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
const wordsOf = (s: string) =>
  fold(s)
    .split(/[^a-z]+/)
    .filter(Boolean);

/** A word in the singular, English and Italian plurals alike ('cherries' cherry, 'tomatoes' tomato, 'mele' mel). */
const stem = (w: string) =>
  w
    .replace(/ies$/, "y")
    .replace(/ves$/, "f")
    .replace(/(?:es|s)$/, "");

/** Damerau-Levenshtein distance (optimal string alignment). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_r, i) =>
    Array.from({ length: b.length + 1 }, (_c, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * How an entry's word answers a word said: 'same' when it is the word, its plural or singular, a longer word it begins
 * ('panna' in 'pannacotta') or a typo of it (one slip, not of the first letter, in a word of five letters or more:
 * 'chiken', 'spagetti', 'brocoli'); 'near' when it is only spelled nearly the same (its first three letters and up to
 * three slips, or two slips in a short word: 'ribena' ribeye, 'pastiera' pastis, 'semi' seed, 'loaf' leaf); undefined otherwise.
 */
export function spellingMatch(entryWord: string, said: string): "same" | "near" | undefined {
  const e = fold(entryWord);
  const w = fold(said);
  if (e === w || stem(e) === stem(w) || (w.length >= 3 && e.startsWith(w)) || (e.length >= 4 && w.startsWith(e))) return "same";
  if (w.length < 3 || e.length < 3) return undefined;
  const slips = Math.min(distance(e, w), distance(stem(e), stem(w)));
  // A typo keeps the first letter and, in a short word, the word's length ('loaf' is not 'leaf', 'semi' not 'seed').
  if (slips === 1 && e[0] === w[0] && (w.length >= 5 || e.length !== w.length)) return "same";
  // Near: its first three letters and at most three slips, or a short word two slips away ('houmous' is no near 'hummus').
  if (w.length < 4) return undefined;
  if ((slips <= 3 && sharedStart(e, w) >= 3) || (slips <= 2 && w.length <= 5)) return "near";
  return undefined;
}

/**
 * Whether an entry answers the words said only by near spellings: some word said (four letters or more) is matched by
 * none of the entry's words but spelled nearly like one of them, and no other word said is in the entry or a food word
 * the search knows (`known`: the Italian 'fico' finds 'Figs' by its local name) ('a glass of
 * ribena': 'Beef, steak, ribeye'; 'una fetta di pastiera': 'Pastis'). An entry holding a word said as it is stays
 * ('spaghetti bolognese': 'Spaghetti bolognaise').
 */
export function onlyNearSpelled(entryName: string, said: string, known: (word: string) => boolean = () => false): boolean {
  const entry = wordsOf(entryName);
  const typed = wordsOf(said).filter((w) => w.length >= 3);
  const matches = typed.map((w) => {
    // A word the tables know as a food word in Italian or English is no unknown word ('fico': 'Figs, raw').
    if (known(w)) return "same";
    const m = entry.map((e) => spellingMatch(e, w));
    return m.includes("same") ? "same" : m.includes("near") && w.length >= 4 ? "near" : undefined;
  });
  return matches.includes("near") && !matches.includes("same");
}

/**
 * Whether a word typed is a slip of a known word a correction may put right: one slip, never of the first letter, and
 * in a word of four letters no letter changed ('loaf' is not a slip for 'leaf', 'semi' not for 'seme'; 'bred' is one for
 * 'bread'). 0027-fuzzy22.
 */
export function isTypoOf(typed: string, known: string): boolean {
  return typed !== known && spellingMatch(known, typed) === "same" && distance(known, typed) === 1 && known[0] === typed[0];
}
