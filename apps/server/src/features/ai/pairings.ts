import type { IngredientClass, MealType } from "@app/shared";

/**
 * What may be served beside a dish (issue 16): a side from another food group only when it is a
 * culinary match for that kind of dish at that meal. The suggestion engine obeys this table and
 * `npm run eval:ai` audits every suggestion against it.
 *
 * Dish categories are derived from a recipe's ingredients (their classes and names, by weight), so a
 * new recipe is classified without typing anything. Side categories name the food group of a side.
 */
export const DISH_CATEGORIES = [
  "seafood",
  "fish",
  "meat",
  "egg",
  "dip",
  "dairy",
  "legume",
  "cereal",
  "grain",
  "salad",
  "fruit",
  "vegetable",
] as const;
export type DishCategory = (typeof DISH_CATEGORIES)[number];

export const SIDE_CATEGORIES = [
  "bread",
  "grains",
  "vegetables",
  "salad",
  "fruit",
  "dairy",
  "eggs",
  "lean-meat",
  "fish",
  "plant-protein",
  "protein-drink",
] as const;
export type SideCategory = (typeof SIDE_CATEGORIES)[number];

type Table = Record<DishCategory, readonly SideCategory[]>;

/** A plate that already has its protein (meat, fish, eggs, cheese, legumes): only bread, grains, vegetables or salad beside it. */
const PLATE: readonly SideCategory[] = ["bread", "grains", "vegetables", "salad"];

/** Lunch and dinner pair alike. */
const MAIN_MEAL: Table = {
  seafood: PLATE,
  fish: PLATE,
  meat: PLATE,
  egg: ["bread", "vegetables", "salad"],
  dip: ["bread", "vegetables"],
  dairy: ["bread", "vegetables", "salad"],
  legume: PLATE,
  cereal: ["fruit", "dairy"],
  grain: ["vegetables", "salad", "lean-meat", "fish", "plant-protein"],
  salad: ["bread", "grains", "lean-meat", "fish", "eggs", "plant-protein"],
  fruit: ["dairy", "grains"],
  vegetable: ["bread", "grains", "salad", "lean-meat", "fish", "eggs", "plant-protein"],
};

/**
 * Which side categories may accompany which dish category, per meal type. Protein sides go only with
 * dishes that have little protein of their own and where people do eat them together: yogurt or skyr
 * with porridge, muesli, fruit or bread at breakfast; a grilled chicken breast, tuna, tofu or an egg
 * with a pasta, rice, soup, vegetable dish or salad at lunch and dinner (the Italian 'secondo').
 * Never dairy beside a dish built on dairy, eggs beside eggs, a second protein beside meat or fish,
 * or a protein beside a dip.
 */
export const PAIRINGS: Record<MealType, Table> = {
  breakfast: {
    seafood: PLATE,
    fish: ["bread", "vegetables", "salad"],
    meat: ["bread", "vegetables", "fruit"],
    egg: ["bread", "vegetables", "fruit"],
    dip: ["bread", "vegetables"],
    dairy: ["fruit", "grains"],
    legume: ["bread", "vegetables"],
    cereal: ["dairy", "fruit", "protein-drink"],
    grain: ["dairy", "eggs", "fruit", "protein-drink"],
    salad: ["bread", "eggs"],
    fruit: ["dairy", "grains", "protein-drink"],
    vegetable: ["bread", "eggs", "dairy"],
  },
  lunch: MAIN_MEAL,
  dinner: MAIN_MEAL,
  snack: {
    seafood: ["bread", "vegetables"],
    fish: ["bread", "vegetables"],
    meat: ["bread", "vegetables"],
    egg: ["bread", "vegetables"],
    dip: ["bread", "vegetables"],
    dairy: ["fruit", "grains"],
    legume: ["bread", "vegetables"],
    cereal: ["dairy", "fruit", "protein-drink"],
    grain: ["fruit", "protein-drink"],
    salad: ["bread"],
    fruit: ["dairy", "grains", "protein-drink"],
    vegetable: ["bread", "dairy"],
  },
};

