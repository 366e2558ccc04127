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
 * A tin of small oily fish in a sauce ('a tin of mackerel in tomato sauce', 'sardines in tomato sauce', 'sgombro al
 * pomodoro') is eaten with its sauce, as baked beans are: the whole tin, not its drained fish (0027-fix22chatA). The tins
 * sold in the UK and Europe: pilchards 155 g, sardines 120 g, mackerel and the others 125 g.
 */
const FISH_TIN_IN_SAUCE_GRAMS: [RegExp, number][] = [
  [/\bpilchards?\b/i, 155],
  [/\b(sardines?|sardin[ae])\b/i, 120],
];
const FISH_IN_SAUCE_SAID = /\b(sauce|tomato(?:es)?|pomodoro|sugo|salsa)\b/i;
/** The grams of a tin of fish said in its sauce, eaten with it; `undefined` for any other tin (drained: FISH_CAN_GRAMS). */
export const fishTinInSauceGrams = (said: string): number | undefined =>
  TINNED_FISH.test(said) && FISH_IN_SAUCE_SAID.test(said) ? (FISH_TIN_IN_SAUCE_GRAMS.find(([re]) => re.test(said))?.[1] ?? 125) : undefined;
/**
 * A tin of tuna or salmon, drained: the UK's 145 g tin of tuna (Italy's 160 g) holds about 110 g of fish once drained
 * (CoFID and Ciqual weigh it drained); a US 5 oz can 113 g. Not a 400 g can of beans (0027-fix22chatA).
 */
export const TUNA_CAN_DRAINED_GRAMS = 110;
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
 * A British back bacon rasher, grilled: about 25 g (CoFID 19-500 'Bacon rashers, back, grilled'; a 300 g pack of ten
 * raw, a sixth lost on the grill), three times a US streaky slice (SR28's 8-11.5 g). A bacon butty, roll, bap or sarnie
 * holds two (0027-fix22cEN).
 */
export const BACK_RASHER_GRAMS = 25;
/** A UK takeaway kebab in pitta with salad, doner or chicken shish: 300 g (300-400 g served; CoFID 19-525, 19-526). */
export const TAKEAWAY_KEBAB_GRAMS = 300;
/**
 * Eggs cooked as a dish said without a number ('scrambled eggs on toast', 'poached eggs', 'uova strapazzate') are two
 * eggs, the plate's usual portion (an egg dish is 'two eggs' on a café menu and in the UK's portion guides), not a cup
 * nor a 250 g plate of scrambled egg (0025-anacompound).
 */
export const EGGS_SAID_BARE = 2;
/**
 * An egg cooked whole ('a soft boiled egg', '2 poached eggs', 'a fried egg') is counted by the egg: one egg's weight each,
 * the table's '1 egg' when it gives one (FNDDS' boiled or poached egg 50 g, fried 55 g), else 50 g (FNDDS 31103010 '1
 * egg'; SR28's large egg, 50 g without its shell), never a plate of egg (0026-anaeng: Ciqual's soft-boiled egg gives no
 * portion and 'a soft boiled egg' was 250 g). Said bare in the plural ('poached eggs') they are `EGGS_SAID_BARE`.
 */
export const ONE_EGG_GRAMS = 50;
/** A table entry of a whole egg cooked in its shell or in the pan, not a dish made with eggs (scrambled, a sauce, a salad). */
export const COOKED_EGG =
  /^(?:eggs?,?\s+(?:whole,?\s+)?(?:cooked,?\s+)?(?:soft[- ]boiled|hard[- ]boiled|boiled|poached|fried|coddled)|(?:fried|boiled|poached|coddled) eggs?)\b(?!.*\b(?:with|sandwich|salad|sauce|mayonnaise)\b)/i;
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
/**
 * A wrap named by its filling that no table holds whole ('a halloumi wrap', 'a falafel wrap'): its tortilla, a 25 cm
 * (10") wheat tortilla, 64 g (UK packs of eight weigh 61-64 g each; SR28's '1 tortilla (approx 10" dia)' 72 g), and its
 * filling, not FNDDS' filled 'Sandwich wrap, NFS' (140 g) beside the filling again (0026-anaeng).
 */
export const WRAP_TORTILLA_GRAMS = 64;
/**
 * A 'trancio' of pizza ('un trancio di pizza', 'due tranci di pizza margherita') is one slice of pizza al taglio, the
 * bakery's rectangular slice sold by weight, 150-200 g: 180 g of the tables' cheese pizza each, not a whole pizza (350 g)
 * nor the piece of a round pizza (FNDDS' '1 piece', 86 g). The class: the Italian slice-word 'trancio' said of any pizza;
 * a 'trancio' of fish stays its steak (the chat's fish cut). The analyzer and the chat share it (0026-trancio).
 */
export const PIZZA_TRANCIO_GRAMS = 180;
export const TRANCIO_WORD = /^tranci[o]?$/;
/** The grams of `count` tranci when the slice-word is said of a pizza, else undefined. */
export function pizzaTrancioGrams(word: string | undefined, food: string, count = 1): number | undefined {
  return word !== undefined && TRANCIO_WORD.test(word) && /\bpizz[ae]\b/i.test(food) ? portionGrams(count, PIZZA_TRANCIO_GRAMS) : undefined;
}
/**
 * A can of a drink (beer, cola, a soft drink) said without a size is the European and British 330 ml can, in Italian
 * ('una lattina') and in English: the tables' US 12 fl oz can (SR28 beer '1 can' 356 g, 355 ml) is 8 % above it, and a
 * British 440 ml beer can is the one bigger can in common use (0026-trancio).
 */
export const DRINK_CAN_GRAMS = 330;
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
 * SINU), not a topping nor a side of vegetables (0025-fix20ana: the korma's pilau was 80 g). A takeaway's rice said
 * in two words ('egg fried rice', 'special fried rice') is that portion too, not a side's 80 g (0027-fix22anaEN).
 */
export const RICE_SIDE_GRAMS = 200;
/** A table entry or a name that is cooked rice as a side (plain, pilau, basmati, fried), not a rice dish of its own. */
export const RICE_SIDE =
  /^(?:rice\b(?!\s+(?:cakes?|crackers?|pudding|milk|drink|bran|flour|noodles?))|(?:\w+ ){0,2}(?:rice|riso)$|pilau\b|pilaf\b)/i;

/**
 * A dish baked in a tray and cut to serve ('una fetta di pasta al forno', 'a slice of lasagne', 'una fetta di parmigiana',
 * 'a slice of frittata'): a slice of it is a portion-sized piece (its table's piece, else a plate of the dish), not a
 * bread slice's 30 g (0025-fix20ana: 'una fetta di pasta al forno' was 30 g, 44 kcal).
 */
export const BAKED_DISH =
  /\b(?:al forno|baked|bakes?|lasagn[ae]s?|parmigiana|parmesan casserole|frittat[ae]|quiches?|timball[oi]|moussaka|gatt[oò]|gateau di patate|torta salata|tort[ae] rustic[ae]|pasticci?o|sformat[oi]|cannellon[ei]|gratin|casseroles?|tortin[oi])\b/i;

/**
 * A mash-topped pie named as the plate's main ('cottage pie and peas', 'fish pie', "shepherd's pie"): a main's portion,
 * 300 g (FNDDS' shepherd's pie '1 individual pie' 250 g, its '1 slice' 210 g; UK ready meals 300-400 g), when its table
 * gives no portion (CoFID's homemade cottage and fish pies), not a dessert pie's slice, 120 g (0026-anaeng).
 */
export const MAIN_PIE_GRAMS = 300;
/** The words of a pie topped with mash and eaten as a main: cottage, shepherd's, fish, Cumberland pie. */
export const MAIN_PIE_KIND = /^(?:cottage|shepherd'?s?|fish|cumberland)$/;

/**
 * A British pasta bake (0026-anaeng; 'tuna pasta bake' was FNDDS' tuna noodle casserole with mushroom sauce, 280 g, and
 * 'chicken pasta bake' 86 g of chicken): no table holds it. A main-course portion of the UK recipe, as the dietitian's
 * reading of 0025 (trial20b) gave it: 80 g of dry pasta (220 g cooked), a cheese sauce (80 g of milk) and 30 g of Cheddar,
 * with the protein named at a filling's share of the dish (`FILLING_GRAMS`, 70 g: a 145 g tin of tuna drained, ~110 g,
 * shared between two plates; a 300-400 g pack of chicken between four), about 390 g and 550-650 kcal (CoFID's turkey
 * and pasta bake, 130 kcal/100 g × 390 g = 507). Group 1 of `PASTA_BAKE` is the protein.
 */
const PASTA_BAKE_PARTS = "220 g cooked pasta, 80 g whole milk, 30 g cheddar";
const PASTA_BAKE =
  /^(?:an? )?(tuna|chicken|salmon|ham|bacon|sausage|turkey|chorizo|prawn|meatball|beef mince|mince)(?: and (?:sweetcorn|broccoli|mushroom|tomato))? pasta bake$/;

/**
 * Italian regional and traditional dishes no table holds whole, read as their usual parts (0027-fix22bIT; trial22a read
 * 'bucatini all'amatriciana', 'arrosticini', 'ribollita', 'cacio e pepe' as a part with no energy, 'farinata' as a
 * wheat farina cereal, 'caponata' as a capon, 'peperonata' as pepperoni, 'pasta e piselli' as a small plate of pasta and
 * raw peas). Each is a plate as CREA/INRAN recipes and an Italian dietitian give it: pasta at its plate (90 g dry, 220 g
 * cooked; 0022-italplate), the 'pasta e X' and 'riso e X' minestre at 70 g of dry pasta (180 g cooked) with their legume
 * or vegetable cooked and their oil, a side of stewed vegetables (~200 g) with its oil, a bread soup or salad with its
 * stale bread. 'pasta e fagioli' and 'pasta e zucca' are left to the tables, which hold them. Parts are said as the
 * analyzer reads them right: 'potatoes' (SR28's baked potato, 93 kcal/100 g, near boiled's 86; 'boiled potatoes' finds
 * a fried dish), 'cooked green peas' ('cooked peas' reads raw), pizzoccheri's buckwheat pasta as cooked pasta.
 */
// The chat's food drops an 'e' and an apostrophe ('cacio pepe', 'bucatini all amatriciana'); 'pasta zucchine' without
// its 'e' is the head-first dish (0024-italhead), not the minestra.
const MINESTRA_PASTA = "180 g cooked pasta";
const ITALIAN_PASTA_SHAPE =
  "(?:pasta|spaghetti|bucatini|rigatoni|tonnarelli|mezze maniche|mezzemaniche|penne|linguine|fettuccine|maccheroni)";
/** The legumes and vegetables of a 'pasta e X' minestra, as the parts name them cooked. */
const PASTA_E: Record<string, string> = {
  ceci: "100 g cooked chickpeas",
  lenticchie: "100 g cooked lentils",
  piselli: "100 g cooked green peas",
  patate: "150 g potatoes",
  broccoli: "150 g cooked broccoli",
  cavolfiore: "150 g cooked cauliflower",
  zucchine: "150 g cooked zucchini",
};
/** Counted eggs of a frittata ('una frittata di due uova'): the number word as the English parts say it. */
const FRITTATA_EGGS: Record<string, string> = { due: "2", tre: "3", quattro: "4", "2": "2", "3": "3", "4": "4" };
/** Gelato flavours that are fruit (a gelateria's fruit gelato is a sorbet: no milk, ~120-130 kcal/100 g). */
const FRUIT_GELATO =
  "(?:fragola|limone|frutti di bosco|pesca|mango|lampone|melone|anguria|arancia|ananas|frutto della passione|mela verde|fico|ciliegia|mirtillo)";
const GELATO_CUP = "(?:una? )?(?:coppett[ae]|coppa|coppetta piccola|cono|cono piccolo|vaschetta piccola)";
export const ITALIAN_DISH_COMPOSITES: { name: RegExp; parts: string }[] = [
  // Amatriciana: the gricia with tomato: 30 g of guanciale, 80 g of tomato sauce, 15 g of pecorino (~620 kcal).
  {
    name: new RegExp(`^(?:${ITALIAN_PASTA_SHAPE} )?(?:all'|all' |all |alla |l')amatriciana$`),
    parts: "220 g cooked pasta, 30 g pork jowl, 80 g tomato sauce, 15 g pecorino",
  },
  // Cacio e pepe: pasta, 40 g of pecorino romano and black pepper (~500 kcal).
  { name: new RegExp(`^(?:${ITALIAN_PASTA_SHAPE} )?(?:a |al )?cacio (?:e )?pepe$`), parts: "220 g cooked pasta, 40 g pecorino" },
  ...Object.entries(PASTA_E).map(([it, part]) => ({
    name: new RegExp(`^pasta (?:e|con(?: i| le| il)?) ${it}$`),
    parts: `${MINESTRA_PASTA}, ${part}, 10 g olive oil`,
  })),
  // Risi e bisi (Venice), riso e piselli: 80 g of rice (220 g cooked), 120 g of peas, butter and parmigiano (~520 kcal);
  // riso e patate (Naples, Genoa): a thick minestra, 150 g of each with oil and parmigiano.
  {
    name: /^(?:risi (?:e )?bisi|riso (?:e|con(?: i)?) piselli)$/,
    parts: "220 g cooked white rice, 120 g cooked green peas, 10 g butter, 10 g grated parmesan",
  },
  { name: /^riso e patate$/, parts: "150 g cooked white rice, 150 g potatoes, 10 g olive oil, 10 g grated parmesan" },
  // Farinata (Liguria; cecina in Tuscany, socca in Nice): chickpea flour and water baked with oil; a slice of ~150 g is
  // 50 g of flour and 10 g of oil (~280 kcal), not a wheat farina.
  { name: /^(?:farinata(?: di ceci)?|cecina|torta di ceci)$/, parts: "50 g chickpea flour, 10 g olive oil" },
  // Tuscan bread soups and salads: ribollita (bean and cabbage soup, 300 g, on 50 g of stale bread), pappa al pomodoro
  // (tomatoes cooked with 60 g of bread), panzanella (soaked bread with tomato, cucumber and onion), each with its oil.
  { name: /^ribollita(?: toscana)?$/, parts: "300 g minestrone, 50 g white bread, 10 g olive oil" },
  { name: /^pappa (?:al|col) pomodoro$/, parts: "180 g tomatoes, 60 g white bread, 15 g olive oil" },
  { name: /^panzanella(?: toscana)?$/, parts: "60 g white bread, 100 g tomatoes, 40 g cucumber, 20 g onion, 10 g olive oil" },
  // Stewed vegetable sides (~200 g) with their oil: caponata (fried aubergine, tomato, onion, celery, olives),
  // peperonata (peppers with onion and tomato).
  {
    name: /^caponata(?: di melanzane| siciliana)?$/,
    parts: "150 g cooked eggplant, 30 g tomato sauce, 20 g onion, 15 g olive oil",
  },
  { name: /^peperonata$/, parts: "150 g red peppers, 40 g onion, 50 g tomatoes, 15 g olive oil" },
  // Brasato (al Barolo, all'Amarone): beef braised in red wine, a main's 180 g of meat with the braise's oil (~520 kcal).
  { name: /^brasato(?: di manzo)?(?: al barolo| all'amarone| al vino rosso)?$/, parts: "180 g braised beef, 10 g olive oil" },
  // Canederli (Knödel, South Tyrol and Trentino): two bread dumplings of stale bread, speck, an egg and milk (~400 kcal).
  {
    name: /^canederli(?: allo speck| in brodo| al burro)?$/,
    parts: "80 g white bread, 30 g speck, 1 egg, 60 g whole milk",
  },
  // Pizzoccheri (Valtellina): buckwheat pasta with potatoes and cabbage, a semi-hard cheese (casera), butter and
  // parmigiano (~590 kcal a plate).
  {
    name: /^pizzoccheri(?: della valtellina| valtellinesi)?$/,
    parts: "150 g cooked pasta, 80 g potatoes, 60 g cooked cabbage, 50 g provolone, 20 g butter, 10 g grated parmesan",
  },
  // Fave e cicoria (Apulia, 'ncapriata): a purée of dried broad beans, cooked, with boiled chicory greens; FNDDS' cooked
  // fava beans hold the purée's oil (6.9 g of fat/100 g), so no oil is added (~360 kcal; 250 g of raw dry beans before).
  {
    name: /^(?:fave e cicori[ae]|(?:pur[eè]|purea|crema) di fave e cicori[ae]|'?n'?capriata)$/,
    parts: "200 g cooked fava beans, 150 g boiled chicory greens",
  },
  // Trippa alla romana: simmered tripe in tomato sauce with pecorino and mint (~320 kcal a plate).
  { name: /^trippa(?: alla romana| al sugo| alla fiorentina)?$/, parts: "200 g cooked tripe, 80 g tomato sauce, 15 g pecorino" },
  // A frittata of counted eggs ('una frittata di due uova'): the eggs said and the pan's oil, not one egg.
  ...Object.entries(FRITTATA_EGGS).map(([said, n]) => ({
    name: new RegExp(`^frittata (?:di|con) ${said} uova$`),
    parts: `${n} eggs, 10 g olive oil`,
  })),
  // A gelateria's cup or cone ('una coppetta di gelato fragola e limone'): a 100 g cup, fruit flavours a sorbet, others
  // an ice cream; not grams of the fruit its flavour names.
  {
    name: new RegExp(
      `^${GELATO_CUP} (?:di |del )?gelato (?:al |alla |ai |alle |di |gusto )?${FRUIT_GELATO}(?: e (?:al |alla |ai |alle )?${FRUIT_GELATO})*$`,
    ),
    parts: "100 g sorbet",
  },
  { name: new RegExp(`^${GELATO_CUP} (?:di |del )?gelato(?: .+)?$`), parts: "100 g ice cream" },
];

/**
 * Meals known by one name that no food table holds whole, read as their usual parts (0025-fix20ana; they read 0 kcal):
 * - a full English breakfast (a 'fry-up'): 2 pork sausages (~45 g each cooked), 2 rashers of back bacon (~25 g each
 *   grilled), a fried egg, baked beans (a third of a 415 g tin, ~135 g), a slice of toast, a grilled tomato (half of a
 *   160 g tomato) and fried mushrooms, as a UK café serves it (0025 trial20a's dietitian's reading: ~800-900 kcal);
 * - a ploughman's lunch: crusty bread (~90 g), 50 g of Cheddar, 30 g of sweet pickle, an apple and butter (the pub plate;
 *   ~700 kcal);
 * - a poke bowl: its base, 150 g of cooked sushi rice, 40 g of avocado and 30 g of edamame; its fish or tofu is what the
 *   person names with it ('poke bowl with salmon'), read as said (0025 trial20a: it was a burrito bowl).
 * - a pasta bake: its base and the protein named with it (`PASTA_BAKE`).
 * Each part is written as a person would type it, in grams where a household word would be read wrong ('rashers'), and
 * read by the analyzer as such; '$1' in the parts is what the name's group 1 said.
 */
export const COMPOSITE_MEALS: { name: RegExp; parts: string }[] = [
  {
    name: PASTA_BAKE,
    parts: `${PASTA_BAKE_PARTS}, ${FILLING_GRAMS} g $1`,
  },
  { name: /^(?:cheesy )?pasta bake$/, parts: PASTA_BAKE_PARTS },
  {
    name: /^(?:full english(?: breakfast)?|(?:full )?english breakfast|fry[ -]?up|colazione (?:all')?inglese)$/,
    parts:
      "90 g pork sausages, 50 g grilled back bacon, a fried egg, 135 g baked beans, a slice of toast, 80 g grilled tomato, 50 g fried mushrooms",
  },
  { name: /^pok[eé](?: bowl)?$/, parts: "150 g cooked white rice, 40 g avocado, 30 g edamame" },
  { name: /^ploughman'?s(?: lunch)?$/, parts: "90 g crusty bread, 50 g cheddar, 30 g sweet pickle, an apple, 10 g butter" },
  // Italian dishes 'alla X' whose name is a known preparation of a base food the tables hold plain (0026-fix21chat): the
  // base at its plate with what the preparation adds, not the base alone at a US cup ('gnocchi alla sorrentina' was
  // 188 g of plain gnocchi, 254 kcal). Gnocchi alla sorrentina: potato gnocchi (220 g cooked, a plate; 0022-italplate)
  // baked with tomato sauce (100 g), mozzarella (50 g) and parmigiano (10 g): ~550-650 kcal.
  {
    name: /^gnocchi (?:alla |di )?sorrentina$/,
    parts: "220 g cooked potato gnocchi, 100 g tomato sauce, 50 g mozzarella, 10 g grated parmesan",
  },
  // Gnocchi alla romana are semolina gnocchi (semolina cooked in milk, cut in discs; CIQUAL 'Gnocchi, from semolina',
  // 200 kcal/100 g), not potato ones, baked with butter (10 g) and parmigiano (15 g): a plate of 220 g, ~575 kcal.
  { name: /^gnocchi (?:alla )?romana$/, parts: "220 g semolina gnocchi, 10 g butter, 15 g grated parmesan" },
  // Pasta alla gricia, the Roman pasta 'bianca' (carbonara without egg, amatriciana without tomato): a plate of pasta
  // (90 g dry, 220 g cooked) with 40 g of guanciale (cured pork jowl) and 20 g of pecorino romano, ~600 kcal, not the
  // plain pasta of its first word (0026-fix21bit). Any pasta shape said with it ('rigatoni alla gricia').
  {
    name: /^(?:pasta|spaghetti|rigatoni|tonnarelli|bucatini|mezze maniche|mezzemaniche|penne) (?:alla |la )?gricia$/,
    parts: "220 g cooked pasta, 40 g pork jowl, 20 g pecorino",
  },
  // Vitello tonnato: thin slices of cold roast veal (120 g, a main's plate) under a tuna-and-mayonnaise sauce (50 g: 30 g
  // of mayonnaise, 20 g of tuna), ~350 kcal; no table holds it (it was an unknown name; 0026-fix21bit).
  { name: /^vitello (?:tonnato|tonné|tonne)$/, parts: "120 g roast veal, 30 g mayonnaise, 20 g canned tuna" },
  ...ITALIAN_DISH_COMPOSITES,
];

/**
 * The Italian names of the parts the composite meals are read as (`COMPOSITE_MEALS`, in English, as the analyzer parses
 * them), for an Italian answer: the person said the dish, not its parts, so the parts are named in the reader's
 * language ('gnocchi di patate', not 'Potato gnocchi'). A part not listed keeps its English words.
 */
const COMPOSITE_PART_NAMES_IT: Record<string, string> = {
  pasta: "pasta",
  "whole milk": "latte intero",
  cheddar: "cheddar",
  tuna: "tonno",
  chicken: "pollo",
  salmon: "salmone",
  ham: "prosciutto cotto",
  bacon: "pancetta",
  sausage: "salsiccia",
  turkey: "tacchino",
  chorizo: "chorizo",
  prawn: "gamberi",
  meatball: "polpette",
  "beef mince": "macinato di manzo",
  mince: "macinato",
  "pork sausages": "salsicce di maiale",
  "grilled back bacon": "bacon alla griglia",
  "fried egg": "uovo fritto",
  "baked beans": "fagioli in salsa di pomodoro",
  toast: "pane tostato",
  "grilled tomato": "pomodoro alla griglia",
  "fried mushrooms": "funghi fritti",
  "white rice": "riso bianco",
  avocado: "avocado",
  edamame: "edamame",
  "crusty bread": "pane casereccio",
  "sweet pickle": "sottaceti in agrodolce",
  apple: "mela",
  butter: "burro",
  "potato gnocchi": "gnocchi di patate",
  "tomato sauce": "salsa di pomodoro",
  mozzarella: "mozzarella",
  "grated parmesan": "parmigiano grattugiato",
  "semolina gnocchi": "gnocchi di semolino",
  "pork jowl": "guanciale",
  pecorino: "pecorino",
  "roast veal": "vitello arrosto",
  mayonnaise: "maionese",
  "canned tuna": "tonno in scatola",
  // ITALIAN_DISH_COMPOSITES' parts.
  chickpeas: "ceci",
  lentils: "lenticchie",
  "green peas": "piselli",
  potatoes: "patate",
  broccoli: "broccoli",
  cauliflower: "cavolfiore",
  zucchini: "zucchine",
  "olive oil": "olio d'oliva",
  "chickpea flour": "farina di ceci",
  minestrone: "minestrone",
  "white bread": "pane raffermo",
  tomatoes: "pomodori",
  cucumber: "cetriolo",
  onion: "cipolla",
  eggplant: "melanzane",
  "red peppers": "peperoni",
  "braised beef": "manzo brasato",
  speck: "speck",
  egg: "uovo",
  eggs: "uova",
  cabbage: "verza",
  provolone: "formaggio casera",
  tripe: "trippa",
  "fava beans": "purè di fave",
  "boiled chicory greens": "cicoria lessa",
  sorbet: "gelato alla frutta",
  "ice cream": "gelato",
};

/** A composite meal's part as an answer in `lang` names it: its Italian name in Italian, else as the parts list says it. */
export const compositePartName = (part: string, lang: "en" | "it"): string =>
  lang === "it" ? (COMPOSITE_PART_NAMES_IT[part.toLowerCase().replace(/^cooked /, "")] ?? part) : part;

/**
 * A composite said by the plate ('un piatto di gnocchi alla sorrentina'): one plate is the composite as listed; a slice
 * of one cut in portions ('una fetta di farinata') is its portion too (0027-fix22bIT).
 */
export const COMPOSITE_PLATE_UNITS: readonly string[] = ["bowl", "serving", "slice"];

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

/** A curry's main-course portion, without its rice. */
export const CURRY_GRAMS = 350;
const CURRY = /^(curry|korma|jalfrezi|masala|vindaloo|madras|bhuna|balti|dopiaza|dhansak|rogan|pasanda|makhani)$/;
const CURRY_MEAT = /^(chicken|lamb|beef|pork|mutton|goat|keema|prawns?|shrimps?|fish|turkey|duck)$/;

/**
 * A meat or fish curry said as one ('a chicken jalfrezi', 'chicken tikka masala'): the takeaway's main course, 350 g
 * without its rice, whatever portion its table gives (FNDDS' '1 cup' of chicken curry, 240 g, is a US serving ladled
 * beside rice, not the curry eaten as the main) (0025-chatdish). Shared by the analyzer and the chat (0026-chatbare).
 */
export function meatCurry(words: string[]): boolean {
  return words.some((w) => CURRY.test(w)) && words.some((w) => CURRY_MEAT.test(w));
}

/**
 * Foods bought and eaten by the piece, said by their name: a bagel, a pastry, a cheese string, a cereal bar. Said without
 * an amount ('calories in string cheese', 'bagel calories') they mean one of them.
 */
const COUNTED_SAID =
  /\b(string ?cheeses?|cheese ?strings?|bagels?|croissants?|cornett[oi]|brioches?|muffins?|doughnuts?|donuts?|crumpets?|scones?|pasty|pasties|samosas?|sausage rolls?|scotch eggs?|pork pies?|cereal bars?|granola bars?|protein bars?|flapjacks?|merendin[ae]|pop ?tarts?)\b/i;

/**
 * How a food said without any amount ('chicken tikka masala calories', 'calories in string cheese', 'kit kat calories')
 * is read, the analyzer's reading of the same words: a whole dish (a mixed dish's table category, or a meat curry) is one
 * serving of it; a snack sold in packets (PACKET_SAID) is one packet; a food eaten by the piece (COUNTED_SAID, or a
 * brand's chocolate bar: `brandedBar`, the caller's test of the entry) is one of it. Any other food, one people weigh
 * (rice, flour, oil, a chicken breast, milk, fruit by weight), stays per 100 g: `undefined` (0026-chatbare).
 */
export function bareFoodReading(
  said: string,
  entry: { name: string; category?: string | null },
  brandedBar: boolean,
): "serving" | "packet" | "one" | undefined {
  if (PACKET_SAID.test(said)) return "packet";
  if (COUNTED_SAID.test(said) || brandedBar) return "one";
  if (meatCurry(said.toLowerCase().split(/[^\p{L}]+/u))) return "serving";
  const category = entry.category ?? "";
  if (!isMixedDishCategory(category) || NOT_A_DISH_CATEGORY.test(category)) return undefined;
  // A table that files its soups with its sauces and gravies, or its salads with lettuce: a dish only when the entry is one.
  return !CONDIMENT_CATEGORY.test(category) || DISH_ENTRY.test(entry.name) ? "serving" : undefined;
}

/**
 * A can of food eaten with what it is canned in, not drained: beans in their tomato sauce (baked beans), pasta in sauce
 * (canned spaghetti, ravioli), soup, tomatoes with their juice (pelati, chopped), fruit in its syrup or juice, rice
 * pudding, custard, chilli. The whole can is eaten: a UK or EU 400 g can (a Heinz tin 415 g). Beans, chickpeas,
 * lentils, sweetcorn and fish canned in water or brine are drained (FOOD_CAN_GRAMS in the chat, 240 g of a 400 g can).
 */
export const WHOLE_CAN_GRAMS = 400;
/**
 * Categories the mixed-dish test takes that hold single foods: FNDDS files fruit with its fruit salads and oils with
 * dressings ('Salad dressings and vegetable oils'); baby food is not a served dish.
 */
const NOT_A_DISH_CATEGORY = /\b(oils?|dressings?|fruits?|baby)\b/i;
/** Categories of condiments (SR28's 'Soups, Sauces, and Gravies', CoFID's '… miscellaneous foods') or of lettuce. */
const CONDIMENT_CATEGORY = /\b(sauces?|gravies|miscellaneous|lettuce)\b/i;
/** An entry that is a dish by its own name. */
const DISH_ENTRY = /\b(soups?|stews?|chowder|broth|salad|casserole|curry|chilli|chili)\b/i;
/** Snacks sold in single-serving packets: said without an amount ('calories in walkers crisps') they mean one packet. */
const PACKET_SAID = /\b(crisps|potato chips|patatine|tortilla chips)\b(?!.*\b(?:fritte|fries)\b)/i;
const EATEN_WITH_ITS_SAUCE_SAID =
  /\b(baked beans|in (?:tomato )?sauce|spaghetti|ravioli|macaroni|soups?|zupp[ae]|minestr\w*|tomato(?:es)?|pomodor[oi]|pelati|passata|in (?:light |heavy )?syrup|sciroppo|rice pudding|custard|chill?i)\b/i;
const EATEN_WITH_ITS_SAUCE_ENTRY =
  /\b(baked beans|in (?:tomato )?sauce|with (?:tomato|meat) sauce|soup|solids and liquids|whole contents|syrup|juice pack|in (?:its own )?juice|rice pudding|custard)\b/i;

/** Whether a can of the food said ('a tin of baked beans', 'una scatola di pelati') is eaten whole, with its sauce or syrup. */
export const eatenWithItsSauce = (said: string, entryName: string): boolean =>
  EATEN_WITH_ITS_SAUCE_SAID.test(said) || EATEN_WITH_ITS_SAUCE_ENTRY.test(entryName);

/**
 * A piece said with a size ('a large slice of pizza') when the table cuts the food in pieces of each size ('1 piece,
 * large pizza', '1 piece, medium pizza'): the regular piece the reader already takes, scaled as the table's piece of that
 * size is to its medium one (a large slice of pepperoni pizza: 86 g × 91 / 66). The analyzer and the chat share it
 * (0025-anaportion, 0026-chatbare); `undefined` when the table has no piece of that size or no medium one.
 */
export function sizedPieceGrams(
  regularGrams: number,
  portions: readonly { description: string; grams: number }[],
  size: string,
): { grams: number; portion: string } | undefined {
  const sized = portions.find((p) => new RegExp(`\\b${size}\\b`, "i").test(p.description));
  const medium = portions.find((p) => /\bmedium\b/i.test(p.description));
  if (!sized || !medium) return undefined;
  return { grams: Math.round(((regularGrams * sized.grams) / medium.grams) * 10) / 10, portion: sized.description };
}

/**
 * Italian foods counted by the piece whose table piece is another country's size or missing: a Roman supplì (rice, ragù
 * and mozzarella, fried) weighs 100-130 g, 115 g (FNDDS' only rice croquette is a 62 g American one); a Neapolitan crocchè
 * (fried potato croquette) 60-90 g, 75 g (the tables give potato croquettes no piece); a caffellatte is the breakfast
 * cup of milk with coffee, 250 ml (FNDDS' 'Coffee, Latte' counts a US café's 16 fl oz medium, 480 g). Said in either
 * language: the words name only the Italian piece (the arancino's rule above is for Italian only) (0026-itdish).
 */
const ITALIAN_PIECES: { name: RegExp; grams: number; portion: string }[] = [
  { name: /^suppl[iì](?![a-z])/, grams: 115, portion: "1 piece" },
  { name: /^crocch[eèé](?![a-z])/, grams: 75, portion: "1 piece" },
  { name: /^caff[eè]l?latte$/, grams: 250, portion: "1 cup" },
];

/**
 * Italian bakery pieces said in Italian, sold by the piece at the forno whatever the table's piece: a piece ('un pezzo',
 * 'un trancio') or a focaccia said bare ('una focaccia al rosmarino', 'focaccia genovese') is the bakery's 100-120 g
 * piece, 100 g (FNDDS' '1 slice' of focaccia, 57 g, is a US sandwich cut). Said in English ('a piece of focaccia') the
 * table's piece stays (0027-fix22cIT).
 */
const ITALIAN_BAKERY_PIECES: { name: RegExp; grams: number; portion: string }[] = [
  { name: /^focacc(?:ia|e)(?![a-z])/, grams: 100, portion: "1 piece" },
];

/** One Italian piece named first in `name`, its grams and its portion's name, if it is one (`ITALIAN_PIECES`; in
 * Italian, `ITALIAN_BAKERY_PIECES` too). */
export function italianPiece(name: string, lang?: "en" | "it"): { grams: number; portion: string } | undefined {
  const said = name.trim().toLowerCase();
  return (
    ITALIAN_PIECES.find((p) => p.name.test(said)) ?? (lang === "it" ? ITALIAN_BAKERY_PIECES.find((p) => p.name.test(said)) : undefined)
  );
}

/**
 * A single-serve pack of a dry bakery snack ('un pacchetto di cracker', 'un pacchettino di grissini', 'una monoporzione di
 * fette biscottate', 'a packet of crackers'): one packet of a multipack, 25-32 g on Italian labels (28 g), not FNDDS'
 * US single-serving bag of crackers (45 g) nor a packet of crisps (0026-itdish).
 */
export const DRY_SNACK_PACK_GRAMS = 28;
/** A dry bakery snack sold in single-serve packs (`DRY_SNACK_PACK_GRAMS`). */
export const DRY_SNACK = /\b(?:crackers?|grissin[oi]|breadsticks?|fett[ae] biscottat[ae]|biscottat[ae]|rusks?|taralli(?:ni)?)\b/i;
/** The words for one single-serve pack, Italian and English. */
export const SNACK_PACK = /^(?:pacchett[oi]|pacchettin[oi]|monoporzion[ei]|packets?|packs?)$/i;
