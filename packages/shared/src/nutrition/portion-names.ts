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
  // A patty is any flattened round of minced food (a falafel, a fish cake, a burger's meat): a 'polpetta' (0024-anafix).
  patty: "polpetta",
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
  // No inches for Italian readers: the same sizes in centimetres.
  "cubic inch": "cubetto di 2,5 cm",
  "surface inch": "pezzo di 2,5 × 2,5 cm",
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
  g: "g",
  ml: "ml",
  dia: "di diametro",
  diameter: "di diametro",
  x: "x",
  serving: "porzione",
};

/** An American measure: ounces, pounds, inches (12", 1 inch, 2-1/2 in). */
const IMPERIAL = /(\d\s*"|\b(oz|lb|lbs|inch|inches|in|ft)\b)/i;

/** An inch count as the tables write it ('12', '2-1/2', '1.5') in whole centimetres, or half centimetres below 5 cm. */
function inchesToCm(text: string): string | null {
  const m = /^(\d+(?:\.\d+)?)(?:[- ](\d+)\/(\d+))?$/.exec(text) ?? /^()(\d+)\/(\d+)$/.exec(text);
  if (!m) return null;
  const inches = Number(m[1] || 0) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
  const cm = inches * 2.54;
  const rounded = cm < 5 ? Math.round(cm * 2) / 2 : Math.round(cm);
  return `${String(rounded).replace(".", ",")} cm`;
}

/**
 * A bracket in Italian: metric measures kept, inches turned into centimetres ('(12" dia)' → '(30 cm di
 * diametro)'), ounces and pounds dropped (the grams are shown beside every portion). '' drops the bracket
 * (only American measures in it, or inches in words this does not know: '(7" to 7-7/8" long)'); null
 * leaves the description English.
 */
function translateBracket(inner: string): string | null {
  const out: string[] = [];
  const tokens = inner
    .trim()
    .replace(/\bnlea serving\b/i, "NLEA")
    .replace(/(\d)\s+(inch|inches|in)\b/gi, '$1"')
    .replace(/\bfl oz\b/gi, "oz")
    .split(/\s+/);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1]?.toLowerCase();
    if (token === "NLEA") out.push("porzione di riferimento NLEA");
    else if (/^[\d./-]+$/.test(token) && (next === "oz" || next === "lb" || next === "lbs")) i++;
    else if (token.endsWith('"')) {
      const cm = inchesToCm(token.slice(0, -1));
      if (cm === null) return IMPERIAL.test(inner) ? "" : null;
      out.push(cm);
    } else if (/^[\d./x×-]+$/.test(token)) out.push(token.replace(/(\d)\.(\d)/g, "$1,$2"));
    else {
      const word = BRACKET_WORDS[token.toLowerCase()];
      if (word === undefined) return IMPERIAL.test(inner) ? "" : null;
      out.push(word);
    }
  }
  // Nothing but a 'x' or a number left once the ounces are gone: drop the bracket.
  return out.some((t) => /[a-z]/i.test(t)) ? out.join(" ") : "";
}

/** An inch or ounce measure outside brackets: '6"', '6 inch', '2-3/4 in.', '3/4 oz', '11.5 oz', '4"x6"', with a size word after it. */
const LOOSE_IMPERIAL =
  /\s*,?\s*\b\d+(?:[-\s]\d+\/\d+|[./]\d+)?\s*(?:"|\binch(?:es)?\b|\bin\.?(?=[\s,.)x]|$)|\bfl oz\b|\boz\b|\blbs?\b)(?:\s*x\s*\d+(?:[-\s]\d+\/\d+|[./]\d+)?\s*(?:"|\bin\.?))*(?:\s*\.?\s*(?:dia(?:meter)?|high|long|thick|wide)\b\.?)?/gi;