export const pairingAllowed = (mealType: MealType, dish: DishCategory, side: SideCategory): boolean =>
  PAIRINGS[mealType][dish].includes(side);

/** What a dish is, for its sides: its category, whether it already has its protein, whether it is savoury. */
export interface DishTraits {
  category: DishCategory;
  /**
   * It is a protein course already: eggs, cheese or yogurt, tofu or legumes, meat or fish make up 12 % of its
   * solid weight or more, and protein gives at least 12 % of its energy (a 'source of protein' under EU
   * Regulation 1924/2006). A Greek salad (feta, but 11 % of energy from protein) may still have grilled chicken.
   */
  ownProtein: boolean;
  /** It has garlic, onion, stock, vinegar, soy sauce, mayonnaise, chilli and the like. */
  savoury: boolean;
  /**
   * It is eaten cold or at room temperature: a salad, a cold soup, a no-cook dish, a smoothie or a dip (its tags
   * or its category). A hot cooked dish (a risotto, a stew, esquites, fried plantain) is not.
   */
  servedCold: boolean;
  /**
   * A pasta, rice or grain dish or a soup (tagged so, or 20 % of its solid weight pasta, rice, noodles, couscous,
   * bulgur, polenta or barley), not a salad: a first course or a one-bowl meal that takes no protein block beside it.
   */
  starchOrSoup?: boolean;
  /** Built on eggs, cheese or legumes (tagged so, and they make 10 % of its solid weight or more), not a salad. */
  proteinMain?: boolean;
  /** Nuts, seeds or dried fruit, or a spread (peanut butter, tahini, hummus): 15 % of its solid weight or tagged so. */
  nutsOrSpread?: boolean;
  /** Sugar, honey, syrup, jam or chocolate and nothing savoury (sweet pancakes, a porridge with honey). */
  sweet?: boolean;
  /** What it is served in, for the most it may weigh (PLATE_MAX_G): a bowl (a soup, a porridge), a glass, or a plate. */
  plate?: PlateKind;
  /** Its protein comes from cheese: cheese 10 % of its solid weight or more (horiatiki's feta, a caprese's mozzarella). */
  cheese?: boolean;
  /** Built on bread: bread, toast, pita or crispbread 20 % of its solid weight or more (pan con tomate, bruschetta). */
  bread?: boolean;
  /** A side dish (tagged a side or a banchan: dubu jorim, a cucumber salad): eaten beside a meal, not as a snack. */
  sideDish?: boolean;
  /** Built on potatoes: 20 % of its solid weight or more (a potato salad, rösti, colcannon, stoemp). */
  potato?: boolean;
  /**
   * A stew or a curry: a dish cooked in its own sauce (tagged stew, curry, casserole or tagine, or so named: a moqueca, a
   * ratatouille, a lecsó, a wat), not a salad. No tofu, tempeh or seitan beside it unless its cuisine cooks them.
   */
  stew?: boolean;
  /** Served with its starch: rice, noodles, couscous, bread or a flatbread 10 % of its solid weight or more (a moqueca's rice). */
  withStarch?: boolean;
}

/** What a dish is served in: a bowl (a soup, a congee, a porridge), a glass (a drink, a smoothie) or a plate. */
export type PlateKind = "bowl" | "drink" | "plate";
/**
 * The most a dish may weigh as served, by what it is served in (a dietitian's reading, 0025-trial20a): a bowl of soup is
 * 300-500 g, so a bowl holds at most 600 g (a brimming large one); a drink at most 500 ml (a large glass; a 'grande' cup
 * is 473 ml, a pint 568 ml); any other dish at most 700 g on the plate. The weight is the ingredients' grams as the
 * recipe lists them over its servings, times the servings suggested. 'Bündner Gerstensuppe ×2.25' was 1.33 kg of soup.
 */
export const PLATE_MAX_G: Record<PlateKind, number> = { bowl: 600, drink: 500, plate: 700 };

