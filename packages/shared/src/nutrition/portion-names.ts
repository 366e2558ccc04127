/**
 * The food tables' portions are described in English ("1 cup, chopped", "1 large", "1 slice (1 oz)"). Italian
 * readers get them in Italian when the description has a shape this knows: an amount, a known unit or size, known
 * qualifiers after commas, and a measure in brackets. Anything else is shown as the table wrote it, whole, so a
 * description is never half translated. The words avoid gender agreement ("da cotto", "di taglia media"), since
 * the food's own gender is not known here.
 */

/** The first part: a unit, a container or a size. */
const HEADS: Record<string, string> = {
  cup: "tazza",
  cups: "tazze",
  "cup slices": "tazza di fette",
  oz: "oz",
  "fl oz": "fl oz",
  lb: "lb",
  g: "g",
  ml: "ml",
  tbsp: "cucchiaio",
  tablespoon: "cucchiaio",
  tablespoons: "cucchiai",
  tsp: "cucchiaino",
  teaspoon: "cucchiaino",
  teaspoons: "cucchiaini",
  piece: "pezzo",
  pieces: "pezzi",
  "piece/slice": "pezzo o fetta",
  slice: "fetta",
  slices: "fette",
  "large slice": "fetta grande",
  "medium slice": "fetta media",
  "small slice": "fetta piccola",
  "thin slice": "fetta sottile",
  "thick slice": "fetta spessa",
  "large or thick slice": "fetta grande o spessa",
  "medium or regular slice": "fetta media o normale",
  "small or thin slice": "fetta piccola o sottile",
  "small or thin/very thin slice": "fetta piccola o sottile",
  serving: "porzione",
  servings: "porzioni",
  portion: "porzione",
  "nlea serving": "porzione di riferimento (NLEA)",
  large: "grande",
  "extra large": "molto grande",
  "extra-large": "molto grande",
  jumbo: "extra grande",
  medium: "di taglia media",
  small: "di taglia piccola",
  regular: "normale",
  "small/regular": "piccolo o normale",
  miniature: "mini",
  "miniature/bite size": "mini",
  whole: "intero",
  half: "metà",
  can: "lattina",
  "can or bottle": "lattina o bottiglia",
  bottle: "bottiglia",
  jar: "vasetto",
  package: "confezione",
  packet: "bustina",
  container: "contenitore",
  "individual container": "contenitore monoporzione",
  pouch: "busta",
  bag: "sacchetto",
  box: "scatola",
  tub: "vaschetta",
  bar: "barretta",
  stick: "bastoncino",
  scoop: "misurino",
  quart: "quarto di gallone",
  item: "pezzo",
  unit: "unità",
  egg: "uovo",
  steak: "bistecca",
  fillet: "filetto",
  "large fillet": "filetto grande",
  "small/regular fillet": "filetto piccolo o normale",
  chop: "costoletta",
  roast: "arrosto",
  breast: "petto",
  thigh: "coscia",
  drumstick: "fusello",
  wing: "ala",
  leg: "coscia intera",
  patty: "hamburger",
  link: "salsiccia",
  strip: "striscia",
  sandwich: "panino",
  roll: "panino",
  muffin: "muffin",
  bagel: "bagel",
  cookie: "biscotto",
  cookies: "biscotti",
  cracker: "cracker",
  crackers: "cracker",
  pretzel: "pretzel",
  chip: "patatina",
  pastry: "pasta",
  cake: "torta",
  pie: "torta",
  waffle: "waffle",
  pizza: "pizza",
  "small pizza": "pizza piccola",
  "medium pizza": "pizza media",
  "large pizza": "pizza grande",
  drink: "bevanda",
  fruit: "frutto",
  leaf: "foglia",
  head: "cespo",
  spear: "gambo",
  nut: "frutto secco",
  kernel: "chicco",
  bean: "fagiolo",
  floweret: "cimetta",
  "cubic inch": "pollice cubo",
  "surface inch": "pollice quadrato di superficie",
  "quantity not specified": "quantità non specificata",
};

/** The qualifiers after a comma. */
const QUALIFIERS: Record<string, string> = {
  cooked: "da cotto",
  raw: "da crudo",
  dry: "da secco",
  prepared: "preparato",
  "any size": "qualsiasi taglia",
  nfs: "non specificato",
  "ns as to size": "taglia non specificata",
  "ns as to form": "forma non specificata",
  "excluding refuse": "senza scarti",
  diced: "a cubetti",
  chopped: "a pezzetti",
  "chopped or diced": "a pezzetti o a cubetti",
  sliced: "a fette",
  shredded: "sminuzzato",
  mashed: "in purea",
  cubes: "a cubetti",
  pieces: "a pezzi",
  halves: "a metà",
  crushed: "schiacciato",
  crumbled: "sbriciolato",
  ground: "macinato",
  melted: "fuso",
  drained: "sgocciolato",
  pitted: "snocciolato",
  whole: "intero",
  boneless: "senza osso",
  "bone removed": "senza osso",
  "bone and skin removed": "senza osso e senza pelle",
  "without skin": "senza pelle",
  "with skin": "con la pelle",
  skinless: "senza pelle",
  "without shell": "senza guscio",
  "in shell": "con il guscio",
  "yield after cooking": "resa dopo la cottura",
  thin: "sottile",
  thick: "spesso",
  small: "di taglia piccola",
  medium: "di taglia media",
  large: "grande",
  "bite size": "formato mini",
  "snack-size": "formato snack",
  popped: "scoppiato",
  unpopped: "non scoppiato",
  thawed: "scongelato",
  reconstituted: "ricostituito",
  "with liquid": "con il liquido",
  "crust not eaten": "senza crosta",
};

