import type { Macros } from "./totals.ts";

/** A food's macros per 100 g, as the food database gives them; null = not reported by the source. */
export interface MacrosPer100g {
  energyKcal: number | null;
  proteinG: number | null;
  carbsG: number | null;
  fatG: number | null;
}

/**
 * What `grams` of a food bring, in a meal's whole numbers (docs/product/tracking.md#validation: values rounded to whole
 * numbers). A nutrient the source did not report counts as 0, and `unknown` lists it so the screen can say so.
 */
export function macrosForGrams(per100: MacrosPer100g, grams: number): Macros & { unknown: (keyof Macros)[] } {
  const unknown: (keyof Macros)[] = [];
  const part = (value: number | null, key: keyof Macros) => {
    if (value === null) {
      unknown.push(key);
      return 0;
    }
    // Round at 1e-9 first so 0.5 stays 0.5 in floating point (165 × 150 / 100 = 247.49999…).
    return Math.round(Math.round(((value * grams) / 100) * 1e9) / 1e9);
  };
  const calories = part(per100.energyKcal, "calories");
  const proteins = part(per100.proteinG, "proteins");
  const carbs = part(per100.carbsG, "carbs");
  const fats = part(per100.fatG, "fats");
  return { calories, proteins, carbs, fats, unknown };
}

/** Grams of `count` portions of `gramsEach`, to 0.1 g (as the server stores amounts). */
export const portionGrams = (count: number, gramsEach: number): number => Math.round(count * gramsEach * 10) / 10;

/**
 * A slice of cake said without a size: FNDDS' '1 regular or small piece/slice, 1 layer cake' of its bakery cakes, 115 g
 * (SR28's slices of a whole cake, 1/8 to 1/12 of it, weigh 68-144 g). FNDDS gives most cakes and cheesecakes only
 * '1 piece/slice, any size', 175-200 g, the average of every slice eaten in its survey, large ones included
 * (decision 0022-cakeslice).
 */
export const REGULAR_CAKE_SLICE_GRAMS = 115;

const ANY_SIZE_SLICE = /^1 (piece\/slice|slice|piece), any size$/i;
const CAKE_ENTRY = /\b(cakes?|cheesecakes?|torte)\b/i;

/**
 * The grams of a slice or piece of a food when the table's portion is its 'any size' one: for a cake (an entry named
 * cake, cheesecake or torte, not a pie) heavier than a regular slice, the regular slice; the same for a tray dessert's
 * piece or unspecified quantity (TRAY_DESSERT); else the table's grams.
 */
export function sliceOfCakeGrams(entryName: string, portion: string | null, grams: number): number | undefined {
  // A null portion is the table's unspecified quantity as the analyzer reads it (its label is not shown).
  const cake = portion !== null && ANY_SIZE_SLICE.test(portion.trim()) && CAKE_ENTRY.test(entryName);
  const tray = TRAY_DESSERT.test(entryName) && (portion === null || TRAY_PIECE.test(portion.trim()));
  if (!cake && !tray) return undefined;
  return grams > REGULAR_CAKE_SLICE_GRAMS ? REGULAR_CAKE_SLICE_GRAMS : undefined;
}

/** The lightest slice of a cake: SR28's slices of a whole cake weigh 68-144 g; an 8 g '1 slice/chunk' is a fruit's. */
const MIN_CAKE_SLICE_GRAMS = 40;

/**
 * A slice of a cake whose entry gives no slice nor piece, or only one no cake's slice weighs (BLS' 'Apple pie (cake
 * batter)' came with an 8 g '1 slice/chunk', a dried apple's): the regular slice of cake, 115 g, not a household slice
 * (25 g, bread's) nor the slice of the fruit it is named after ('una fetta di torta di mele' was 8 g; 0025-chatrest). A
 * large slice said keeps the caller's reading.
 */
