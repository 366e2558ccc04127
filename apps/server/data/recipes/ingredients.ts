import type { IngredientClass } from "@app/shared";
import { INGREDIENTS_AMERICAS } from "./ingredients.americas.ts";
import { INGREDIENTS_ASIA } from "./ingredients.asia.ts";
import { INGREDIENTS_EUROPE } from "./ingredients.europe.ts";

/**
 * Every ingredient the recipe collection uses: the food composition row it is weighed against
 * (source + the publisher's id, see data/foods) and, by hand, what it is for diets and allergens.
 * Diets and allergens of a recipe are derived from these classes (packages/shared/src/recipes.ts);
 * the import also refuses an ingredient whose food name suggests an allergen its classes omit.
 */
export interface IngredientDef {
  name: string;
  food: readonly [source: string, sourceId: string];
  classes: readonly IngredientClass[];
  /**
   * Where the chosen row gives no sodium (BLS 4.0 gives none; CoFID leaves some foods blank): the row whose salt the recipe
   * takes instead, the same food in another table, or where no table has it, the nearest food of its kind, with the
   * reason (0027-suggest22). Only the salt: energy and every other value stay the chosen row's.
   */
  saltFrom?: { food: readonly [source: string, sourceId: string]; why: string };
}

const sr = (id: string) => ["usda_sr28", id] as const;

