/**
 * Short names for foods of the composition tables, for what a person logs: 'Salmon, raw', not
 * 'Fish, salmon, Atlantic, farmed, raw'. The full name stays in the food's detail.
 *
 * The tables name a food as comma-separated parts, the food first and then what sets it apart. The short
 * name keeps the food and only the parts a person would say: how it is prepared (raw, boiled, smoked…),
 * its fat or grain (whole, skim, brown, whole-wheat…), the cut (breast, thigh…) and a few kinds (Greek,
 * plain, dark…); USDA's leading class ('Fish, salmon', 'Nuts, almonds') and bracketed notes are dropped.
 */

/** USDA SR28 lists many foods under a class first: 'Fish, salmon', 'Nuts, almonds', 'Cheese, cheddar'. */
const CLASSES = new Set([
  "fish",
  "nuts",
  "seeds",
  "spices",
  "crustaceans",
  "mollusks",
  "beverages",
  "cereals",
  "cereals ready-to-eat",
  "cheese",
  "oil",
  "alcoholic beverage",
  "alcoholic beverages",
  "candies",
  "snacks",
  "cookies",
  "crackers",
  "game meat",
  "sugars",
  "leavening agents",
  "syrups",
]);
/** A class that reads after the food: 'Cheddar cheese', 'Olive oil'. */
const CLASS_AFTER = new Set(["cheese", "oil"]);

/** Words that make a part worth keeping in the short name. */
const KEEP = new Set(
  // preparation
  (
    "raw cooked boiled steamed baked roasted grilled broiled poached stewed braised fried scrambled hard-boiled " +
    "poached smoked canned dried dry frozen toasted mashed microwaved " +
    // fat, grain, colour, kind
    "whole skim skimmed nonfat lowfat semi-skimmed low reduced fat-free free lean light dark white brown " +
    "whole-wheat wholemeal wholegrain grain greek plain unsweetened sweetened salted unsalted red green yellow black " +
    // cuts and parts
    "breast thigh wing leg drumstick loin tenderloin ground mince minced fillet yolk " +
    // French and German
    "cru crue cuit cuite bouilli grillé grillée fumé fumée entier écrémé demi-écrémé complet roh gekocht gebraten " +
    "geräuchert vollkorn"
  ).split(" "),
);

/** Names this short read well as they are ('Bananas, raw', 'McDONALD'S, BIG MAC'). */
const SHORT_ENOUGH = 24;
/** At most this many parts after the food. */
const MAX_QUALIFIERS = 3;

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function friendlyFoodName(name: string): string {
  const full = name.trim();
  if (full.length <= SHORT_ENOUGH) return full;
  const parts = full
    .replace(/\([^)]*\)/g, " ")
    .split(",")
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (parts.length <= 1) return full;
  let head = parts[0]!;
  let rest = parts.slice(1);
  const cls = head.toLowerCase();
  if (CLASSES.has(cls) && rest.length > 0) {
    const food = rest[0]!;
    head = CLASS_AFTER.has(cls) && !food.toLowerCase().includes(cls) ? `${capitalize(food)} ${cls}` : capitalize(food);
    rest = rest.slice(1);
  }
  const kept = rest
    .filter((part) =>
      part
        .toLowerCase()
        .split(/[\s/]+/)
        .some((w) => KEEP.has(w)),
    )
    .slice(0, MAX_QUALIFIERS);
  return [head, ...kept].join(", ");
}

/**
 * Names of one language that are another food in the other (homographs), read by the analyzer and the chat: in an
 * English description 'latte' is a coffee latte (FNDDS 'Coffee, Latte'), not the Italian word for milk.
 */
export const OTHER_FOOD_IN: Record<"en" | "it", Set<string>> = {
  // An English 'gelato' is the tables' gelato (FNDDS 'Gelato, vanilla': 249 kcal/100 g, a scoop 160 g), not the Italian
  // word for ice cream (207 kcal/100 g, a scoop 120 g): 'a scoop of vanilla gelato' (0022-dishcons3).
  en: new Set(["latte", "gelato", "toast"]),
  // An English 'toast' in an Italian description is the Italian toast, the toasted sandwich (0024-trial18).
  it: new Set(["toast", "toasts"]),
};

/**
 * A clause after a food saying when, where or that it was eaten ('che ho mangiato a pranzo', 'I had for lunch', 'from
 * pret'): not part of its name. The analyzer's descriptions and the chat's questions drop it (0024, lead, trial19).
 */