export function unportionedCakeSlice(
  entryName: string,
  sliceGrams: number | undefined,
  size: string | null | undefined,
): number | undefined {
  const noCakeSlice = sliceGrams === undefined || sliceGrams < MIN_CAKE_SLICE_GRAMS;
  return noCakeSlice && size !== "large" && CAKE_ENTRY.test(entryName) ? REGULAR_CAKE_SLICE_GRAMS : undefined;
}

/**
 * A dessert cut from its tray as a layer cake is (tiramisù): FNDDS gives its piece only as '1 piece' or its unspecified
 * quantity, 175 g, its survey's average as a cake's 'any size' is; an Italian portion is 100-120 g (a pastry shop's
 * single portion, the analyzer's dessert portion of 120 g): the regular slice of cake, 115 g (0023-chatdish).
 */
const TRAY_DESSERT = /\btiramis[uù]\b/i;
const TRAY_PIECE = /^(1 piece|quantity not specified)$/i;

/** A table category of whole dishes (a mixed dish, soup, sandwich, pizza…), not of one food ('Rice, cooked', 'Beans, black'). */
const MIXED_DISH_CATEGORY =
  /mixed dish|dishes|\bsoups?\b|stews?|sandwich|pizza|burrito|taco|salads?\b|entree|meals|fried rice|restaurant|fast food/i;

/** Whether a table entry's category is one of whole dishes. */
export const isMixedDishCategory = (category: string | null | undefined): boolean => MIXED_DISH_CATEGORY.test(category ?? "");

/**
 * A serving of a mixed dish ('a portion of eggplant parmigiana'): the table's cup, when it has one (FNDDS' eggplant
 * parmesan: 198 g, against its 'quantity not specified' of 99 g, a side's). The analyzer and the chat read a serving of a
 * dish by this one rule; the caller keeps its own portion when that is larger (0022-italplate, 0023-chatdish).
 */
export function mixedDishCup<P extends { grams: number }>(
  category: string | null | undefined,
  portions: readonly P[],
  description: (p: P) => string,
): P | undefined {
  return isMixedDishCategory(category) ? portions.find((p) => /^1 cup$/i.test(description(p).trim())) : undefined;
}

/** Small oily fish sold in tins, in English and Italian (the chat and the analyzer read a tin of them alike). */
export const TINNED_FISH = /\b(sardines?|sardin[ae]|pilchards?|mackerel|sgombr[oi]|anchov(?:y|ies)|acciugh[ae]|alic[ei])\b/i;
/** A table entry for a food as it comes out of a can. */
export const CANNED_ENTRY = /\b(canned|tinned|in (?:oil|olive oil|sunflower oil|water|brine|tomato sauce))\b/i;
/**
 * A tin of small oily fish whose entry gives no can: the 120-125 g tin sold across Europe, about 90 g drained (SR28's can
 * of sardines in oil: 92 g drained), not a 400 g can of beans (0022-trial16).
 */
export const FISH_CAN_GRAMS = 90;
/**
 * A food said on or in another without an amount ('a jacket potato with tuna', 'a salad with tuna') whose table counts
 * it by its whole can or pack is a filling: 70 g, half a can of tuna drained (the UK's jacket potato and sandwich
 * fillings of fish or meat, 60-80 g), not the whole 165 g can (0024-leftovers).
 */
export const FILLING_GRAMS = 70;
/** A sandwich's filling that the tables count by the slice (bacon, cheese), said without an amount: two slices each. */
export const SANDWICH_FILLING_SLICES = 2;
/**
 * A British pork sausage, grilled: about 40 g (a 454 g pack of eight, 57 g raw, a third lost in the pan or grill). Said
 * without a number ('sausage and mash', 'a sausage sandwich', 'bangers and mash') they come two to a plate or a
 * sandwich, not one, nor a plate of sausage meat (0025-anacompound).
 */
export const SAUSAGE_GRAMS = 40;
export const SAUSAGES_SAID_BARE = 2;
/**
 * Eggs cooked as a dish said without a number ('scrambled eggs on toast', 'poached eggs', 'uova strapazzate') are two
 * eggs, the plate's usual portion (an egg dish is 'two eggs' on a café menu and in the UK's portion guides), not a cup
 * nor a 250 g plate of scrambled egg (0025-anacompound).
 */