/** Words allowed inside brackets: measures ("(8 fl oz)", '(3" dia)'); anything else leaves the description English. */
const BRACKET_WORDS: Record<string, string> = {
  oz: "oz",
  fl: "fl",
  g: "g",
  ml: "ml",
  lb: "lb",
  inch: "pollici",
  in: "pollici",
  dia: "di diametro",
  diameter: "di diametro",
  x: "x",
  serving: "porzione",
};

function translateBracket(inner: string): string | null {
  const out: string[] = [];
  for (const token of inner
    .trim()
    .replace(/\bnlea serving\b/i, "NLEA")
    .split(/\s+/)) {
    if (token === "NLEA") out.push("porzione di riferimento NLEA");
    else if (/^[\d./"x×-]+$/.test(token)) out.push(token.replace(/(\d)\.(\d)/g, "$1,$2"));
    else {
      const word = BRACKET_WORDS[token.toLowerCase()];
      if (word === undefined) return null;
      out.push(word);
    }
  }
  return out.join(" ");
}

/** Plurals of the words above, for amounts over one ("2 cucchiai"). */
const PLURALS: Record<string, string> = {
  tazza: "tazze",
  cucchiaio: "cucchiai",
  cucchiaino: "cucchiaini",
  pezzo: "pezzi",
  fetta: "fette",
  porzione: "porzioni",
  lattina: "lattine",
  bottiglia: "bottiglie",
  vasetto: "vasetti",
  confezione: "confezioni",
  bustina: "bustine",
  contenitore: "contenitori",
  busta: "buste",
  sacchetto: "sacchetti",
  scatola: "scatole",
  vaschetta: "vaschette",
  barretta: "barrette",
  bastoncino: "bastoncini",
  misurino: "misurini",
  uovo: "uova",
  bistecca: "bistecche",
  filetto: "filetti",
  costoletta: "costolette",
  arrosto: "arrosti",
  petto: "petti",
  coscia: "cosce",
  fusello: "fuselli",
  ala: "ali",
  salsiccia: "salsicce",
  striscia: "strisce",
  panino: "panini",
  biscotto: "biscotti",
  patatina: "patatine",
  torta: "torte",
  pasta: "paste",
  pizza: "pizze",
  bevanda: "bevande",
  frutto: "frutti",
  foglia: "foglie",
  cespo: "cespi",
  gambo: "gambi",
  chicco: "chicchi",
  fagiolo: "fagioli",
  cimetta: "cimette",
  pollice: "pollici",
  cubo: "cubi",
  quadrato: "quadrati",
  grande: "grandi",
  media: "medie",
  piccola: "piccole",
  sottile: "sottili",
  spessa: "spesse",
  normale: "normali",
  piccolo: "piccoli",
  intero: "interi",
  unità: "unità",
};

/** A head for more than one: its words in the plural, up to a "di" ("2 tazze di fette", "2 fette grandi"). */
function plural(head: string): string {
  const words = head.split(" ");
  const stop = words.indexOf("di");
  return words.map((word, index) => (stop !== -1 && index >= stop ? word : (PLURALS[word] ?? word))).join(" ");
}

/** The value of an amount as the tables write it: "2", "0.5", "1/2", "1 1/2". */
function amountValue(amount: string): number {
  return amount
    .trim()
    .split(" ")
    .reduce((sum, part) => {
      const [numerator, denominator] = part.split("/");
      return sum + (denominator ? Number(numerator) / Number(denominator) : Number(numerator));
    }, 0);
}

/** `description` in Italian when every part of it is known, else `description` unchanged. */
export function portionInItalian(description: string): string {
  const match = /^(\d+(?:[./]\d+)?(?: \d+\/\d+)?\s+)?([^()]*?)\s*(?:\(([^()]*)\))?\s*$/.exec(description.trim());
  if (!match) return description;
  const [, amount = "", head = "", bracket] = match;
  const parts = head.split(",").map((part) => part.trim().toLowerCase());
  const singular = HEADS[parts[0] ?? ""];
  if (singular === undefined) return description;
  const first = amount && amountValue(amount) > 1 ? plural(singular) : singular;
  const qualifiers = parts.slice(1).map((part) => QUALIFIERS[part]);
  if (qualifiers.some((qualifier) => qualifier === undefined)) return description;
  let measure = "";
  if (bracket !== undefined) {
    const translated = translateBracket(bracket);
    if (translated === null) return description;
    measure = ` (${translated})`;
  }
  const italian = `${amount.replace(/(\d)\.(\d)/, "$1,$2")}${[first, ...qualifiers].join(", ")}${measure}`;
  // "Quantity not specified" stays a sentence: "Quantità non specificata".
  return /^[A-Z]/.test(description) ? italian.charAt(0).toUpperCase() + italian.slice(1) : italian;
}

/** A portion's description in the reader's language (the tables' English for English readers). */
export const portionName = (description: string, language: "en" | "it"): string =>
  language === "it" ? portionInItalian(description) : description;
