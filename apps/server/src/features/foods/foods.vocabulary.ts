import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export type ExpansionKind = "prefix" | "infix" | "fuzzy";

export interface Expansion {
  token: string;
  /** Vocabulary words the query word may stand for, with how many foods use each. */
  words: { word: string; foods: number; kind: ExpansionKind }[];
}

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Most used first, then alphabetical. */
const byUse = (a: { foods: number; word: string }, b: { foods: number; word: string }) => b.foods - a.foods || (a.word < b.word ? -1 : 1);

/** Below this many foods a query word is probably a typo, so corrections are looked up. */
const RARE = 20;
/** pg_trgm similarity from which a word counts as a typo of another: 'brest' ~ 'breast' is 0.44. */
const SIMILAR = 0.4;

/**
 * The words of all public food names, held in memory (about 10,000 words, under 2 MB) so a query
 * word's completions, compounds and typo corrections cost microseconds instead of a database scan.
 * Loaded from food_terms once per database and dropped when the import rebuilds it.
 */
export class Vocabulary {
  private readonly sorted: { word: string; foods: number }[];
  private readonly byTrigram = new Map<string, number[]>();
  private readonly trigramCount: number[];

  constructor(terms: { term: string; foods: number }[]) {
    this.sorted = terms.map((t) => ({ word: t.term, foods: t.foods })).sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    this.trigramCount = this.sorted.map((t, i) => {
      const grams = trigrams(t.word);
      for (const g of grams) {
        const list = this.byTrigram.get(g);
        if (list) list.push(i);
        else this.byTrigram.set(g, [i]);
      }
      return grams.size;
    });
  }

  get size(): number {
    return this.sorted.length;
  }

  /** Index of the first word ≥ prefix. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]!.word < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * What one query word may mean: words it begins ('yog' → yogurt, top 20 by use), from 4 letters
   * words it is inside ('brot' → vollkornbrot: German compounds, top 10) and, when it is rare, the
   * words a typo away ('chiken' → chicken, top 5 by similarity).
   */
  expand(token: string): Expansion {
    const prefix: { word: string; foods: number }[] = [];
    for (let i = this.lowerBound(token); i < this.sorted.length && this.sorted[i]!.word.startsWith(token); i++)
      prefix.push(this.sorted[i]!);
    prefix.sort(byUse);
    const words: Expansion["words"] = prefix.slice(0, 20).map((w) => ({ ...w, kind: "prefix" as const }));
    if (token.length < 4) return { token, words };

    const infix = this.sorted
      .filter((w) => w.word.length > token.length && w.word.includes(token) && !w.word.startsWith(token))
      .sort(byUse);
    words.push(...infix.slice(0, 10).map((w) => ({ ...w, kind: "infix" as const })));

    const prefixFoods = prefix.reduce((n, w) => n + w.foods, 0);
    if (prefixFoods < RARE) {
      const grams = trigrams(token);
      const shared = new Map<number, number>();
      for (const g of grams) for (const i of this.byTrigram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      const similar: { word: string; foods: number; sim: number }[] = [];
      for (const [i, n] of shared) {
        const sim = n / (grams.size + this.trigramCount[i]! - n);
        const w = this.sorted[i]!;
        if (sim >= SIMILAR && !w.word.includes(token)) similar.push({ ...w, sim });
      }
      similar.sort((a, b) => b.sim - a.sim || byUse(a, b));
      words.push(...similar.slice(0, 5).map((w) => ({ word: w.word, foods: w.foods, kind: "fuzzy" as const })));
    }
    return { token, words };
  }
}

const loaded = new WeakMap<object, Promise<Vocabulary>>();

export function vocabularyFor(db: Db): Promise<Vocabulary> {
  let vocabulary = loaded.get(db);
  if (!vocabulary) {
    vocabulary = db
      .execute<{ term: string; foods: number }>(sql`SELECT term, foods FROM food_terms`)
      .then((r) => new Vocabulary(r.rows.map((t) => ({ term: t.term, foods: Number(t.foods) }))));
    vocabulary.catch(() => loaded.delete(db));
    loaded.set(db, vocabulary);
  }
  return vocabulary;
}

/** After an import: the next search loads the new words. */
export function forgetVocabulary(db: Db): void {
  loaded.delete(db);
}