const PROTEIN_SIDES: readonly SideCategory[] = ["dairy", "eggs", "lean-meat", "fish", "plant-protein", "protein-drink"];
/** A piece of meat or fish, or a block of tofu, tempeh or seitan: the protein of a 'secondo', served as one. */
const PROTEIN_BLOCKS: readonly SideCategory[] = ["lean-meat", "fish", "plant-protein"];
/** Savoury protein: a protein block or eggs, never beside a sweet dish (no egg whites beside sweet pancakes; a yogurt may go). */
const SAVOURY_PROTEIN: readonly SideCategory[] = [...PROTEIN_BLOCKS, "eggs"];
/** Sides for energy, not protein (bread, rice, avocado): never of a food the dish is made of (no avocado beside guacamole). */
const ENERGY_SIDE: readonly SideCategory[] = ["bread", "grains", "vegetables", "fruit", "salad"];
/** A vegetarian protein top-up (tofu, tempeh, seitan, egg whites): never beside a dish whose protein is its cheese. */
const VEGETARIAN_PROTEIN: readonly SideCategory[] = ["plant-protein", "eggs"];

/**
 * Whether a side may go beside a dish at a meal: the table above, and six rules the table's categories
 * cannot see. A plate that already has its protein (a salad with blue cheese, palak paneer, a sabich
 * with its eggs) gets no protein side, but at breakfast a sweet dish may (pancakes with yogurt). A
 * savoury dish gets no sweet-tasting side (skyr beside tostones). A cold side straight from the tin or
 * the tub (tuna in water, cottage cheese) goes beside a cold savoury dish (a salad, a gazpacho) but not
 * beside a hot one at lunch, dinner or as a snack: a risotto or a pasta already has its starch and is
 * served hot, so it takes a grilled chicken breast, an egg or tofu, not cold tuna; a hot street snack
 * (esquites, tostones) is not eaten with a bowl of cottage cheese. At breakfast, cottage cheese beside
 * bread stays (pan con tomate, manakish).
 *
 * Three more a dietitian states (a reading of 20 suggestions, session 17): a pasta, rice or grain dish or a soup
 * gets no protein block beside it (no seitan beside spaghetti al pomodoro, no chicken breast beside a gazpacho):
 * its protein comes from choosing or scaling another dish. A dish built on eggs, cheese or legumes has its protein
 * whatever its energy share (no chicken beside a sabich). A snack of nuts or dried fruit, or one with its spread,
 * gets no dairy or protein beside it (no cottage cheese beside ajil, no yogurt beside ants on a log).
 *
 * And one more (0025-trial20a): a sweet dish gets no savoury protein (eggs, meat, fish, tofu) beside it: no egg whites
 * beside quark pancakes with blueberries; a yogurt or skyr beside them stays.
 *
 * Two more (0025-trial20b, 0026-suggest21): a dish whose protein comes from cheese gets no second vegetarian protein
 * (tofu, tempeh, seitan, egg whites) bolted beside it: no firm tofu beside a feta salad (grilled chicken on a Greek
 * salad stays, a dish people eat); a bread dish gets no egg whites as a top-up (no egg whites beside pan con tomate).
 * A raw vegetable side (avocado) goes beside eggs or a cold dish (a salad, a cold plate), not beside a hot stew.
 *
 * And one more (0026-trial21a, 0026-salt21): a potato dish (a potato salad, rösti, colcannon, stoemp) is eaten with meat,
 * fish, an egg or cheese: no block of tofu, tempeh or seitan beside it (no seitan beside a Swabian potato salad).
 *
 * Three more (0026-trial21b, 0026-trial21c, 0027-suggest22): a stew served with its rice or bread (a one-pot plate: a
 * Brazilian moqueca with its rice), of a cuisine that does not cook tofu, tempeh or seitan, gets no block of them bolted
 * beside it as a second main; a Thai or a Korean curry with tofu is a dish people eat, a ratatouille or a lecsó (no starch
 * of their own) may still have grilled tofu beside them, and a grilled chicken breast beside a moqueca stays.
 * Egg whites are a breakfast food or a cold one: at lunch or dinner only beside a cold dish (a grain salad), not beside a
 * moqueca, rösti or colcannon (190 g, six whites, beside rösti). And no energy side (avocado, bread, rice) of a food that
 * is one of the dish's main ingredients (its three largest by weight): no avocado beside palta rellena, guacamole or a
 * vitamina de abacate, no rice beside a moqueca served with its rice. A protein side may be more of the dish's own (tofu
 * beside a tofu stir-fry is a larger portion of it, as a vegan reaches protein).
 */
