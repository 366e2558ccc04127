/**
 * Another dish's entry, found by a word it shares with what was said (0027-guard22).
 *
 * The tables' English names carry words that make an entry another dish than the one a person typed: 'pane burro e
 * marmellata' found 'Pudding, bread and butter', 'pollo al limone' found 'Restaurant, Chinese, lemon chicken',
 * 'risotto ai funghi porcini' found 'Green spelt risotto with button mushrooms'. Each was a word the text did not say: a
 * dish type (pudding, pie, cake, soup, ice cream, sandwich, salad), a cuisine (Chinese, Thai, fast food), a grain or a
 * meat other than the one said (spelt, barley; pork for beef), a form (dried, powder, dehydrated, concentrate, baby food,
 * alcohol). `otherDishWords` names them for an entry and a text, in English and Italian; the analyzer's dish search
 * (`findDish`), its search fallback and the chat's choice of a food all ask it, so an entry without them is preferred,
 * the text's parts read when none is, and the confidence lowered when the entry stays.
 */
import { ALCOHOL_ENTRY, ALCOHOL_SAID, BABY_FOOD_ENTRY, BABY_SAID } from "./food-names.ts";

/** One distinctive word of an entry: the entry's pattern, the words that say it (EN and IT), and why it is distinctive. */
export interface DistinctiveWord {
  kind: string;
  entry: RegExp;
  said: RegExp;
  reason: string;
}