export const EGGS_SAID_BARE = 2;
/**
 * An Italian tramezzino: two slices of crustless sandwich bread (pancarrè, 25 g a slice) and its fillings, about 120 g in
 * all (bar tramezzini weigh 100-150 g), not a pizza nor a whole mozzarella beside it (0025-anacompound).
 */
export const TRAMEZZINO_GRAMS = 120;
export const PANCARRE_SLICE_GRAMS = 25;
/**
 * An Italian panino named with its filling ('un panino con la cotoletta', 'panino salame e formaggio') when no table holds
 * it whole: a bar's roll (rosetta, michetta, ciabattina: 70-100 g, 80 g) and its fillings at a filling's portion
 * (`FILLING_GRAMS` shared), not the lexicon's ham sandwich beside them. A piadina is its flatbread (110 g) and the same
 * filling (0025-panino).
 */
export const PANINO_ROLL_GRAMS = 80;
export const PIADINA_GRAMS = 110;
/** A pack's unit that may be said after its food ('a yogurt pot', 'a hummus tub'): that unit of the food (0024-leftovers). */
export const PACK_AFTER_FOOD = /^(?:pots?|tubs?|containers?)$/;
/** A table portion that is a whole can or pack of the food ('1 can', '1 container'). */
export const WHOLE_PACK_PORTION = /^1 (?:can|tin|container|package|pack|pouch)\b/i;

/** A breakfast cereal eaten from a bowl with milk poured on it (not porridge or oats, cooked in their milk). */
export const BREAKFAST_CEREAL =
  /\b(corn ?flakes|bran flakes|cereals?|cereali|muesli|granola|cheerios|weetabix|shreddies|shredded wheat|rice krispies|special k|frosties|coco pops|crunchy nut|fiocchi di mais)\b/i;
/**
 * The milk poured on a bowl of cereal, said without an amount: 125 ml, the serving UK cereal packs declare ('30 g with
 * 125 ml of semi-skimmed milk'), not a glass (0024-trial18).
 */
export const MILK_ON_CEREAL_ML = 125;

/**
 * The Italian portion of cured meats said without an amount (SINU, LARN 2014): 'bresaola', 'prosciutto crudo', 'speck'
 * are 50 g, not a plate (0023-trial17, 0024-anafix).
 */
export const CURED_MEAT_GRAMS = 50;

/**
 * A pot of yogurt: the European single pot, 125 g (Italian and French pots 125 g; SR28's fruit yogurt '1 container
 * (4.4 oz)', 125 g), not the US 6 oz container (170 g) the tables give most yogurts. The analyzer and the chat read a pot
 * of yogurt, or one yogurt, alike (0024-anafix).
 */
export const YOGURT_POT_GRAMS = 125;
/**
 * A yogurt sold in the European pot: not a Greek yogurt or skyr (their pots are 150-170 g, the tables' container), a frozen
 * yogurt, a yogurt drink or a dish made with it.
 */
export const YOGURT =
  /^(?!.*\b(greek|greco|skyr|frozen|drinks?|drinkable|parfait|dressing|sauce|covered|raisins|pretzels)\b).*\byogh?urts?\b/i;

/**
 * A glass of wine said without a size is the tables' 5 fl oz glass, about 150 ml: SR28 '1 glass (5 fl oz)' of table
 * wine, 147 g (a standard drink's pour; the UK's small and large glasses are 125 and 250 ml). FNDDS gives its wines a
 * 6 fl oz '1 glass', 180 g; the analyzer and the chat read one glass the same (0024-trialfix).
 */
export const WINE_GLASS_GRAMS = 147;

/**
 * A small handful is two thirds of a handful (a handful of nuts is the tables' 1 oz, 28 g; a small one about 20 g), when
 * the food's portions give no small handful of their own (0024-trialfix).
 */
export const SMALL_HANDFUL_SHARE = 2 / 3;