export function sideFits(
  mealType: MealType,
  dish: Pick<DishTraits, "category"> & Partial<DishTraits> & { mainIngredients?: readonly string[]; cuisine?: string },
  side: { category: SideCategory; sweetTasting?: boolean; servedCold?: boolean; ingredient?: string },
): boolean {
  if (!pairingAllowed(mealType, dish.category, side.category)) return false;
  if (side.ingredient && ENERGY_SIDE.includes(side.category) && (dish.mainIngredients ?? []).some((m) => namesFood(m, side.ingredient!)))
    return false;
  if (dish.stew && dish.withStarch && side.category === "plant-protein" && !TOFU_CUISINE.test(dish.cuisine ?? "")) return false;
  if (side.category === "eggs" && mealType !== "breakfast" && !dish.servedCold) return false;
  const protein = PROTEIN_SIDES.includes(side.category);
  if ((dish.ownProtein || dish.proteinMain) && protein && (mealType !== "breakfast" || dish.savoury)) return false;
  if (dish.starchOrSoup && PROTEIN_BLOCKS.includes(side.category)) return false;
  if (dish.nutsOrSpread && protein && mealType === "snack") return false;
  if (dish.sweet && SAVOURY_PROTEIN.includes(side.category)) return false;
  if (dish.cheese && VEGETARIAN_PROTEIN.includes(side.category)) return false;
  if (dish.bread && side.category === "eggs") return false;
  if (dish.potato && side.category === "plant-protein") return false;
  if (side.category === "vegetables" && dish.category !== "egg" && !dish.servedCold) return false;
  if (side.servedCold && dish.savoury && dish.servedCold === false && mealType !== "breakfast") return false;
  return !(dish.savoury && side.sweetTasting);
}

/** Whether an ingredient's name names a food, as a word (singular or plural): 'avocados' names avocado, 'avocado oil' too. */
const namesFood = (ingredient: string, food: string): boolean =>
  new RegExp(`\\b${food.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(s|es)?\\b`, "i").test(ingredient);

export interface ClassifiableRecipe {
  /** Its names (English, Italian), where known: a soup or a stew served in a bowl is named so ('-jjigae', 'chowder'). */
  names?: readonly string[];
  tags: readonly string[];
  ingredients: readonly { name: string; grams: number; classes: readonly IngredientClass[] }[];
}

const GRAIN_NAME = /\b(spaghetti|pasta|macaroni|rice|arborio|bread|baguette|toast|flour|crispbread|couscous|bulgur|noodles?|dumplings?)\b/i;
const CEREAL_NAME = /\b(oats?|oatmeal|porridge|muesli|granola|buckwheat|millet)\b/i;
const DIP_TAG = /^(dip|spread)$/i;
/** Pancakes, cakes and bakes are flour dishes, however many eggs they take. */
const BAKED_TAG = /^(pancake|cake|baking|pastry)$/i;
const LIQUID_NAME = /\b(broth|stock|water|wine|beer)\b/i;
/** Tags of a dish eaten cold or at room temperature. */
const COLD_TAG = /^(salad|no-cook|cold|smoothie|dip|spread)$/i;
/** A fruit dish is not among them: fried plantain is a fruit by weight and served hot (a sweet fruit dish takes no rule here). */
const COLD_CATEGORIES: readonly DishCategory[] = ["salad", "dip"];