/** Dish types, cuisines, grains and forms that make an entry another dish unless the text says them. */
export const DISTINCTIVE_WORDS: readonly DistinctiveWord[] = [
  {
    kind: "pudding",
    entry: /\bpuddings?\b/i,
    said: /\b(?:puddings?|budin[oi]|black pudding|yorkshire)\b/i,
    reason: "a baked or boiled dessert: 'pane burro e marmellata' is bread, butter and jam, not bread-and-butter pudding",
  },
  {
    kind: "pie",
    entry: /\bpies?\b/i,
    said: /\b(?:pies?|pasticcio|pasticcini|tortino|sformato|torta salata|torte salate|quiche|pasty|pasties)\b/i,
    reason: "a dish in pastry: 'chicken and mushrooms' is no chicken and mushroom pie",
  },
  {
    kind: "cake",
    entry: /\bcakes?\b/i,
    said: /\b(?:cakes?|tort[ae]|tortin[ae]|ciambell[ae]|plumcake|pan di spagna|fishcakes?|pancakes?|cupcakes?)\b/i,
    reason: "a baked sweet (or a fish or rice cake): 'carrots' or 'rice' said is not a carrot or rice cake",
  },
  {
    kind: "crumble",
    entry: /\bcrumbles?\b/i,
    said: /\bcrumbles?\b/i,
    reason: "a baked fruit dessert: 'apple' or 'mele' said is the fruit",
  },
  {
    kind: "soup",
    // (An entry filed as 'Soup, bouillabaisse' is the soup said by its own name.)
    entry: /^(?!soups?,).*\bsoups?\b/i,
    said: /\b(?:soups?|zupp[ae]|minestr[ae]|minestrin[ae]|minestrone|brodo|vellutat[ae]|crema di|passato di|broth|bisque|chowder|consomm[eé]|ramen|pho|stock|gazpacho|ribollita|pasta e fagioli|pasta e ceci)\b/i,
    reason: "a soup is a bowl of mostly water: 'chicken and vegetables' is not chicken vegetable soup",
  },
  {
    kind: "ice cream",
    entry: /\bice[- ]?creams?\b|\bgelato\b/i,
    said: /\b(?:ice[- ]?creams?|gelat[oi]|con[oi]|sundae|coppett[ae]|semifreddo|affogato)\b/i,
    reason: "a frozen dessert: 'twirl', 'mini cheddars' or 'cookies' said is not an ice cream of that name",
  },
  {
    kind: "sandwich",
    entry: /\bsandwich(?:es)?\b/i,
    said: /\b(?:sandwich(?:es)?|panin[oi]|tramezzin[oi]|toast(?:ie)?|sub|rolls?|baps?|wraps?|baguette|butty|sarnie|piadin[ae]|burger|hamburger|club|blt)\b/i,
    reason: "a made sandwich: 'bread and cheese' is bread and cheese, at their own portions",
  },
  {
    kind: "salad",
    // (A 'tuna salad sandwich' is a sandwich of its filling: 'salad' there says the filling.)
    entry: /\bsalads?\b(?! (?:sandwich|sub|wrap|roll|on)\b)/i,
    said: /\b(?:salads?|insalat[ae]|insalatin[ae]|caprese|slaw|coleslaw|tabbouleh|panzanella|nizzarda|caesar)\b/i,
    reason: "a dressed salad: 'ham' or 'pollo e patate' said is not ham or chicken-potato salad",
  },
  {
    kind: "chinese",
    entry: /\bchinese\b/i,
    said: /\b(?:chinese|cines[ei]|cantonese|takeaway|take away|asian|orientale)\b/i,
    reason: "a Chinese restaurant's dish (battered, sweet sauce): 'pollo al limone' is a chicken roasted with lemon",
  },
  {
    kind: "thai",
    entry: /\bthai\b/i,
    said: /\b(?:thai|tailandes[ei]|thailandes[ei])\b/i,
    reason: "a Thai dish (coconut, curry paste): 'chicken curry' said is not a Thai green curry",
  },
  {
    kind: "fast food",
    entry: /\bfast[- ]food\b/i,
    said: /\b(?:fast[- ]food|mcdonald'?s|burger king|kfc|drive|order|takeaway)\b/i,
    reason: "a fast-food chain's item: an order said is one, a plate at home is not",
  },
  {
    kind: "meal kit",
    entry: /\bmeal kits?\b|\bnot included\b|\bdry mix\b/i,
    said: /\b(?:kits?|mix|preparato|busta|bustina)\b/i,
    reason: "a packet to cook with what it leaves out: 'lemon chicken with rice' found a kit '(chicken not included)', 197 kcal",
  },
  {
    kind: "grain",
    entry: /\b(?:spelt|barley|buckwheat|millet|quinoa|bulgur|bulghur|couscous|rye|amaranth|sorghum|teff)\b/i,
    said: /\b(?:spelt|farro|barley|orzo|buckwheat|grano saraceno|saraceno|pizzoccheri|millet|miglio|quinoa|bulgur|bulghur|couscous|cous cous|cuscus|rye|segale|amaranth|amaranto|sorghum|sorgo|teff|pumpernickel)\b/i,
    reason: "another grain: a 'risotto' is rice, not green spelt; 'pane' is wheat bread, not rye",
  },
  {
    kind: "dried",
    entry: /\b(?:dried|dehydrated|freeze[- ]dried)\b(?!,? (?:and )?(?:boiled|cooked|stewed|soaked|drained))/i,
    said: /\b(?:dried|dry|dehydrated|freeze[- ]dried|secc[hoaie]+|essiccat[oaie]|disidratat[oaie]|liofilizzat[oaie]|passit[oaie]|raisins?|prunes?|uvetta|sultanas?)\b/i,
    reason: "a dried food weighs a third or less of the fresh one: 'mushrooms', 'apricots' said are fresh",
  },
  {
    kind: "powder",
    entry: /\b(?:powder|powdered)\b/i,
    said: /\b(?:powder|powdered|in polvere|polvere|cocoa|cacao|protein|proteine|shake|whey|formula)\b/i,
    reason: "a powder is the dry form: 'latte' said is milk, not milk powder",
  },
  {
    kind: "concentrate",
    entry: /\b(?:concentrate|concentrated|condensed|undiluted)\b/i,
    said: /\b(?:concentrate|concentrated|concentrat[oaie]|condensed|condensat[oaie]|squash|cordial|sciroppo|syrup)\b/i,
    reason: "a concentrate is drunk or eaten diluted: 'orange juice', 'tomato soup' said are the ready ones",
  },
  {
    kind: "baby food",
    entry: BABY_FOOD_ENTRY,
    said: BABY_SAID,
    reason: "food for babies ('Toddler formula, Nido Kinder' for 'kinder bueno'; 0026-fix21chat)",
  },
  {
    kind: "alcohol",
    entry: ALCOHOL_ENTRY,
    said: ALCOHOL_SAID,
    reason: "alcohol itself or a food made with it ('Pure alcohol' for 'purè'; 0026-fix21bit)",
  },
];

/**
 * Meats and fishes by the words that say them (EN and IT): an entry naming one the text does not say, when the text
 * says another, is another dish ('Stir-fried pork' for 'beef stir fry', 'spezzatino di manzo' read as pork).
 */
const FLESH: readonly { entry: RegExp; said: RegExp }[] = [
  {
    entry: /\bbeef\b/i,
    said: /\b(?:beef|manzo|steak|bistecc[ae]|bresaola|brisket|sirloin|hamburgers?|burgers?|ragù|ragu|bolognese|spezzatino|brasato|bollito|carpaccio|roast beef|mince|macinato|meatballs?|polpett[ea])\b/i,
  },
  {
    entry: /\bpork\b/i,
    said: /\b(?:pork|maiale|suin[oa]|ham|prosciutto|bacon|pancetta|guanciale|sausages?|salsicc[ie]a|salsicce|salam[ei]|salami|speck|porchetta|lonza|cotechino|zampone|chorizo|carbonara|amatriciana|gricia|mortadella|bangers?|meatballs?|polpett[ea])\b/i,
  },
  { entry: /\bveal\b/i, said: /\b(?:veal|vitello|scaloppin[ae]|ossobuco|saltimbocca|cotolett[ae]|milanese|vitel tonnè)\b/i },
  { entry: /\blamb\b/i, said: /\b(?:lamb|agnello|abbacchio|mutton|montone|kebab|gyros|shawarma|souvlaki)\b/i },
  { entry: /\bchicken\b/i, said: /\b(?:chicken|pollo|gallina|hen|wings?|ali|nuggets?|poultry|pollame)\b/i },
  { entry: /\bturkey\b/i, said: /\b(?:turkey|tacchino|poultry|pollame)\b/i },
  { entry: /\bduck\b/i, said: /\b(?:duck|anatra|anitra)\b/i },
  { entry: /\brabbit\b/i, said: /\b(?:rabbit|coniglio)\b/i },
  { entry: /\bsalmon\b/i, said: /\b(?:salmon|salmone)\b/i },
  { entry: /\btuna\b/i, said: /\b(?:tuna|tonno)\b/i },
  { entry: /\bcod\b/i, said: /\b(?:cod|merluzzo|baccalà|baccala|stoccafisso)\b/i },
];

/**
 * The distinctive words of a table entry the text does not say: each dish type, cuisine, grain or form of
 * `DISTINCTIVE_WORDS` its name holds and the text does not, and a meat or fish it names when the text says another.
 * An empty list means the entry may be the food said.
 */
export function otherDishWords(entryName: string, said: string): string[] {
  // Words an entry names as alternatives are either ('Chicken or turkey cacciatore', 'Oil, olive, salad or cooking').
  const named = entryName.replace(/\b[a-z]+(?:, [a-z]+)*,? or [a-z]+\b/gi, " ");
  const kinds = DISTINCTIVE_WORDS.filter((d) => d.entry.test(named) && !d.said.test(said)).map((d) => d.kind);
  // (An entry naming the meat said and another, 'Turkey and ham sandwich', adds one: it is no other meat's dish.)
  const fleshSaid = FLESH.filter((f) => f.said.test(said));
  if (fleshSaid.length > 0 && !fleshSaid.some((f) => f.entry.test(named) || f.said.test(named)))
    for (const f of FLESH) if (f.entry.test(named) && !f.said.test(said)) kinds.push(f.entry.source.replace(/\\b/g, "").replace(/\W/g, ""));
  return kinds;
}

/** Whether a table entry is another dish than the text says (`otherDishWords`). */
export const isOtherDish = (entryName: string, said: string): boolean => otherDishWords(entryName, said).length > 0;