/**
 * A juice or nectar said as one in Italian ('un succo d'arancia', 'un succo di frutta alla pera') or as a carton ('un
 * brick di succo') is the single-serve brick or bottle Italian shops and bars sell, 200 ml (UK lunchbox cartons too); a
 * juice weighs about 1.04 g per ml, within a label's tolerance of 200 g (0024-trialfix).
 */
export const JUICE_CARTON_GRAMS = 200;

/** A slice of a UK sliced loaf, 38 g: an 800 g loaf cut in 20-22 slices, 36-40 g each (0024-trialfix: granary bread). */
export const UK_BREAD_SLICE_GRAMS = 38;

/**
 * A crumpet, 45 g: FNDDS' '1 crumpet', which it gives on its English muffin entry (the one table that weighs one; CoFID's
 * toasted crumpets give no piece; UK crumpets are 40-55 g). The analyzer and the chat count crumpets by it (0025-anaportion).
 */
export const CRUMPET_GRAMS = 45;

/**
 * A side salad of leaves, 80 g: the UK's portion of vegetables and the Italian one (LARN 2014), FNDDS' guideline amount of
 * greens in a salad being 70 g. 'a side salad', 'a mixed salad', 'insalata mista' said without an amount (0023-misreads,
 * 0025-anaportion).
 */
export const SIDE_SALAD_GRAMS = 80;
/**
 * A cheese string (string cheese) is counted by its stick, FNDDS' '1 stick' of part-skim mozzarella, 28.35 g, not its '1
 * string' (4.7 g, one strand pulled off it): the analyzer's lexicon and the chat read one alike (0025-anaportion).
 */
export const STRING_CHEESE = /^(?:cheese ?strings?|string ?cheeses?|cheestrings?)$/i;
export const STRING_CHEESE_PIECE = /^1 stick$/i;

/** A mixed salad of leaves said by its name ('a mixed salad', 'un'insalata mista'): the chat reads it as the analyzer's lexicon does. */
export const MIXED_SALAD = /^(?:mixed (?:green |leaf )?salads?|insalat[ae] mist[ae])$/i;

/**
 * In Italian the grams of rice, pasta or another grain written by themselves ('80 g di riso', '70 g di farro') are its
 * raw (dry) weight, as Italians weigh them before cooking and as the Italian portions are given (SINU, CREA 2018: 80 g of
 * rice or pasta, raw); a cooked weight is said so ('200 g di riso cotto'). Up to 150 g: a raw first course is 60-120 g,
 * and a plate of cooked rice or pasta weighs 190-250 g, so more grams are a cooked weight. English grams of rice stay on
 * the cooked food the name means (0025-anaportion).
 */
export const RAW_WEIGHT_MAX_GRAMS = 150;

/** A cooked weight said so ('80 g di riso cotto', 'pasta lessata'). */
const COOKED_SAID = /\b(cott[oaie]|cooked|lessat[oaie]|bollit[oaie]|boiled)\b/i;

/** The Italian names of grains and pasta weighed raw, and the tables' words for their raw or dry form. */
const RAW_WEIGHED: [RegExp, string][] = [
  [/^riso integrale$/, "rice brown raw"],
  [/^riso basmati$/, "rice basmati raw"],
  [/^riso(?: (?:bianco|arborio|carnaroli|parboiled|vialone nano))?$/, "rice white raw"],
  [
    /^(?:pasta|pasta secca|spaghetti|penne|fusilli|rigatoni|maccheroni|farfalle|linguine|tagliatelle|bucatini|paccheri|orecchiette|mezze maniche|sedanini|tortiglioni|ditalini|conchiglie)$/,
    "pasta dry",
  ],
  [/^(?:farro|farro perlato|spelta)$/, "spelt raw"],
  [/^(?:orzo|orzo perlato)$/, "barley pearled raw"],
  [/^(?:cous cous|couscous|cuscus)$/, "couscous dry"],
  [/^quinoa$/, "quinoa uncooked"],
  [/^bulgur$/, "bulgur dry"],
  [/^miglio$/, "millet raw"],
];