/** Tags of a pasta, rice or grain dish or a soup, and the starches that make one by weight (bread and flour do not). */
const STARCH_TAG = /^(pasta|rice|noodles|risotto|grains|soup)$/i;
const STARCH_NAME = /\b(spaghetti|pasta|macaroni|penne|rice|arborio|noodles?|couscous|bulgur|polenta|orzo|barley|farro)\b/i;
export const STARCH_WEIGHT_SHARE = 0.2;
/** Tags of a dish built on eggs, cheese or legumes, and the share of its solid weight they then make. */
const PROTEIN_MAIN_TAG = /^(eggs|cheese|legumes|beans|lentils|chickpeas|tofu)$/i;
export const PROTEIN_MAIN_WEIGHT_SHARE = 0.1;
/** Nuts, seeds, dried fruit and spreads by name (the 'nuts' classes cover the rest), and their share of a snack. */
const NUT_OR_SPREAD_TAG = /^(nuts|dried-fruit|spread)$/i;
const NUT_OR_SPREAD_NAME = /\b(seeds?|peanut butter|tahini|hummus|raisins?|sultanas?|prunes?|dates?|dried \w+)\b/i;
export const NUT_OR_SPREAD_WEIGHT_SHARE = 0.15;
const SALAD_TAG = /^salad$/i;
/** Sweet ingredients: a dish with one of them and nothing savoury is a sweet dish. */
const SWEET_NAME = /\b(sugar|honey|syrup|jam|marmalade|chocolate|cocoa|dulce de leche)\b/i;
/** Tags of a dish served in a bowl or a glass (PLATE_MAX_G). */
const BOWL_TAG = /^(soup|porridge|congee)$/i;
const BOWL_NAME = /\b(soup|zuppa|minestra|chowder|\w*jjigae|congee|porridge)\b/i;
const DRINK_TAG = /^(drink|smoothie|shake)$/i;
/** Cheese by name (a dairy ingredient so named), and the share of a dish's solid weight from which its protein is its cheese. */
const CHEESE_NAME =
  /\b(cheese|feta|mozzarella|halloumi|paneer|ricotta|parmesan|parmigiano|pecorino|gruy[eè]re|emmental|cheddar|gouda|edam|brie|camembert|gorgonzola|roquefort|mascarpone|manchego|burrata|stracciatella|fontina|provolone|scamorza|comt[eé]|raclette|quark|cottage|labneh|kashkaval|kefalotyri|graviera|queso)\b/i;
export const CHEESE_WEIGHT_SHARE = 0.1;
/** Bread by name, and the share of a dish's solid weight from which it is a bread dish. */
const BREAD_NAME = /\b(bread|toast|baguette|pita|pitta|ciabatta|focaccia|sourdough|crispbread|flatbread|bun|roll|bagel|naan|tortilla)\b/i;
export const BREAD_WEIGHT_SHARE = 0.2;
/** Potatoes by name (not sweet potatoes), and the share of a dish's solid weight from which it is a potato dish. */
const POTATO_NAME = /\bpotato(es)?\b/i;
export const POTATO_WEIGHT_SHARE = 0.2;
/** Cuisines that cook tofu, tempeh or seitan (East and Southeast Asia): a block of it goes beside their curries and stews. */
const TOFU_CUISINE = /^(thai|vietnamese|chinese|japanese|korean|indonesian|malaysian|taiwanese)$/i;
/** The share of a dish's solid weight in rice, noodles, couscous or bread from which it is served with its starch. */
export const WITH_STARCH_WEIGHT_SHARE = 0.1;
/** Tags and names of a stew or a curry, a dish cooked in its own sauce. */
const STEW_TAG = /^(stew|curry|casserole|tagine)$/i;
const STEW_NAME =
  /(?<![\p{L}])(stew|curry|moqueca|ratatouille|lecs[oó]|wat|tagine|goulash|gulasch|guly[aá]s|ragout|rag[uù]|estofado|cocido|caldeirada|korma|masala)(?![\p{L}])/iu;