const EUROPEAN_INGREDIENTS = {
  // Oils and fats
  olive_oil: { name: "Olive oil", food: sr("04053"), classes: ["olive-oil"] },
  sunflower_oil: { name: "Sunflower oil", food: sr("04060"), classes: [] },
  rapeseed_oil: { name: "Rapeseed oil", food: sr("04582"), classes: [] },
  butter: { name: "Butter", food: sr("01145"), classes: ["dairy", "butter-or-cream"] },
  // Dairy and eggs
  milk: { name: "Whole milk", food: sr("01077"), classes: ["dairy"] },
  cream: { name: "Whipping cream", food: sr("01053"), classes: ["dairy", "butter-or-cream"] },
  sour_cream: { name: "Sour cream", food: sr("01056"), classes: ["dairy", "butter-or-cream"] },
  greek_yogurt: { name: "Greek yogurt", food: sr("01293"), classes: ["dairy"] },
  buttermilk: { name: "Buttermilk", food: sr("01088"), classes: ["dairy"] },
  quark: { name: "Quark", food: ["ciqual_2025", "19646"], classes: ["dairy"] },
  cottage_cheese: { name: "Cottage cheese", food: sr("01012"), classes: ["dairy"] },
  parmesan: { name: "Parmesan", food: sr("01032"), classes: ["dairy"] },
  mozzarella: { name: "Mozzarella", food: sr("01026"), classes: ["dairy"] },
  feta: { name: "Feta", food: sr("01019"), classes: ["dairy"] },
  gruyere: { name: "Gruyère", food: sr("01023"), classes: ["dairy"] },
  emmental: { name: "Emmental", food: sr("01040"), classes: ["dairy"] },
  gouda: { name: "Gouda", food: sr("01022"), classes: ["dairy"] },
  blue_cheese: { name: "Blue cheese", food: sr("01004"), classes: ["dairy"] },
  egg: { name: "Eggs", food: sr("01123"), classes: ["egg"] },
  // Meat
  chicken_breast: { name: "Chicken breast", food: sr("05062"), classes: ["poultry"] },
  chicken_thigh: { name: "Chicken thighs", food: sr("05096"), classes: ["poultry"] },
  beef_chuck: { name: "Beef chuck", food: sr("23093"), classes: ["red-meat"] },
  beef_round: { name: "Beef top round", food: sr("23636"), classes: ["red-meat"] },
  ground_beef: { name: "Minced beef", food: sr("23567"), classes: ["red-meat"] },
  ground_lamb: { name: "Minced lamb", food: sr("17224"), classes: ["red-meat"] },
  lamb_shoulder: { name: "Lamb shoulder", food: sr("17039"), classes: ["red-meat"] },
  veal: { name: "Veal cutlets", food: sr("17099"), classes: ["red-meat"] },
  pork_mince: { name: "Minced pork", food: sr("10972"), classes: ["red-meat"] },
  pork_shoulder: { name: "Pork shoulder", food: sr("10072"), classes: ["red-meat"] },
  bacon: { name: "Bacon", food: sr("10123"), classes: ["red-meat", "processed-meat"] },
  ham: { name: "Cooked ham", food: sr("07029"), classes: ["red-meat", "processed-meat"] },
  chorizo: { name: "Chorizo", food: sr("07019"), classes: ["red-meat", "processed-meat"] },
  bratwurst: { name: "Bratwurst", food: sr("07013"), classes: ["red-meat", "processed-meat"] },
  smoked_sausage: { name: "Smoked sausage", food: sr("07074"), classes: ["red-meat", "processed-meat"] },
  kielbasa: { name: "Kielbasa", food: sr("07059"), classes: ["red-meat", "processed-meat"] },
  // Fish and shellfish
  salmon: { name: "Salmon fillet", food: sr("15236"), classes: ["fish"] },
  smoked_salmon: { name: "Smoked salmon", food: sr("15077"), classes: ["fish"] },
  cod: { name: "Cod fillet", food: sr("15015"), classes: ["fish"] },
  salt_cod: { name: "Salt cod (bacalhau), soaked and poached", food: ["ciqual_2025", "26024"], classes: ["fish"] },
  tuna: { name: "Tuna in water", food: sr("15121"), classes: ["fish"] },
  sardines: { name: "Fresh sardines", food: ["ciqual_2025", "26065"], classes: ["fish"] },
  anchovies: { name: "Anchovy fillets", food: sr("15002"), classes: ["fish"] },
  smoked_mackerel: { name: "Smoked mackerel", food: ["ciqual_2025", "26087"], classes: ["fish"] },
  shrimp: { name: "Raw prawns", food: sr("15149"), classes: ["shellfish"] },
  cooked_shrimp: { name: "Cooked prawns", food: sr("15151"), classes: ["shellfish"] },
  mussels: { name: "Mussels", food: sr("15164"), classes: ["shellfish"] },
  // Grains, bread, pasta
  spaghetti: { name: "Spaghetti", food: sr("20120"), classes: ["wheat"] },
  egg_noodles: { name: "Egg noodles", food: sr("20109"), classes: ["wheat", "egg"] },
  arborio: { name: "Risotto rice", food: sr("20050"), classes: [] },
  rice: { name: "Long-grain rice", food: sr("20044"), classes: [] },
  flour: { name: "Wheat flour", food: sr("20081"), classes: ["wheat"] },
  wholemeal_flour: { name: "Wholemeal flour", food: sr("20080"), classes: ["wheat"] },
  breadcrumbs: { name: "Breadcrumbs", food: sr("18079"), classes: ["wheat"] },
  white_bread: { name: "White bread", food: sr("18069"), classes: ["wheat"] },
  baguette: { name: "Crusty bread", food: sr("18029"), classes: ["wheat"] },
  wholemeal_bread: { name: "Wholemeal bread", food: sr("18075"), classes: ["wheat"] },
  rye_bread: { name: "Rye bread", food: sr("18060"), classes: ["rye", "wheat"] },
  rye_crispbread: { name: "Rye crispbread", food: sr("18226"), classes: ["rye"] },
  oats: { name: "Rolled oats", food: sr("08120"), classes: ["oats"] },
  buckwheat: { name: "Buckwheat groats", food: sr("20009"), classes: [] },
  baking_soda: { name: "Baking soda", food: sr("18372"), classes: [] },
  // Vegetables
  onion: { name: "Onion", food: sr("11282"), classes: ["vegetable"] },
  spring_onion: { name: "Spring onions", food: sr("11291"), classes: ["vegetable"] },
  garlic: { name: "Garlic", food: sr("11215"), classes: ["vegetable"] },
  leek: { name: "Leek", food: sr("11246"), classes: ["vegetable"] },
  carrot: { name: "Carrots", food: sr("11124"), classes: ["vegetable"] },
  celery: { name: "Celery", food: sr("11143"), classes: ["vegetable"] },
  potato: { name: "Potatoes", food: sr("11352"), classes: ["vegetable"] },
  waxy_potato: { name: "Waxy potatoes", food: sr("11355"), classes: ["vegetable"] },
  tomato: { name: "Tomatoes", food: sr("11529"), classes: ["vegetable"] },
  canned_tomato: { name: "Canned tomatoes", food: sr("11531"), classes: ["vegetable"] },
  tomato_paste: { name: "Tomato paste", food: sr("11546"), classes: ["vegetable"] },
  zucchini: { name: "Courgette", food: sr("11477"), classes: ["vegetable"] },
  eggplant: { name: "Aubergine", food: sr("11209"), classes: ["vegetable"] },
  red_pepper: { name: "Red pepper", food: sr("11821"), classes: ["vegetable"] },
  green_pepper: { name: "Green pepper", food: sr("11333"), classes: ["vegetable"] },
  chili: { name: "Red chilli", food: sr("11819"), classes: ["vegetable"] },
  cucumber: { name: "Cucumber", food: sr("11205"), classes: ["vegetable"] },
  lettuce: { name: "Lettuce", food: sr("11251"), classes: ["vegetable"] },
  cabbage: { name: "White cabbage", food: sr("11109"), classes: ["vegetable"] },
  savoy_cabbage: { name: "Savoy cabbage", food: sr("11114"), classes: ["vegetable"] },
  kale: { name: "Kale", food: sr("11233"), classes: ["vegetable"] },
  sauerkraut: { name: "Sauerkraut", food: sr("11439"), classes: ["vegetable"] },
  mushrooms: { name: "Mushrooms", food: sr("11260"), classes: ["vegetable"] },
  green_beans: { name: "Green beans", food: sr("11052"), classes: ["vegetable"] },
  peas: { name: "Peas", food: sr("11312"), classes: ["vegetable", "legume"] },
  broccoli: { name: "Broccoli", food: sr("11090"), classes: ["vegetable"] },
  spinach: { name: "Spinach", food: sr("11457"), classes: ["vegetable"] },
  beetroot: { name: "Cooked beetroot", food: sr("11081"), classes: ["vegetable"] },
  radish: { name: "Radishes", food: sr("11429"), classes: ["vegetable"] },
  endive: { name: "Belgian endive", food: sr("11151"), classes: ["vegetable"] },
  frisee: { name: "Frisée (curly endive)", food: sr("11213"), classes: ["vegetable"] },
  lupini: { name: "Lupini beans in brine, drained", food: sr("16377"), classes: ["legume"] },
  olives: { name: "Black olives", food: sr("09193"), classes: ["vegetable"] },
  capers: { name: "Capers", food: sr("02054"), classes: ["vegetable"] },
  pickles: { name: "Pickled gherkins", food: sr("11937"), classes: ["vegetable"] },
  // Legumes
  white_beans: { name: "White beans (cooked)", food: sr("16050"), classes: ["legume"] },
  lentils: { name: "Brown lentils (dry)", food: sr("16069"), classes: ["legume"] },
  split_peas: { name: "Split peas (cooked)", food: sr("16086"), classes: ["legume"] },
  chickpeas: { name: "Chickpeas (cooked)", food: sr("16057"), classes: ["legume"] },
  // Fruit
  lemon_juice: { name: "Lemon juice", food: sr("09152"), classes: ["fruit"] },
  apple: { name: "Apple", food: sr("09003"), classes: ["fruit"] },
  pear: { name: "Pear", food: sr("09252"), classes: ["fruit"] },
  banana: { name: "Banana", food: sr("09040"), classes: ["fruit"] },
  strawberries: { name: "Strawberries", food: sr("09316"), classes: ["fruit"] },
  blueberries: { name: "Blueberries", food: sr("09050"), classes: ["fruit"] },
  raspberries: { name: "Raspberries", food: sr("09302"), classes: ["fruit"] },
  lingonberries: {
    name: "Lingonberries",
    food: ["bls_4_0", "F401100"],
    classes: ["fruit"],
    saltFrom: { food: sr("09078"), why: "no table gives lingonberries' sodium; raw cranberries, the same genus of berry (Vaccinium), 2 mg" },
  },
  raisins: { name: "Raisins", food: sr("09298"), classes: ["fruit"] },
  orange: { name: "Orange", food: sr("09200"), classes: ["fruit"] },
  // Nuts and seeds
  walnuts: { name: "Walnuts", food: sr("12155"), classes: ["tree-nuts"] },
  hazelnuts: { name: "Hazelnuts", food: sr("12120"), classes: ["tree-nuts"] },
  almonds: { name: "Almonds", food: sr("12061"), classes: ["tree-nuts"] },
  pine_nuts: { name: "Pine nuts", food: sr("12147"), classes: ["tree-nuts"] },
  tahini: { name: "Tahini", food: sr("12166"), classes: ["sesame"] },
  // Herbs, spices, condiments
  basil: { name: "Fresh basil", food: sr("02044"), classes: [] },
  parsley: { name: "Fresh parsley", food: sr("11297"), classes: [] },
  dill: { name: "Fresh dill", food: sr("02045"), classes: [] },
  chives: { name: "Chives", food: sr("11156"), classes: [] },
  thyme: { name: "Fresh thyme", food: sr("02049"), classes: [] },
  oregano: { name: "Dried oregano", food: sr("02027"), classes: [] },
  paprika: { name: "Sweet paprika", food: sr("02028"), classes: [] },
  caraway: { name: "Caraway seeds", food: sr("02005"), classes: [] },
  cumin: { name: "Cumin", food: sr("02014"), classes: [] },
  cinnamon: { name: "Cinnamon", food: sr("02010"), classes: [] },
  nutmeg: { name: "Nutmeg", food: sr("02025"), classes: [] },
  bay_leaf: { name: "Bay leaves", food: sr("02004"), classes: [] },
  black_pepper: { name: "Black pepper", food: sr("02030"), classes: [] },
  salt: { name: "Salt", food: sr("02047"), classes: [] },
  sugar: { name: "Sugar", food: sr("19335"), classes: [] },
  icing_sugar: { name: "Icing sugar", food: sr("19336"), classes: [] },
  honey: { name: "Honey", food: sr("19296"), classes: ["honey"] },
  mustard: { name: "Mustard", food: sr("02046"), classes: [] },
  horseradish: { name: "Horseradish", food: sr("02055"), classes: [] },
  red_wine_vinegar: { name: "Red wine vinegar", food: sr("02068"), classes: [] },
  cider_vinegar: { name: "Cider vinegar", food: sr("02048"), classes: [] },
  mayonnaise: { name: "Mayonnaise", food: sr("04025"), classes: ["egg"] },
  worcestershire: { name: "Worcestershire sauce", food: sr("06971"), classes: ["fish"] },
  vegetable_broth: { name: "Vegetable stock", food: sr("06700"), classes: ["vegetable"] },
  white_wine: { name: "Dry white wine", food: sr("14106"), classes: [] },
  beer: { name: "Dark beer", food: sr("14003"), classes: ["barley"] },
} as const satisfies Record<string, IngredientDef>;

/** Every ingredient: those above and those the batch files of the world's cuisines add. */
export const INGREDIENTS = {
  ...EUROPEAN_INGREDIENTS,
  ...INGREDIENTS_ASIA,
  ...INGREDIENTS_AMERICAS,
  ...INGREDIENTS_EUROPE,
} as const satisfies Record<string, IngredientDef>;

export type IngredientKey = keyof typeof INGREDIENTS;