/**
 * The tables' words for the raw or dry form of an Italian grain or pasta whose grams were written by themselves
 * ('80 g di riso' → 'rice white raw'), when the grams are a raw weight by `RAW_WEIGHT_MAX_GRAMS`; else undefined. The
 * analyzer and the chat read grams of rice alike by it.
 */
export function rawWeighedStaple(name: string, grams: number, lang: string | undefined, said = name): string | undefined {
  if (lang !== "it" || grams > RAW_WEIGHT_MAX_GRAMS || COOKED_SAID.test(said)) return undefined;
  const plain = name
    .toLowerCase()
    .replace(/^(?:di|del|della|dello|dei|degli|delle|d')\s*/, "")
    .replace(/\s+/g, " ")
    .trim();
  return RAW_WEIGHED.find(([re]) => re.test(plain))?.[1];
}

/** A table entry of a grain or pasta in its raw or dry form. */
export const RAW_OR_DRY_ENTRY = /\b(raw|dry|uncooked)\b/i;

/**
 * Whether a table entry is the raw or dry form `rawWeighedStaple` asked for: named first by its grain ('Rice, white, …,
 * raw'), holding each word asked, in a raw or dry form, and not a flour, a mix or a bran.
 */
export function isRawStapleEntry(query: string, entryName: string): boolean {
  const name = entryName.toLowerCase();
  const words = query.split(" ").filter((w) => !RAW_OR_DRY_ENTRY.test(w));
  return (
    RAW_OR_DRY_ENTRY.test(name) &&
    name.startsWith(words[0]!) &&
    words.every((w) => new RegExp(`\\b${w}\\b`).test(name)) &&
    !/\b(flour|mix|bran|cakes?|noodles?|gluten-free|spinach|vegetable)\b/.test(name)
  );
}

/**
 * Half a chicken ('half a roast chicken', 'mezzo pollo arrosto', "a Nando's half chicken") is a whole bird's half, not half
 * of one breast: FNDDS' roast chicken '1/2 chicken (yield after cooking, bone removed)', 300 g of meat and skin
 * (0025-fix20ana). A quarter chicken is half of it.
 */
export const HALF_CHICKEN_GRAMS = 300;
/**
 * A chicken said by its part ('half', 'quarter', 'mezzo', 'un quarto di'), with its cooking words and anything said before
 * it (a chain's name); group 1 is the part, group 2 the bird's word.
 */
export const CHICKEN_PART =
  /^(?:.*?\s)?(half|quarter|mezzo|mezza|un quarto di)\s+(?:an?\s+)?(?:(?:roast|roasted|grilled|rotisserie|peri(?:[- ]peri)?|piri(?:[- ]piri)?|bbq)\s+)*(chicken|pollo)(?:\s+(?:arrosto|allo spiedo|alla griglia|alla diavola|roast|roasted|grilled|rotisserie))*$/;

/**
 * Rice said after 'with' / 'con' beside a main ('chicken korma with pilau rice', 'chilli con carne with rice', 'pollo al
 * curry con riso basmati') is its portion on the plate, 200 g cooked (a takeaway's rice, 180-250 g; 70-80 g dry, LARN/
 * SINU), not a topping nor a side of vegetables (0025-fix20ana: the korma's pilau was 80 g).
 */
export const RICE_SIDE_GRAMS = 200;
/** A table entry or a name that is cooked rice as a side (plain, pilau, basmati, fried), not a rice dish of its own. */
export const RICE_SIDE =
  /^(?:rice\b(?!\s+(?:cakes?|crackers?|pudding|milk|drink|bran|flour|noodles?))|(?:\w+ )?(?:rice|riso)$|pilau\b|pilaf\b)/i;

/**
 * A dish baked in a tray and cut to serve ('una fetta di pasta al forno', 'a slice of lasagne', 'una fetta di parmigiana',
 * 'a slice of frittata'): a slice of it is a portion-sized piece (its table's piece, else a plate of the dish), not a
 * bread slice's 30 g (0025-fix20ana: 'una fetta di pasta al forno' was 30 g, 44 kcal).
 */
export const BAKED_DISH =
  /\b(?:al forno|baked|bakes?|lasagn[ae]s?|parmigiana|parmesan casserole|frittat[ae]|quiches?|timball[oi]|moussaka|gatt[oò]|gateau di patate|torta salata|tort[ae] rustic[ae]|pasticci?o|sformat[oi]|cannellon[ei]|gratin|casseroles?|tortin[oi])\b/i;

/**
 * Meals known by one name that no food table holds whole, read as their usual parts (0025-fix20ana; they read 0 kcal):
 * - a full English breakfast (a 'fry-up'): 2 pork sausages (~45 g each cooked), 2 rashers of back bacon (~25 g each
 *   grilled), a fried egg, baked beans (a third of a 415 g tin, ~135 g), a slice of toast, a grilled tomato (half of a
 *   160 g tomato) and fried mushrooms, as a UK café serves it (0025 trial20a's dietitian's reading: ~800-900 kcal);
 * - a ploughman's lunch: crusty bread (~90 g), 50 g of Cheddar, 30 g of sweet pickle, an apple and butter (the pub plate;
 *   ~700 kcal);
 * - a poke bowl: its base, 150 g of cooked sushi rice, 40 g of avocado and 30 g of edamame; its fish or tofu is what the
 *   person names with it ('poke bowl with salmon'), read as said (0025 trial20a: it was a burrito bowl).
 * Each part is written as a person would type it, in grams where a household word would be read wrong ('rashers'), and
 * read by the analyzer as such.
 */
export const COMPOSITE_MEALS: { name: RegExp; parts: string }[] = [
  {
    name: /^(?:full english(?: breakfast)?|(?:full )?english breakfast|fry[ -]?up|colazione (?:all')?inglese)$/,
    parts:
      "90 g pork sausages, 50 g grilled back bacon, a fried egg, 135 g baked beans, a slice of toast, 80 g grilled tomato, 50 g fried mushrooms",
  },
  { name: /^pok[eé](?: bowl)?$/, parts: "150 g cooked white rice, 40 g avocado, 30 g edamame" },
  { name: /^ploughman'?s(?: lunch)?$/, parts: "90 g crusty bread, 50 g cheddar, 30 g sweet pickle, an apple, 10 g butter" },
];

/** A word without its English plural ('sausages', 'beans', 'tomatoes'), to compare foods said with a composite's parts. */
const singular = (word: string): string =>
  /(?:oes|ches|shes|xes)$/.test(word) ? word.slice(0, -2) : /[^s]s$/.test(word) ? word.slice(0, -1) : word;

/**
 * Whether a food said after a composite meal ('fry up with 2 sausages, bacon, egg, beans and toast') is one of its parts:
 * its last word (its head, singular) is a word of the part's name ('beans' of '135 g baked beans', 'egg' of 'a fried
 * egg'). The composite's list of its parts is then the plate as said, each food once (0026-fix21ana).
 */
export function isCompositePart(partName: string, said: string): boolean {
  const head = singular(said.trim().split(/\s+/).at(-1) ?? "");
  return head.length > 2 && partName.split(/\s+/).some((w) => singular(w) === head);
}

/**
 * The share of a composite's parts a list said after it must name to be the whole plate ('fry up with sausages, bacon,
 * egg, beans and toast': 5 of 7): the list alone, each part once, sized as said or as the composite's part. Fewer ('full
 * english with bacon and eggs') say which of its parts, sized as said, in the composite (0026-fix21ana).
 */
export const COMPOSITE_LISTED_SHARE = 0.5;

/**
 * An arancino (arancina in Palermo) said in Italian is the Sicilian bar's rice ball, 180-250 g (200 g), its filling
 * ('al ragù', 'al burro') inside it: not FNDDS' 62 g American croquette, nor the croquette plus a side of sauce. Said in
 * English ('2 arancini') it keeps the tables' piece: the UK's and US's supermarket arancini are small (0025-fix20ana).
 */
export const ARANCINO_GRAMS = 200;
export const ARANCINO = /^aranc(?:in[oaie])\b/;
