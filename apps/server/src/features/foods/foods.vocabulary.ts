import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lineAt } from "./foods.text.ts";

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

/** How many query words' expansions are kept (a few KB each at most). */
const MAX_EXPANDED = 5000;
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
  /** All the words in order, one a line, and where each starts: a word inside others is found by one scan (indexOf). */
  private readonly joined: string;
  private readonly starts: Int32Array;
  /** The typo search's counts per word, all zero between expansions (expand is synchronous). */
  private shared?: Uint16Array;
  /** Expansions already made (the same word is typed again and again; the infix scan reads every word). Never changed by a caller. */
  private readonly expanded = new Map<string, Expansion>();

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
    this.joined = this.sorted.map((t) => t.word).join("\n");
    this.starts = new Int32Array(this.sorted.length);
    let at = 0;
    this.sorted.forEach((t, i) => {
      this.starts[i] = at;
      at += t.word.length + 1;
    });
  }

  /** The words containing `token` but not starting with it, in order. */
  private inside(token: string): { word: string; foods: number }[] {
    const out: { word: string; foods: number }[] = [];
    let last = -1;
    for (let at = this.joined.indexOf(token); at !== -1; at = this.joined.indexOf(token, at + 1)) {
      // The word the hit falls in.
      const lo = lineAt(this.starts, this.starts.length, at);
      if (lo === last) continue;
      last = lo;
      const w = this.sorted[lo]!;
      if (w.word.length > token.length && !w.word.startsWith(token)) out.push(w);
    }
    return out;
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
    let e = this.expanded.get(token);
    if (!e) {
      e = this.expandNow(token);
      if (this.expanded.size >= MAX_EXPANDED) this.expanded.clear();
      this.expanded.set(token, e);
    }
    return e;
  }

  private expandNow(token: string): Expansion {
    const prefix: { word: string; foods: number }[] = [];
    for (let i = this.lowerBound(token); i < this.sorted.length && this.sorted[i]!.word.startsWith(token); i++)
      prefix.push(this.sorted[i]!);
    prefix.sort(byUse);
    const words: Expansion["words"] = prefix.slice(0, 20).map((w) => ({ ...w, kind: "prefix" as const }));
    if (token.length < 4) return { token, words };

    const infix = this.inside(token).sort(byUse);
    words.push(...infix.slice(0, 10).map((w) => ({ ...w, kind: "infix" as const })));

    // A plural typed for a name in the singular ('oeufs' for 'Oeuf cru', 'tomatoes' for 'Tomato, raw').
    for (const singular of [token.slice(0, -1), token.endsWith("es") ? token.slice(0, -2) : ""]) {
      if (singular.length < 3 || !token.endsWith("s")) continue;
      const at = this.lowerBound(singular);
      const w = this.sorted[at];
      if (w?.word === singular) words.push({ ...w, kind: "fuzzy" });
    }

    const prefixFoods = prefix.reduce((n, w) => n + w.foods, 0);
    // A word several food names use as it is ('apfelsaft') is no typo, however rare (one name may have a typo itself).
    const isWord = prefix.some((w) => w.word === token && w.foods >= 2);
    if (prefixFoods < RARE && !isWord) {
      const grams = trigrams(token);
      // Trigrams shared with each word, counted in one array (the words touched listed once).
      const shared = (this.shared ??= new Uint16Array(this.sorted.length));
      const touched: number[] = [];
      for (const g of grams) for (const i of this.byTrigram.get(g) ?? []) if (shared[i]!++ === 0) touched.push(i);
      const similar: { word: string; foods: number; sim: number }[] = [];
      for (const i of touched) {
        const n = shared[i]!;
        shared[i] = 0;
        const sim = n / (grams.size + this.trigramCount[i]! - n);
        const w = this.sorted[i]!;
        if (sim >= SIMILAR && !w.word.includes(token)) similar.push({ ...w, sim });
      }
      similar.sort((a, b) => b.sim - a.sim || byUse(a, b));
      // Two letters swapped ('mnago', 'chikcen') share few trigrams with the word meant: each swap looked up as it is.
      const swapped: { word: string; foods: number }[] = [];
      for (let i = 0; i + 1 < token.length; i++) {
        if (token[i] === token[i + 1]) continue;
        const candidate = token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2);
        const w = this.sorted[this.lowerBound(candidate)];
        if (w?.word === candidate && !similar.slice(0, 5).some((x) => x.word === candidate)) swapped.push(w);
      }
      words.push(
        ...[...swapped.sort(byUse), ...similar.slice(0, 5)]
          .slice(0, 5)
          .map((w) => ({ word: w.word, foods: w.foods, kind: "fuzzy" as const })),
      );
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

// ---------------------------------------------------------------------------------------------
// Italian names
// ---------------------------------------------------------------------------------------------

/**
 * None of the shipped tables is Italian, so common Italian food names are translated to the words
 * the tables use. Phrases first ('petto di pollo' is chicken breast, not breast + chicken), then
 * single words, singular and plural. Keys and values are normalized text (see normalizeText).
 */
const ITALIAN_PHRASES: Record<string, string> = {
  "petto di pollo": "chicken breast",
  // Turnip tops, the greens of orecchiette alle cime di rapa: the tables' broccoli raab (rapini).
  "cime di rapa": "broccoli raab",
  "petti di pollo": "chicken breast",
  "fesa di tacchino": "turkey breast",
  "petto di tacchino": "turkey breast",
  // A galletta di riso is a puffed rice cake, not cooked rice ('le gallette di riso vanno bene per me?' read 158 g of rice; 0024, lead).
  "gallette di riso": "rice cakes",
  "galletta di riso": "rice cake",
  "gallette di mais": "corn cakes",
  "galletta di mais": "corn cake",
  "yogurt greco": "greek yogurt",
  "olio d oliva": "olive oil",
  "olio di oliva": "olive oil",
  "olio extravergine di oliva": "olive oil",
  "olio evo": "olive oil",
  "caffe latte": "coffee latte",
  "latte intero": "whole milk",
  "latte scremato": "skim milk",
  "latte parzialmente scremato": "milk reduced fat",
  "uovo sodo": "egg hard boiled",
  "uova sode": "egg hard boiled",
  "uova strapazzate": "egg scrambled",
  "riso integrale": "brown rice",
  "riso bianco": "white rice",
  "pane integrale": "whole wheat bread",
  "pasta integrale": "whole wheat pasta",
  "patate lesse": "boiled potato",
  "patate bollite": "boiled potato",
  "patatine fritte": "french fries",
  // Pasta alla Norma (Catania) is named after no ingredient: pasta with fried aubergine, tomato sauce and ricotta salata.
  "alla norma": "aubergines tomato ricotta",
  "tonno in scatola": "canned tuna",
  "tonno sott olio": "tuna canned in oil",
  "prosciutto cotto": "ham",
  "prosciutto crudo": "prosciutto",
  "fiocchi di avena": "oats",
  "succo d arancia": "orange juice",
  "succo di arancia": "orange juice",
  "succo di mela": "apple juice",
  "burro di arachidi": "peanut butter",
  "frutti di bosco": "berries",
  "frutta secca": "nuts",
  "carne macinata": "ground beef",
  "macinato di manzo": "ground beef",
  "gelato alla vaniglia": "ice cream vanilla",
  "fette biscottate": "rusk",
  fagiolini: "green beans",
  "panna da cucina": "cream",
  "parmigiano reggiano": "parmesan",
  "grana padano": "parmesan",
  "formaggio grana": "parmesan",
  "yogurt bianco": "yogurt plain",
  "yogurt intero": "yogurt whole milk",
  "vino rosso": "red wine",
  "vino bianco": "white wine",
  "alla griglia": "grilled",
  "ai ferri": "grilled",
  "al forno": "baked",
  "al vapore": "steamed",
  "fiocchi d avena": "oats",
  "fiocchi di latte": "cottage cheese",
  "cioccolato fondente": "dark chocolate",
  "cioccolato al latte": "milk chocolate",
  "pane bianco": "white bread",
  "pane di segale": "rye bread",
  "acqua minerale": "water mineral",
  "te verde": "green tea",
  "frutta fresca": "fruit",
  "carne di manzo": "beef",
  "carne di maiale": "pork",
  "pesce spada": "swordfish",
  "cavolini di bruxelles": "brussels sprouts",
  "patate dolci": "sweet potato",
  "patata dolce": "sweet potato",
  // Dishes: the tables name them in English ('pasta al sugo' is pasta with tomato sauce).
  "frutti di mare": "seafood",
  "insalata greca": "greek salad",
  "insalata caesar": "caesar salad",
  "insalata di riso": "rice salad",
  "insalata di tonno": "tuna salad",
  "insalata di pollo": "chicken salad",
  "insalata di pasta": "pasta salad",
  "insalata di patate": "potato salad",
  "pure di patate": "mashed potatoes",
  "pure di patata": "mashed potatoes",
  // 'prosciutto e formaggio' (a toast's, a panino's filling) is cooked ham, as 'prosciutto cotto'.
  "prosciutto e formaggio": "ham cheese",
  "parmigiana di melanzane": "eggplant parmesan",
  "melanzane alla parmigiana": "eggplant parmesan",
  // Breaded veal, as Ciqual names it ('Milanese-style veal escalope or breaded veal escalope').
  // An Italian torta di mele is a batter cake with apple slices (BLS' Apfelkuchen, Rührmasse), not a US iced apple cake
  // nor a double-crust pie (0025-chatrest).
  "torta di mele": "apple pie cake batter",
  "torta mele": "apple pie cake batter",
  "cotoletta alla milanese": "milanese veal escalope",
  // A cotoletta is a breaded cutlet, fried: veal unless its meat is said (Ciqual's Milanese-style veal escalope), a
  // chicken one the tables' coated chicken breast, a pork or turkey one BLS' breaded schnitzel; never CoFID's nut cutlets,
  // a kind not said (0025-chatdish).
  // (Also without its 'di', as the chat reads a food said: 'cotoletta pollo'.)
  "cotoletta di vitello": "milanese veal escalope",
  "cotoletta vitello": "milanese veal escalope",
  "cotoletta di pollo": "chicken breast fried coated skinless",
  "cotoletta pollo": "chicken breast fried coated skinless",
  "cotolette di pollo": "chicken breast fried coated skinless",
  "cotolette pollo": "chicken breast fried coated skinless",
  "cotoletta di maiale": "pork schnitzel breaded",
  "cotoletta maiale": "pork schnitzel breaded",
  "cotoletta di tacchino": "turkey schnitzel breaded",
  "cotoletta tacchino": "turkey schnitzel breaded",
  // Tomato and mozzarella (BLS 'Tomato-mozzarella (Caprese)'), not lettuce.
  "insalata caprese": "caprese tomato mozzarella",
  "riso fritto": "fried rice",
  "involtini primavera": "egg rolls",
  // Counted fried things (0023-countpieces): the tables name them in English, with their pieces ('1 croquette', '1 ring').
  "crocchette di patate": "potato croquettes",
  "crocchetta di patate": "potato croquettes",
  "anelli di cipolla": "onion rings",
  "ravioli cinesi": "pot sticker",
  "zuppa di lenticchie": "lentil soup",
  "burger vegetariano": "veggie burger",
  "chili con carne": "chili con carne",
  "panna cotta": "panna cotta",
  "tortilla di patate": "spanish tortilla",
  "bastoncini di pesce": "fish sticks",
  "bastoncino di pesce": "fish sticks",
  "bastoncini di merluzzo": "fish sticks",
  // A brand that is the everyday name of its food, and the food's own Italian names (see nutella below).
  "crema alle nocciole": "chocolate hazelnut spread",
  "crema di nocciole": "chocolate hazelnut spread",
  "crema spalmabile alle nocciole": "chocolate hazelnut spread",
};

const ITALIAN_WORDS: Record<string, string> = {
  // A brand that is the everyday name of its food, in Italy and beyond (the tables name the food, not the brand).
  nutella: "chocolate hazelnut spread",
  sugo: "tomato sauce",
  secca: "dry",
  secche: "dry",
  ragu: "bolognese",
  ragù: "bolognese",
  spezzatino: "stew",
  // A 'spiedino' is meat or fish on a skewer, the tables' shish kabob.
  brodo: "broth",
  spiedino: "shish kabob",
  spiedini: "shish kabob",
  agrodolce: "sweet and sour",
  verdure: "vegetables",
  gyros: "gyro",
  tabulè: "tabbouleh",
  tabule: "tabbouleh",
  gulasch: "goulash",
  cotoletta: "milanese veal escalope",
  cotolette: "milanese veal escalope",
  // Breaded: the US tables' 'coated' ('pollo impanato': FNDDS 'Chicken, …, fried, coated').
  impanata: "coated",
  impanato: "coated",
  impanate: "coated",
  impanati: "coated",
  caprese: "caprese tomato mozzarella",
  // No table has Romagna's flatbread; its nearest entry is the thin unleavened wheat flatbread (Ciqual 'Wheat tortilla wrap').
  piadina: "wheat tortilla wrap",
  piadine: "wheat tortilla wrap",
  polpette: "meatballs",
  crocchette: "croquettes",
  crocchetta: "croquette",
  // A crocchè (Naples) is a fried potato croquette (0026-itdish).
  crocche: "potato croquette",
  // A caffellatte is a cup of milk with coffee: FNDDS' 'Coffee, Latte', not coffee and a glass of milk (0026-itdish).
  caffellatte: "coffee latte",
  caffelatte: "coffee latte",
  // A supplì (Rome) and an arancino (Sicily) are fried rice balls: the tables' only one is FNDDS' 'Rice croquette'.
  suppli: "rice croquette",
  arancini: "rice croquette",
  arancino: "rice croquette",
  arancina: "rice croquette",
  arancine: "rice croquette",
  // Gyoza are the tables' pot stickers ('Wonton, dumpling or pot sticker, fried').
  gyoza: "pot sticker",
  carne: "meat",
  zuppa: "soup",
  // A 'vellutata' is a creamed vegetable soup ('vellutata di zucca' is the tables' pumpkin soup; 0027-fix22anaIT).
  vellutata: "soup",
  // A 'brasato' is beef braised in wine, the tables' pot roast ('polenta con il brasato'; 0027-fix22anaIT).
  brasato: "beef pot roast",
  maionese: "mayonnaise",
  strapazzate: "scrambled",
  pollo: "chicken",
  petto: "breast",
  coscia: "thigh",
  cosce: "thigh",
  tacchino: "turkey",
  manzo: "beef",
  vitello: "veal",
  maiale: "pork",
  // Porchetta (Lazio, Umbria) is a boned pig roasted with its fat and skin: no table holds it by name, so it is the
  // tables' roast pork shoulder, lean and fat (it was a food without energy, 0025-fix20ana).
  porchetta: "pork shoulder lean and fat roasted",
  agnello: "lamb",
  coniglio: "rabbit",
  salsiccia: "sausage",
  salsicce: "sausage",
  bistecca: "steak",
  pesce: "fish",
  salmone: "salmon",
  tonno: "tuna",
  merluzzo: "cod",
  sgombro: "mackerel",
  acciughe: "anchovy",
  alici: "anchovy",
  gamberi: "shrimp",
  gamberetti: "shrimp",
  polpo: "octopus",
  calamari: "squid",
  // 'Allo scoglio' (of the rocks) is mixed seafood: 'linguine allo scoglio' is pasta with seafood (0026-itdish).
  scoglio: "seafood",
  cozze: "mussels",
  vongole: "clams",
  uovo: "egg",
  uova: "egg",
  latte: "milk",
  formaggio: "cheese",
  formaggi: "cheese",
  burro: "butter",
  panna: "cream",
  greco: "greek",
  magro: "low fat",
  intero: "whole",
  pane: "bread",
  riso: "rice",
  patata: "potato",
  patate: "potato",
  farina: "flour",
  avena: "oats",
  orzo: "barley",
  farro: "spelt",
  biscotti: "cookies",
  cornetto: "croissant",
  torta: "cake",
  // 'torta marmorizzata': a marble cake (0022-cakeslice).
  marmorizzata: "marble",
  marmorizzato: "marble",
  gelato: "ice cream",
  cioccolato: "chocolate",
  zucchero: "sugar",
  miele: "honey",
  marmellata: "jam",
  olio: "oil",
  oliva: "olive",
  olive: "olive",
  mela: "apple",
  mele: "apple",
  pera: "pear",
  pere: "pear",
  arancia: "orange",
  arance: "orange",
  limone: "lemon",
  fragola: "strawberry",
  fragole: "strawberry",
  uva: "grapes",
  pesca: "peach",
  pesche: "peach",
  albicocca: "apricot",
  albicocche: "apricot",
  ciliegie: "cherries",
  anguria: "watermelon",
  cocomero: "watermelon",
  melone: "melon",
  mirtilli: "blueberries",
  lamponi: "raspberries",
  prugne: "plums",
  fichi: "figs",
  fico: "figs",
  noci: "walnuts",
  mandorle: "almonds",
  nocciole: "hazelnuts",
  arachidi: "peanuts",
  pomodoro: "tomato",
  pomodori: "tomato",
  // Pelati said alone are the canned peeled tomatoes Italian kitchens use (0026-chatbare).
  pelati: "tomato peeled canned",
  carota: "carrot",
  carote: "carrot",
  zucchina: "zucchini",
  zucchine: "zucchini",
  melanzana: "eggplant",
  melanzane: "eggplant",
  // The hot chili, not the sweet pepper nor the sausage ('peperoni' is the sweet pepper's plural).
  peperoncino: "chili pepper",
  peperoncini: "chili pepper",
  peperone: "pepper sweet",
  peperoni: "pepper sweet",
  cipolla: "onion",
  cipolle: "onion",
  aglio: "garlic",
  spinaci: "spinach",
  lattuga: "lettuce",
  insalata: "lettuce",
  rucola: "arugula",
  cavolfiore: "cauliflower",
  cavolo: "cabbage",
  funghi: "mushrooms",
  sedano: "celery",
  cetriolo: "cucumber",
  cetrioli: "cucumber",
  zucca: "pumpkin",
  asparagi: "asparagus",
  carciofi: "artichokes",
  finocchio: "fennel",
  piselli: "peas",
  fagioli: "beans",
  ceci: "chickpeas",
  lenticchie: "lentils",
  // Legumes (pulses) in a dish ('zuppa di legumi') are the tables' beans ('Soup, bean'; 0023-misreads).
  legumi: "beans",
  mais: "corn",
  caffe: "coffee",
  vino: "wine",
  birra: "beer",
  succo: "juice",
  acqua: "water",
  crudo: "raw",
  crudi: "raw",
  cotto: "cooked",
  cotti: "cooked",
  bollito: "boiled",
  lesso: "boiled",
  fritto: "fried",
  fritti: "fried",
  arrosto: "roasted",
  grigliato: "grilled",
  secco: "dry",
  secchi: "dried",
  parmigiano: "parmesan",
  affumicato: "smoked",
  affumicata: "smoked",
  griglia: "grilled",
  grigliata: "grilled",
  grigliati: "grilled",
  grigliate: "grilled",
  arrostito: "roasted",
  tostato: "toasted",
  tostata: "toasted",
  tostati: "toasted",
  tostate: "toasted",
  bollita: "boiled",
  bolliti: "boiled",
  fritta: "fried",
  fritte: "fried",
  cruda: "raw",
  crude: "raw",
  cotta: "cooked",
  cotte: "cooked",
  fresco: "fresh",
  fresca: "fresh",
  freschi: "fresh",
  fresche: "fresh",
  surgelato: "frozen",
  surgelati: "frozen",
  integrale: "whole wheat",
  scremato: "skim",
  bianco: "white",
  bianca: "white",
  rosso: "red",
  rossa: "red",
  verde: "green",
  verdi: "green",
  nero: "black",
  nera: "black",
  dolce: "sweet",
  fondente: "dark",
  fiocchi: "flakes",
  frittata: "omelet",
  orata: "sea bream",
  branzino: "sea bass",
  spigola: "sea bass",
  sogliola: "sole",
  trota: "trout",
  aringa: "herring",
  // Baccalà is eaten soaked and cooked: the tables' salted cod boiled, not the dried fish (290 kcal/100 g; 0027-fix22anaIT).
  baccala: "cod salted boiled",
  gamberetto: "shrimp",
  gambero: "shrimp",
  granchio: "crab",
  aragosta: "lobster",
  vongola: "clams",
  cozza: "mussels",
  anatra: "duck",
  cinghiale: "wild boar",
  fegato: "liver",
  pancetta: "bacon",
  // a chicken's wing, wings: 'ali di pollo' was a chicken breast
  ala: "wing",
  ali: "wings",
  polpettone: "meat loaf",
  salame: "salami",
  panino: "roll",
  panini: "roll",
  grissini: "breadsticks",
  cereali: "cereal",
  noce: "walnuts",
  mandorla: "almonds",
  pistacchi: "pistachios",
  anacardi: "cashews",
  semi: "seeds",
  girasole: "sunflower",
  lino: "flaxseed",
  sesamo: "sesame",
  zenzero: "ginger",
  basilico: "basil",
  prezzemolo: "parsley",
  rosmarino: "rosemary",
  pepe: "pepper black",
  sale: "salt",
  aceto: "vinegar",
  lievito: "yeast",
  cacao: "cocoa",
  te: "tea",
  tisana: "herbal tea",
  spremuta: "juice",
  bevanda: "drink",
  cipollotto: "scallion",
  porro: "leek",
  porri: "leek",
  ravanelli: "radishes",
  barbabietola: "beet",
  barbabietole: "beet",
  cavoli: "cabbage",
  verza: "cabbage savoy",
  bietola: "chard",
  bietole: "chard",
  cicoria: "chicory",
  fave: "broad beans",
  soia: "soy",
  castagne: "chestnuts",
  cocco: "coconut",
  datteri: "dates",
  prugna: "plums",
  ciliegia: "cherries",
  lampone: "raspberries",
  mirtillo: "blueberries",
  pompelmo: "grapefruit",
  mandarino: "tangerine",
  mandarini: "tangerine",
  clementine: "clementines",
  melograno: "pomegranate",
};

/** Italian linking words left over between translated words ('pollo al forno' → 'chicken forno'). */
const ITALIAN_LINKS = new Set([
  "di",
  "del",
  "della",
  "dello",
  "dei",
  "degli",
  "delle",
  "d",
  "al",
  "alla",
  "allo",
  "ai",
  "alle",
  "con",
  "e",
  "in",
  "da",
]);

/** Linking words that are not also English words ('in', 'e', 'da', 'd' are: 'vitamin d', 'beans in sauce'). */
const ITALIAN_ONLY_LINKS = new Set([...ITALIAN_LINKS].filter((w) => !["in", "e", "da", "d"].includes(w)));

/**
 * Italian words that are also a different English food ('latte' is coffee in English; an English 'gelato' is the tables'
 * gelato, denser than the ice cream the Italian word means).
 */
const AMBIGUOUS = new Set(["latte", "gelato"]);

/** The Italian food words the search translates and their English words: what a typed food word may be a slip of. */
export function italianFoodWords(): string[] {
  return [...new Set([...Object.keys(ITALIAN_WORDS), ...Object.values(ITALIAN_WORDS).flatMap((e) => e.split(" "))])];
}

export interface ItalianTranslation {
  /** The query in the tables' English words: 'petto di pollo' → 'chicken breast'. */
  query: string;
  /** Some word also means another food in English, so English readers see the English match first. */
  ambiguous: boolean;
}

/**
 * The English search for an Italian query, or undefined when no word of it is an Italian food name.
 * Phrases win over words; untranslated words are kept ('mozzarella', 'spaghetti' are the same).
 */
/** A coffee or cocoa drink ('latte', 'cappuccino', 'mocha'): FNDDS names its plant-milk versions 'with non-dairy milk'. */
const MILK_DRINK = /\b(latte|cappuccino|mocha|macchiato|flat white|coffee|caffe|hot chocolate|cocoa|chai)\b/;
const PLANT_MILK =
  /\b(oat|oats|soy|soya|almond|rice|coconut|cashew|hemp|pea|plant|plant based)\s+milk\b|\blatte\s+(?:di\s+)?(avena|soia|mandorla|mandorle|riso|cocco|vegetale)\b/;

/**
 * 'latte with oat milk', 'oat milk latte', 'cappuccino con latte di soia': the drink with the tables' 'non-dairy milk'
 * (no table names the plant), so it is not read as oatmeal made with milk.
 */
export function plantMilkDrink(normalized: string): string | undefined {
  if (!PLANT_MILK.test(normalized)) return undefined;
  const drink = normalized.replace(PLANT_MILK, " ").replace(/\s+/g, " ").trim();
  return MILK_DRINK.test(drink) ? `${drink} non dairy milk` : undefined;
}

export function translateItalian(normalized: string): ItalianTranslation | undefined {
  const words = normalized.split(" ").filter(Boolean);
  const out: string[] = [];
  let ambiguous = false;
  // 'spaghetti alla carbonara' is Italian even with no word to translate: it is searched as 'spaghetti carbonara'.
  let italian = words.some((w) => ITALIAN_ONLY_LINKS.has(w));
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let len = Math.min(4, words.length - i); len >= 1 && !matched; len--) {
      const key = words.slice(i, i + len).join(" ");
      const english = len > 1 || ITALIAN_PHRASES[key] ? ITALIAN_PHRASES[key] : ITALIAN_WORDS[key];
      if (english === undefined) continue;
      out.push(english);
      italian = true;
      if (len === 1 && AMBIGUOUS.has(key)) ambiguous = true;
      i += len;
      matched = true;
    }
    if (!matched) out.push(words[i++]!);
  }
  const query = out
    .join(" ")
    .split(" ")
    .filter((w) => !ITALIAN_LINKS.has(w))
    .join(" ");
  return italian && query && query !== normalized ? { query, ambiguous } : undefined;
}