/** Tags of a side dish: eaten beside a meal (a banchan beside rice), not on its own as a snack. */
const SIDE_DISH_TAG = /^(side|banchan)$/i;

const has = (c: IngredientClass) => (i: { classes: readonly IngredientClass[] }) => i.classes.includes(c);
/** Milk to drink or cook with, not a yogurt, cheese or kefir made of it ('plain whole-milk yogurt' is a yogurt). */
const PLAIN_MILK = /\b(butter)?milk\b/i;
const MADE_OF_MILK = /yogh?urt|chees|kefir|quark|skyr|curd|paneer|ricotta|labneh/i;
type Ingredient = ClassifiableRecipe["ingredients"][number];
/** Cheese, yogurt, quark: dairy with its protein, not butter, cream or plain milk. */
const isDairyProtein = (i: Ingredient) =>
  i.classes.includes("dairy") && !i.classes.includes("butter-or-cream") && (!PLAIN_MILK.test(i.name) || MADE_OF_MILK.test(i.name));
const PROTEIN_FOOD: readonly IngredientClass[] = ["egg", "fish", "shellfish", "red-meat", "poultry", "processed-meat", "soy", "legume"];
const isProteinFood = (i: Ingredient) => i.classes.some((c) => PROTEIN_FOOD.includes(c)) || isDairyProtein(i);
const SAVOURY_NAME =
  /\b(garlic|onions?|shallots?|stock|broth|vinegar|soy sauce|fish sauce|mayonnaise|chill?i|chile|cumin|paprika|curry|ketchup|mustard|anchov\w*|olives?|leeks?|capers|tomato(es)?|parmesan|pecorino|cheddar|feta|emmental|gruy[eè]re|ham|bacon|sausages?)\b/i;

/** EU Regulation 1924/2006, annex: a food is a 'source of protein' when protein gives at least 12 % of its energy. */
export const PROTEIN_SOURCE_ENERGY_SHARE = 0.12;
/** The share of a dish's solid weight in protein foods from which it is built on them. */
export const PROTEIN_FOOD_WEIGHT_SHARE = 0.12;

/** A dish's category and the two traits its sides depend on (sideFits), from its ingredients and its nutrition per serving. */
export function dishTraits(r: ClassifiableRecipe, perServing: { calories: number; proteins: number }): DishTraits {
  const solid = r.ingredients.filter((i) => !LIQUID_NAME.test(i.name));
  const total = solid.reduce((a, i) => a + i.grams, 0) || 1;
  const proteinFoods = solid.filter(isProteinFood).reduce((a, i) => a + i.grams, 0) / total;
  const proteinEnergy = perServing.calories > 0 ? (4 * perServing.proteins) / perServing.calories : 0;
  const share = (test: (i: Ingredient) => boolean) => solid.filter(test).reduce((a, i) => a + i.grams, 0) / total;
  const tagged = (tag: RegExp) => r.tags.some((t) => tag.test(t));
  const category = dishCategory(r);
  const savoury = r.ingredients.some((i) => SAVOURY_NAME.test(i.name));
  const salad = tagged(SALAD_TAG) || category === "salad";
  const mainProtein = share(
    (i) => i.classes.includes("egg") || i.classes.includes("legume") || i.classes.includes("soy") || isDairyProtein(i),
  );
  return {
    category,
    ownProtein: proteinFoods >= PROTEIN_FOOD_WEIGHT_SHARE && proteinEnergy >= PROTEIN_SOURCE_ENERGY_SHARE,
    starchOrSoup: !salad && (tagged(STARCH_TAG) || share((i) => STARCH_NAME.test(i.name)) >= STARCH_WEIGHT_SHARE),
    proteinMain: !salad && tagged(PROTEIN_MAIN_TAG) && mainProtein >= PROTEIN_MAIN_WEIGHT_SHARE,
    nutsOrSpread:
      tagged(NUT_OR_SPREAD_TAG) ||
      share((i) => i.classes.includes("tree-nuts") || i.classes.includes("peanuts") || NUT_OR_SPREAD_NAME.test(i.name)) >=
        NUT_OR_SPREAD_WEIGHT_SHARE,
    savoury,
    servedCold: isServedCold(r),
    sweet: !savoury && r.ingredients.some((i) => SWEET_NAME.test(i.name)),
    cheese: share((i) => isDairyProtein(i) && CHEESE_NAME.test(i.name)) >= CHEESE_WEIGHT_SHARE,
    bread: share((i) => BREAD_NAME.test(i.name)) >= BREAD_WEIGHT_SHARE,
    sideDish: tagged(SIDE_DISH_TAG),
    potato: share((i) => POTATO_NAME.test(i.name) && !/\bsweet\b/i.test(i.name)) >= POTATO_WEIGHT_SHARE,
    stew: !salad && (tagged(STEW_TAG) || (r.names ?? []).some((n) => STEW_NAME.test(n))),
    withStarch: share((i) => STARCH_NAME.test(i.name) || BREAD_NAME.test(i.name) || /\binjera\b/i.test(i.name)) >= WITH_STARCH_WEIGHT_SHARE,
    // A porridge or a muesli (a cereal dish) is eaten from a bowl too.
    plate: tagged(DRINK_TAG)
      ? "drink"
      : tagged(BOWL_TAG) || category === "cereal" || (r.names ?? []).some((n) => BOWL_NAME.test(n))
        ? "bowl"
        : "plate",
  };
}