// Said in Italian too: 'un latte macchiato al bar' had been read as a cereal bar, 'in pizzeria' (0027, after fix22dIT).
export const EATEN_CLAUSE =
  /\s+(?:(?:che|che ho|che abbiamo) (?:mangiato|bevuto|preso)\b.*|(?:(?:that|which) (?:i|we) (?:had|ate|drank|got)|(?:i|we) (?:had|ate|drank) (?:for|at|this|yesterday|today|earlier|last))\b.*|(?:from|at|da) (?:pret|starbucks|costa|greggs|subway|tesco|sainsbury'?s|m&s|marks (?:and|&) spencer|the (?:canteen|cafe|café|office|bar|pub))\b.*|(?:al (?:bar|ristorante|lavoro|mare|cinema)|in (?:pizzeria|trattoria|osteria|ufficio|mensa|pasticceria|rosticceria|autogrill)|a casa|fuori casa)\b.*)$/;

/**
 * A shop's or chain's name said before its product ('an m&s prawn sandwich', 'a tesco tuna pasta salad', 'a greggs
 * sausage roll', 'a pret croissant') is where it was bought, not a food: trial22b read 'm&s' as a part 'M' with no energy
 * (0027-pins22). The analyzer's descriptions and the chat's questions drop it, as `EATEN_CLAUSE` drops 'from pret'.
 * Only before another word, so a name said alone stays what it was.
 */
export const SHOP_BEFORE_FOOD =
  /\b(?:m&s|m ?& ?s|marks (?:&|and) spencers?'?s?|tesco'?s?|sainsbury'?s|pret(?: a manger)?|greggs'?|co-?op|waitrose|asda|morrisons|aldi|lidl|boots|costa|starbucks)(?:'s)? (?=\p{L})/giu;

/**
 * A table entry for a dish made in its bread: a tortilla's (fajita, taco, burrito…), a sandwich, a burger (the analyzer
 * and the chat read a sandwich alike).
 */
export const MADE_IN_BREAD =
  /\b(?:fajitas?|tacos?|burritos?|quesadillas?|enchiladas?|wraps?|sandwich(?:es)?|burgers?|hamburgers?|cheeseburgers?|hot dogs?|gyros?)\b/i;

/**
 * A dish the tables name with the parts it is served with: made in bread (`MADE_IN_BREAD`) or a bowl ('Burrito bowl,
 * chicken, with beans and rice', a poke or a rice bowl). A part said after it ('burrito bowl with chicken, rice, black
 * beans and guacamole') that its entry names is in it, not a second portion beside it (0026-fix21ana: the beans twice).
 */
export const NAMES_ITS_PARTS = new RegExp(`${MADE_IN_BREAD.source}|\\bbowls?\\b`, "i");

/** A British bacon sandwich said by its British bread word: a butty, sarnie, bap, barm or roll (not 'a bacon sandwich'). */
const UK_BACON_SANDWICH = /^(?:back )?bacon (?:butty|butties|buttie|sarnies?|baps?|barms?|barm cakes?|cobs?|rolls?)$/i;
/** 'a bacon butty', 'a bacon roll', 'bacon bap': two British back rashers in the bread (0027-fix22cEN). */
export const isBritishBaconSandwich = (name: string): boolean => UK_BACON_SANDWICH.test(name.trim());
/** A UK takeaway kebab in pitta ('a doner kebab', 'chicken kebab in pitta'): the analyzer's served kebab (0027-fix22cEN). */
export const isTakeawayKebab = (name: string): boolean => /\bdoner\b|\bkebabs? in (?:a )?pitta\b/i.test(name);

/** A sandwich named after its filling in English ('a bacon sandwich', 'a bacon butty'): its filling, the sandwich. */
const FILLED_SANDWICH = /^(.+?)\s+(sandwich(?:es)?|butty|butties)$/i;
/** A sandwich entry on another bread than the one said ('Sausage biscuit sandwich' is no sausage sandwich). */
const OTHER_BREAD = /\b(?:biscuit|croissant|bagel|english muffin|griddle cake|pancake|waffle)\b/i;
/** An entry named 'Sandwich, …' (CoFID's sandwiches, filed under cereals). */
const SANDWICH_ENTRY = /^sandwich(?:es)?\b/i;

/**
 * The one food a sandwich is named by ('bacon' of 'a bacon sandwich', 'sausage' of 'a sausage butty'); null for a
 * filling of several words ('tuna sweetcorn' is left to the dish search, which asks before logging; 0024, lead).
 */
export function sandwichFilling(name: string): string | null {
  const m = FILLED_SANDWICH.exec(name.trim());
  return m && !/\s/.test(m[1]!.trim()) ? m[1]! : null;
}

/**
 * A sandwich named by its filling stands whole only as the tables' sandwich on the bread said: a mixed dish made in
 * bread or an entry named 'Sandwich, …' (CoFID files its sandwiches under cereals), not the filling alone ('Bacon, for use
 * on a sandwich') nor one on another bread ('Sausage biscuit sandwich'). `mixedDish`: the entry's category is a mixed
 * dish's (`isMixedDishCategory`).
 */
export const isWholeSandwich = (name: string, mixedDish: boolean): boolean =>
  (mixedDish || SANDWICH_ENTRY.test(name)) && MADE_IN_BREAD.test(name) && !OTHER_BREAD.test(name);

/**
 * Breads and flatbreads a filling is named after without a link ('piadina crudo e rucola', 'panino cotto e fontina'); not
 * an Italian toast (ham and cheese already) nor a pizza (its toppings are the dish's).
 */
const FILLED_BREAD =
  /\b(piadin[ae]|panin[oi]|tramezzin[oi]|focacci[ae]|rosett[ae]|michett[ae]|ciabatt[ae]|baguette)\s+(crudo|cotto)\b(?!\s+di\s+(?!parma|san daniele))/giu;
/** 'Crudo' or 'cotto' at the start or after a link word ('con crudo e squacquerone', 'al crudo', 'col cotto'). */
const SAID_AS_FOOD =
  /(^|[,;:+]\s*|\b(?:al|col|con|con il|e|ed|il|del|di|un po' di|un po di)\s+)(crudo|cotto)\b(?!\s+di\s+(?!parma|san daniele))/giu;
/**
 * 'Crudo' and 'cotto' said as a food, not after the food they describe ('salmone crudo', 'prosciutto cotto'): the Italian
 * deli's short names for prosciutto crudo and prosciutto cotto ('una piadina con crudo e squacquerone', 'un panino al
 * crudo'), at the start, after a link word, or right after a bread they fill ('piadina crudo e rucola' is a piadina with
 * prosciutto crudo and rocket). Read by the analyzer and the chat alike ('crudo' was a raw apple; 0025-fix20chat).
 */
export const deliShortNames = (text: string): string =>
  text.replace(FILLED_BREAD, "$1 con prosciutto $2").replace(SAID_AS_FOOD, "$1prosciutto $2");

/**
 * Mixed drinks no table has, read from their parts (ml of each of the analyzer's lexicon foods, by key, for one drink): a
 * spritz as Italian bars make it, 3-2-1, is prosecco 90 ml, Aperol 60 ml and a splash of soda water (no energy, not
 * listed). 'Spritz' said alone is the Aperol one, the usual one (the search read it as BLS' pear juice spritzer, 80 kcal
 * for 250 g). The analyzer reads the parts; the chat sends a drink named here to the analyzer (0025-fix20chat).
 */
export const MIXED_DRINKS: { names: string[]; parts: { key: string; ml: number }[] }[] = [
  {
    names: ["aperol spritz", "spritz aperol", "spritz all'aperol", "spritz veneziano", "spritz", "spritzes"],
    parts: [
      { key: "prosecco", ml: 90 },
      { key: "aperol", ml: 60 },
    ],
  },
];

/** The mixed drink a food's whole name is ('aperol spritz', 'spritz'), if any. */
export function mixedDrinkNamed(name: string): (typeof MIXED_DRINKS)[number] | undefined {
  const said = name.trim().toLowerCase().replace(/\s+/g, " ");
  return MIXED_DRINKS.find((d) => d.names.includes(said));
}

/**
 * A packet of crisps' flavour is not a food: 'salt and vinegar crisps', 'cheese & onion crisps' are crisps (the 'and'
 * would split them into salt and 'vinegar crisps') (0024-trial18). Nor is its brand: 'walkers crisps', 'kettle
 * crisps', 'kettle chips' are a packet of potato crisps, not the first table food holding the word (FNDDS' apple crisp)
 * nor fries (0025-trial20fix).
 */
const CRISP_FLAVOUR =
  /\b(?:salt (?:and|&|n'?) vinegar|cheese (?:and|&|n'?) onion|sour cream (?:and|&|n'?) (?:onion|chives?)|ready salted|prawn cocktail|smoky bacon|salted)\s+(?=(?:crisps|potato crisps|chips)\b)/g;
const CRISP_BRAND =
  /\b(?:walkers|walker's|kettle|tyrrells|tyrrell's|mccoys|mccoy's|golden wonder|seabrook|pipers|sensations|lays|lay's)\s+(?:potato\s+)?(?:crisps|chips)\b/g;

/** A packet of crisps said with its flavour or brand is crisps, read alike by the analyzer and the chat (0025, lead). */
export const crispsSaid = (text: string): string => text.replace(CRISP_FLAVOUR, "").replace(CRISP_BRAND, "crisps");

/**
 * Italian cooking forms said in several words: an egg 'al tegamino' or 'all'occhio di bue' is a fried egg (sunny side
 * up). Said as the one cooking word the tables' entries are found by ('fritto'), read alike by the analyzer and the chat
 * ('2 uova al tegamino' was two raw eggs; 0026-itdish). The single-word forms ('sode', 'strapazzate', 'fritte') and
 * 'in camicia' (poached) are read as they are.
 */
const ITALIAN_FRIED_FORM = /\b(?:(uova|uovo)\s+)?(?:al tegamino|all['’ ]\s?occhio di bue|a occhio di bue)\b/g;

/** An Italian cooking form of several words as its one cooking word, agreeing with the egg said (`ITALIAN_FRIED_FORM`). */
export const italianCookingWord = (text: string): string =>
  text.replace(ITALIAN_FRIED_FORM, (_form: string, egg?: string) => (egg === "uova" ? "uova fritte" : egg ? `${egg} fritto` : "fritto"));

/**
 * Infant formula and baby food: a table entry made for babies ('Toddler formula, Nido Kinder', 'Babyfood, …', 'Baby
 * Toddler crunchies'), never the food a person means by a word it shares ('kinder bueno' is a chocolate bar, 'a
 * crunchie' no toddler snack) unless they say it is for a baby (0026-fix21chat).
 */
export const BABY_FOOD_ENTRY = /\b(?:baby ?foods?|infant formula|toddler|follow-on formula|formula, (?:infant|toddler))\b|\bbaby\b/i;
/** Words that say a food is for a baby, in English and Italian. */
export const BABY_SAID =
  /\b(?:baby|babies|infant|infants|formula|toddlers?|neonat[oie]|bambin[oie]|lattant[ei]|omogeneizzat[oie]|latte in polvere|prima infanzia|svezzamento)\b/i;
/** Whether a table entry is baby food the person did not ask for. */
export const isUnaskedBabyFood = (entryName: string, said: string): boolean => BABY_FOOD_ENTRY.test(entryName) && !BABY_SAID.test(said);

/**
 * Alcohol itself ('Pure alcohol', ethanol) or a food made with it ('Coffee (infusion) with alcohol', 'Cheese fondue (with
 * alcohol)'): never the food a person means by a word it shares ('purè', mashed potato, found CIQUAL 'Pure alcohol', 30 g,
 * 198 kcal) unless they say the alcohol (0026-fix21bit). Beers and wines named by their strength ('4-5° alcohol') are not.
 */
export const ALCOHOL_ENTRY = /^(?:pure alcohol|alcohol\b|ethanol\b|ethyl alcohol)|\bwith alcohol\b/i;
/** Words that say the alcohol in a food, in English and Italian ('caffè corretto', 'with rum'). */
export const ALCOHOL_SAID =
  /\b(?:alcohol|alcoholic|alcool|alcol|alcolic[oaie]|ethanol|etanolo|spirits?|liqueur|liquore|rum|brandy|cognac|grappa|whisk(?:e)?y|vodka|spiked|boozy|corretto|irish coffee)\b/i;
/** Whether a table entry is alcohol, or made with it, that the person did not say. */
export const isUnaskedAlcohol = (entryName: string, said: string): boolean => ALCOHOL_ENTRY.test(entryName) && !ALCOHOL_SAID.test(said);

/** An entry that is a dish's dressing or sauce ('Salad dressing, caesar dressing, regular'; 'Sauce, pesto'), by its head. */
const PART_HEAD = /\b(dressings?|sauces?|gravy|gravies|condimento|salsa)\b/i;
/** A salad said ('caesar salad', 'un'insalata caesar'). */
const SALAD_SAID = /\b(salads?|insalat[ae])\b/i;
/** The part said ('caesar dressing', 'salsa caesar'). */
const PART_SAID = /\b(dressings?|sauces?|gravy|condimento|salsa|sugo)\b/i;

/**
 * A salad said whose entry is its dressing: 'caesar salad' found 'Salad dressing, caesar dressing, regular' (542 kcal per
 * 100 g), as 'ranch', 'thousand island', 'greek' name both a salad and its dressing. A salad said is the salad; the
 * dressing is what the person says by its name (0026-chatrest21). The entry's head is its name before the first comma or
 * bracket.
 */
export function isDressingForSaidSalad(entryName: string, said: string): boolean {
  const head = entryName.split(/[,(]/)[0]!;
  return PART_HEAD.test(head) && SALAD_SAID.test(said) && !PART_SAID.test(said);
}

/** Meat and fish a dish entry adds by name ('Spaghetti, with meatballs in tomato sauce'), in the tables' English. */
const MAIN_FLESH =
  /\b(meat|meats|meatballs?|beef|pork|veal|lamb|chicken|turkey|ham|bacon|sausages?|frankfurters?|tuna|salmon|fish|shrimps?|prawns?|clams?|mussels?|crab)\b/gi;

/** One word that is a meat or fish (MAIN_FLESH without its global flag, so `test` keeps no position). */
const FLESH_WORD = new RegExp(MAIN_FLESH.source, "i");
const stem = (w: string) => w.toLowerCase().replace(/e?s$/, "");

/**
 * The meat or fish an entry names that the person did not say, when they named a dish by its parts (two words or more:
 * 'spaghetti in tomato sauce') and said no meat or fish: the tables' 'Spaghetti, with meatballs in tomato sauce, canned'
 * is a dish with a main ingredient added. Words in brackets only describe the entry ('Caesar's salad (salad, chicken,
 * croûtons, sauce)'); a meat the entry says is absent ('…, no meat') is none.
 * A dish said by one word ('lasagne', 'ravioli') keeps its usual entry: the tables' usual lasagne is made with meat.
 * `saidWords`: the said food's words in the tables' English.
 */
export function addedFlesh(entryName: string, saidWords: readonly string[]): string[] {
  // A meat or fish said ('chicken breast': 'Chicken, breast, meat only') is the food's own flesh, not an addition.
  if (saidWords.length < 2 || saidWords.some((w) => FLESH_WORD.test(w))) return [];
  const said = new Set(saidWords.map(stem));
  // A meat an entry says it has not ('Pasta with tomato sauce, no meat, canned') is none.
  const named =
    entryName
      .replace(/\(.*?\)/g, " ")
      .replace(/\b(?:no|without)\s+[a-z]+/gi, " ")
      .match(MAIN_FLESH) ?? [];
  return named.filter((w) => !said.has(stem(w)));
}

/** What a steak may be cut from, said with it ('tuna steak', 'bistecca di maiale', 'cauliflower steak', 'cheese steak'). */
const STEAK_OF =
  /\b(?:beef|manzo|vitell[oa]|veal|pork|maiale|lamb|agnello|mutton|sheep|pecora|horse|cavallo|venison|cervo|chicken|pollo|turkey|tacchino|gammon|ham|tuna|tonno|salmon|salmone|swordfish|spada|cod|fish|pesce|tofu|seitan|cauliflower|cavolfiore|cheese|minute|salisbury|hamburger|burger|soup|pie|bake|sandwich|sub|di|d')\b/;
/**
 * A steak said without the animal it is cut from is beef, in English and in Italian ('bistecca ai ferri', 'a grilled
 * steak', 'sirloin steak'): the search query names it (0026-fix21ana: 'bistecca' found BLS' sheep fillet steak, 'sirloin
 * steak' a horse's). A steak said with its animal, fish or vegetable, or a dish named with it, is left as said.
 */
export function beefSteak(said: string): string {
  if (!/\b(?:steaks?|bistecc[ae])\b/.test(said) || STEAK_OF.test(said)) return said;
  // A bare English 'steak' is the lexicon's beef steak already; a cut said with it ('sirloin steak') is searched.
  return said
    .replace(/\bbistecc[ae]\b/, "beef steak")
    .replace(/\b(sirloin|rump|fillet|ribeye|rib eye|t-bone|flank|skirt) (steaks?)\b/, "beef $1 $2");
}