/** `description` without its American measures (in brackets or not), for a description this cannot translate whole. */
const withoutImperial = (description: string) =>
  description
    .replace(/^(\d+(?:\.\d+)?|\d+\/\d+)\s*(fl oz|oz|lb)\b/i, (m) => metricWeight(m) ?? m)
    .replace(/\s*\(([^()]*)\)?/g, (all, inner: string) => (IMPERIAL.test(inner) ? "" : all))
    .replace(/\bcubic inch\b/gi, HEADS["cubic inch"]!)
    .replace(/\bsurface inch\b/gi, HEADS["surface inch"]!)
    .replace(/\blinear inch\b/gi, "2,5 cm")
    .replace(/\b(\d+)-inch\b/gi, (_, n: string) => inchesToCm(n)!.replace(" ", "-"))
    .replace(/,?\s*\b\d+\/lb\b/gi, "")
    .replace(/\b(quarter|half)[\s-]lb\b/gi, "")
    .replace(/\b\d+(?:\.\d+)?\s*fluid oz\b/gi, "")
    .replace(LOOSE_IMPERIAL, "")
    .replace(/"/g, "")
    .replace(/\b(?:of|approx|approximately)\s*$/i, "")
    .replace(/\s+,/g, ",")
    .replace(/[\s,]+$/, "")
    .replace(/\s{2,}/g, " ")
    .trim();

/** A portion that is only an American weight or volume ('3 oz', '1 fl oz', '0.5 lb') in metric units. */
function metricWeight(description: string): string | null {
  const m = /^(\d+(?:\.\d+)?|\d+\/\d+)\s*(fl oz|oz|lb)$/i.exec(description.trim());
  if (!m) return null;
  const [numerator, denominator] = m[1]!.split("/");
  const amount = denominator ? Number(numerator) / Number(denominator) : Number(numerator);
  const unit = m[2]!.toLowerCase();
  const value = amount * (unit === "lb" ? 453.6 : unit === "oz" ? 28.35 : 29.57);
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${String(shown).replace(".", ",")} ${unit === "fl oz" ? "ml" : "g"}`;
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
  cubetto: "cubetti",
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

/**
 * `description` in Italian when every part of it is known, else the tables' English without its
 * American measures. An Italian reader never sees inches (sizes in cm, or dropped) nor a weight in
 * ounces or pounds (in g or ml); the callers show the portion's grams beside it ('1 fetta (28 g)').
 */
export function portionInItalian(description: string): string {
  const metric = metricWeight(description);
  if (metric) return metric;
  const whole = translateWhole(description);
  if (whole !== null) return whole;
  // Not known as written: without its inches and ounces it may be ('1 can 11.5 oz' → '1 lattina').
  const plain = withoutImperial(description);
  // Nothing left but a number once the American measures are gone ('6 inch'): a portion (grams beside it).
  if (!plain || /^\d+(?:[./]\d+)?$/.test(plain)) return IMPERIAL.test(description) ? "porzione" : description;
  return translateWhole(plain) ?? plain;
}

/** Whether `description` has an Italian name (portionInItalian gives Italian, not the tables' English). */
export function hasItalianPortionName(description: string): boolean {
  if (metricWeight(description) || translateWhole(description) !== null) return true;
  const plain = withoutImperial(description);
  return !plain || /^\d+(?:[./]\d+)?$/.test(plain) || translateWhole(plain) !== null;
}

/** `description` in Italian when every part of it is known, else null. */
function translateWhole(description: string): string | null {
  const match = /^(\d+(?:[./]\d+)?(?: \d+\/\d+)?\s+)?([^()]*?)\s*(?:\(([^()]*)\))?\s*$/.exec(description.trim());
  if (!match) return null;
  const [, amount = "", head = "", bracket] = match;
  const parts = head.split(",").map((part) => part.trim().toLowerCase());
  // An American weight with qualifiers ('1 oz, boneless'): the amount in grams.
  const weight = amount && /^(fl oz|oz|lb)$/.test(parts[0] ?? "") ? metricWeight(`${amount.trim()} ${parts[0]}`) : null;
  const singular = HEADS[parts[0] ?? ""];
  if (singular === undefined) return null;
  const first = weight ?? (amount && amountValue(amount) > 1 ? plural(singular) : singular);
  const qualifiers = parts.slice(1).map((part) => QUALIFIERS[part]);
  if (qualifiers.some((qualifier) => qualifier === undefined)) return null;
  let measure = "";
  if (bracket !== undefined) {
    const translated = translateBracket(bracket);
    if (translated === null) return null;
    if (translated) measure = ` (${translated})`;
  }
  const italian = `${weight ? "" : amount.replace(/(\d)\.(\d)/, "$1,$2")}${[first, ...qualifiers].join(", ")}${measure}`;
  // "Quantity not specified" stays a sentence: "Quantità non specificata".
  return /^[A-Z]/.test(description) ? italian.charAt(0).toUpperCase() + italian.slice(1) : italian;
}

/** A portion's description in the reader's language (the tables' English for English readers). */
export const portionName = (description: string, language: "en" | "it"): string =>
  language === "it" ? portionInItalian(description) : description;