/** Eaten cold or at room temperature: tagged a salad, no-cook, cold, a smoothie or a dip, or a salad or dip by its ingredients. */
export function isServedCold(r: ClassifiableRecipe): boolean {
  return r.tags.some((t) => COLD_TAG.test(t)) || COLD_CATEGORIES.includes(dishCategory(r));
}

/**
 * The category of a dish from its ingredients by weight: a dish with meat, fish or seafood is that
 * (even a little chorizo makes the plate a meat plate: it needs no other protein); then eggs, dips,
 * dairy, legumes, cereals (porridge, muesli), grains (pasta, rice, bread, flour), salads, fruit;
 * the rest (soups, potatoes, vegetable dishes) is 'vegetable'.
 */
export function dishCategory(r: ClassifiableRecipe): DishCategory {
  // Shares of the solid weight: broth, water, wine and beer would make every soup and stew a 'vegetable'.
  const solid = r.ingredients.filter((i) => !LIQUID_NAME.test(i.name));
  const total = solid.reduce((a, i) => a + i.grams, 0) || 1;
  const share = (test: (i: ClassifiableRecipe["ingredients"][number]) => boolean) =>
    solid.filter(test).reduce((a, i) => a + i.grams, 0) / total;
  const tags = r.tags.map((t) => t.toLowerCase());
  if (share(has("shellfish")) >= 0.05) return "seafood";
  if (share(has("fish")) >= 0.05) return "fish";
  if (share((i) => i.classes.some((c) => c === "red-meat" || c === "poultry" || c === "processed-meat")) >= 0.04) return "meat";
  if (tags.some((t) => BAKED_TAG.test(t))) return "grain";
  if (share(has("egg")) >= 0.2) return "egg";
  if (tags.some((t) => DIP_TAG.test(t))) return "dip";
  if (share(isDairyProtein) >= 0.3) return "dairy";
  if (share((i) => i.classes.includes("legume") || i.classes.includes("soy")) >= 0.1) return "legume";
  if (share((i) => CEREAL_NAME.test(i.name)) >= 0.1) return "cereal";
  if (share((i) => GRAIN_NAME.test(i.name)) >= 0.15) return "grain";
  if (tags.includes("salad")) return "salad";
  if (share(has("fruit")) >= 0.4) return "fruit";
  return "vegetable";
}
