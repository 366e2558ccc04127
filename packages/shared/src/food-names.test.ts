import { describe, expect, it } from "vitest";
import {
  EATEN_CLAUSE,
  addedFlesh,
  beefSteak,
  crispsSaid,
  deliShortNames,
  friendlyFoodName,
  isBritishBaconSandwich,
  isDressingForSaidSalad,
  isTakeawayKebab,
  isUnaskedAlcohol,
  isUnaskedBabyFood,
  isWholeSandwich,
  italianCookingWord,
  NAMES_ITS_PARTS,
  sandwichFilling,
} from "./food-names.ts";
import { otherDishWords } from "./other-dish.ts";

describe("friendly food names", () => {
  it.each([
    ["Fish, salmon, Atlantic, farmed, raw", "Salmon, raw"],
    ["Salmon, raw, farmed", "Salmon, raw, farmed"],
    ["Milk, whole, 3.25% milkfat, with added vitamin D", "Milk, whole"],
    ["Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D", "Milk, reduced fat"],
    ["Chicken, broilers or fryers, breast, meat only, cooked, roasted", "Chicken, breast, cooked, roasted"],
    ["Rice, white, long-grain, regular, enriched, cooked", "Rice, white, cooked"],
    ["Cheese, parmesan, dry grated, reduced fat", "Parmesan cheese, dry grated, reduced fat"],
    ["Nuts, almonds", "Nuts, almonds"],
    ["Nuts, almonds, dry roasted, without salt added", "Almonds, dry roasted"],
    ["Egg, whole, cooked, hard-boiled", "Egg, whole, cooked, hard-boiled"],
    ["Yogurt, Greek, plain, nonfat", "Yogurt, Greek, plain, nonfat"],
    ["Bananas, raw", "Bananas, raw"],
    ["McDONALD'S, BIG MAC", "McDONALD'S, BIG MAC"],
    ["Oven-roasted chicken breast roll", "Oven-roasted chicken breast roll"],
    ["Saumon, élevage, cru, sans précision (aliment moyen)", "Saumon, cru"],
  ])("%s → %s", (full, short) => {
    expect(friendlyFoodName(full)).toBe(short);
  });
});

describe("a sandwich named by its filling, read alike by the chat and the analyzer (0024-sandwich, 0025-anacompound)", () => {
  it("names its one filling; a filling of several words is left to the dish search", () => {
    expect(sandwichFilling("sausage sandwich")).toBe("sausage");
    expect(sandwichFilling("bacon butty")).toBe("bacon");
    expect(sandwichFilling("tuna sweetcorn sandwich")).toBeNull();
    expect(sandwichFilling("sandwich")).toBeNull();
  });

  it("stands whole only as a sandwich on the bread said", () => {
    expect(isWholeSandwich("Ham sandwich on white", true)).toBe(true);
    expect(isWholeSandwich("Sandwich, white bread, tuna mayonnaise", false)).toBe(true);
    expect(isWholeSandwich("Sausage biscuit sandwich", true)).toBe(false);
    expect(isWholeSandwich("Bacon, for use on a sandwich", false)).toBe(false);
  });
});

describe("crudo and cotto said as a food (0025-fix20chat)", () => {
  it.each([
    ["una piadina con crudo e squacquerone", "una piadina con prosciutto crudo e squacquerone"],
    ["un panino al crudo", "un panino al prosciutto crudo"],
    ["piadina crudo e rucola", "piadina con prosciutto crudo e rucola"],
    ["panino cotto e fontina", "panino con prosciutto cotto e fontina"],
    ["crudo e melone", "prosciutto crudo e melone"],
    ["crudo di parma", "prosciutto crudo di parma"],
  ])("reads %s as prosciutto", (text, read) => expect(deliShortNames(text)).toBe(read));

  it.each([
    "salmone crudo",
    "prosciutto crudo",
    "prosciutto cotto e melone",
    "pesce crudo con limone",
    "vino cotto",
    "panna cotta",
    "crudo di mare",
  ])("leaves %s as said (the word after the food it describes)", (text) => expect(deliShortNames(text)).toBe(text));
});

describe("crisps said with their flavour or brand (0025-trial20fix, lead)", () => {
  it.each([
    ["calories in walkers crisps", "calories in crisps"],
    ["a bag of salt and vinegar crisps", "a bag of crisps"],
    ["kettle chips", "crisps"],
  ])("reads %s as %s", (text, read) => expect(crispsSaid(text)).toBe(read));

  it("leaves chips of a meal and other foods alone", () => {
    expect(crispsSaid("fish and chips")).toBe("fish and chips");
    expect(crispsSaid("tortilla chips")).toBe("tortilla chips");
  });
});

describe("italianCookingWord (0026-itdish)", () => {
  it.each([
    ["2 uova al tegamino", "2 uova fritte"],
    ["un uovo all'occhio di bue", "un uovo fritto"],
    ["un uovo all’occhio di bue", "un uovo fritto"],
    ["uova sode", "uova sode"],
    ["pane al tegamino", "pane fritto"],
  ])("%s → %s", (said, read) => {
    expect(italianCookingWord(said)).toBe(read);
  });
});

describe("baby food by a shared word (0026-fix21chat)", () => {
  it.each([
    ["Toddler formula, Nido Kinder", "kinder bueno"],
    ["Babyfood, Snack, GERBER, GRADUATES, LIL CRUNCHIES, baked whole grain corn snack", "crunchie"],
    ["Baby Toddler crunchies", "a crunchie"],
  ])("%s is not the food for '%s'", (entry, said) => expect(isUnaskedBabyFood(entry, said)).toBe(true));

  it.each([
    ["Toddler formula, Nido Kinder", "toddler formula"],
    ["Babyfood, cereal, rice, dry", "baby rice cereal"],
    ["Infant formula, powder", "latte in polvere per neonati"],
    ["Milk chocolate, bar", "kinder bueno"],
  ])("%s may be the food for '%s'", (entry, said) => expect(isUnaskedBabyFood(entry, said)).toBe(false));
});

describe("alcohol not said (0026-fix21bit)", () => {
  it.each([
    ["Pure alcohol", "purè"],
    ["Pure alcohol", "pure"],
    ["Coffee (infusion) with alcohol", "coffee"],
    ["Cheese fondue (with alcohol)", "cheese fondue"],
  ])("%s is not the food for '%s'", (entry, said) => expect(isUnaskedAlcohol(entry, said)).toBe(true));

  it.each([
    ["Beer, regular (4-5° alcohol)", "beer"],
    ["Coffee (infusion) with alcohol", "caffè corretto"],
    ["Pure alcohol", "pure alcohol"],
    ["Potato, mashed, NFS", "purè"],
  ])("%s may be the food for '%s'", (entry, said) => expect(isUnaskedAlcohol(entry, said)).toBe(false));
});

describe("a salad said is not its dressing (0026-chatrest21)", () => {
  it.each([
    ["Salad dressing, caesar dressing, regular", "caesar salad"],
    ["Ranch dressing", "ranch salad"],
    ["Thousand Island dressing", "insalata thousand island"],
  ])("%s is not what '%s' means", (entry, said) => expect(isDressingForSaidSalad(entry, said)).toBe(true));

  it.each([
    ["Salad dressing, caesar dressing, regular", "caesar dressing"],
    ["Caesar salad, with romaine, no dressing", "caesar salad"],
    ["Caesar's salad (salad, chicken, croûtons, sauce), prepacked", "caesar salad"],
    ["Sauce, pesto, ready-to-serve", "pesto"],
  ])("%s may answer '%s'", (entry, said) => expect(isDressingForSaidSalad(entry, said)).toBe(false));
});

describe("a meat the dish said did not name (0026-chatrest21)", () => {
  it("finds the meatballs added to spaghetti in tomato sauce", () => {
    expect(addedFlesh("Spaghetti, with meatballs in tomato sauce, canned", ["spaghetti", "tomato", "sauce"])).toEqual(["meatballs"]);
  });

  it.each([
    // A dish said by one word keeps its usual entry; a meat said is the food's own flesh; brackets only describe.
    ["Lasagna with meat", ["lasagna"]],
    ["Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw", ["chicken", "breast"]],
    ["Spaghetti, with meatballs in tomato sauce, canned", ["spaghetti", "meatballs"]],
    ["Caesar's salad (salad, chicken, croûtons, sauce), prepacked", ["caesar", "salad"]],
    ["Pasta, spaghetti, canned, in tomato sauce", ["spaghetti", "tomato", "sauce"]],
    ["Pasta with tomato sauce, no meat, canned", ["pasta", "tomato", "sauce"]],
  ])("adds nothing in %s for %j", (entry, said) => expect(addedFlesh(entry, said)).toEqual([]));
});

describe("a steak without its animal, a dish that names its parts (0026-fix21ana)", () => {
  it("reads a steak with no animal said as beef", () => {
    expect(beefSteak("bistecca ai ferri")).toBe("beef steak ai ferri");
    expect(beefSteak("grilled sirloin steak")).toBe("grilled beef sirloin steak");
    expect(beefSteak("grilled steak")).toBe("grilled steak");
    expect(beefSteak("tuna steak")).toBe("tuna steak");
    expect(beefSteak("bistecca di maiale")).toBe("bistecca di maiale");
    expect(beefSteak("cheese steak sandwich")).toBe("cheese steak sandwich");
  });
  it("knows the bowls and the breads whose entries name their parts", () => {
    expect(NAMES_ITS_PARTS.test("Burrito bowl, chicken, with beans and rice")).toBe(true);
    expect(NAMES_ITS_PARTS.test("Burrito, beef, with beans and rice, cheese")).toBe(true);
    expect(NAMES_ITS_PARTS.test("Rice, white, cooked")).toBe(false);
  });
});

describe("another dish's entry by a shared word (0027-guard22)", () => {
  it.each([
    ["Pudding, bread and butter, homemade", "pane burro", ["pudding"]],
    ["Restaurant, Chinese, lemon chicken", "pollo al limone", ["chinese"]],
    ["Green spelt risotto with button mushrooms", "risotto ai funghi porcini", ["grain"]],
    ["Vanilla cream ice cream with whipped cream, fresh strawberries and rum", "strawberries and cream", ["ice cream"]],
    ["SUPPER BAKES MEAL KITS, Lemon Chicken with herb rice (chicken not included)", "lemon chicken with rice", ["meal kit"]],
    ["Vegetable soup with pearl barley", "verdure", ["soup", "grain"]],
    ["Milk, dry, whole", "latte", []],
    ["Milk, dry, whole, powdered", "latte", ["powder"]],
    ["Stir-fried pork with vegetables", "beef stir fry", ["pork"]],
    ["Toddler formula, Nido Kinder", "kinder bueno", ["baby food"]],
  ])("%s for '%s': %j", (entry, said, words) => expect(otherDishWords(entry, said)).toEqual(words));

  it.each([
    ["Soup, chicken noodle", "chicken noodle soup"],
    ["Tarts, jam, homemade", "crostata di marmellata"],
    ["Pie, fish, white fish, homemade", "fish pie"],
    ["Ice creams, vanilla", "un gelato"],
    ["Spelt, cooked", "farro con verdure"],
    ["Chickpeas, dried, boiled in unsalted water", "ceci"],
    ["Apricots, dried", "albicocche secche"],
    ["Salad, rice, homemade", "insalata di riso"],
    ["Restaurant, Chinese, kung pao chicken", "kung pao chicken takeaway"],
    ["Chicken or turkey cacciatore", "pollo alla cacciatora"],
    ["Oil, olive, salad or cooking", "2 cucchiai di olio d'oliva"],
    ["Tuna salad sandwich", "a tuna sandwich"],
    ["Soup, bouillabaisse", "a bowl of bouillabaisse"],
    ["Chicken or turkey cake, patty, or croquette", "crocchette di pollo"],
    ["Turkey and ham sandwich on white, with cheese", "a ham and cheese sandwich"],
    ["Pizza with pepperoni, from restaurant or fast food, thin crust", "a slice of pepperoni pizza"],
  ])("%s may be the food for '%s'", (entry, said) => expect(otherDishWords(entry, said)).toEqual([]));
});

describe("British bacon sandwiches and takeaway kebabs (0027-fix22cEN)", () => {
  it("knows a butty, roll, bap or sarnie of bacon, not a bacon sandwich or an egg roll", () => {
    for (const n of ["bacon butty", "bacon roll", "bacon bap", "bacon sarnie", "back bacon barm"]) {
      expect(isBritishBaconSandwich(n)).toBe(true);
    }
    expect(isBritishBaconSandwich("bacon sandwich")).toBe(false);
    expect(isBritishBaconSandwich("egg roll")).toBe(false);
  });
  it("knows a doner and a kebab in pitta, not a kebab said alone", () => {
    expect(isTakeawayKebab("a doner kebab")).toBe(true);
    expect(isTakeawayKebab("chicken kebab in pitta")).toBe(true);
    expect(isTakeawayKebab("kebab")).toBe(false);
  });
});

describe("where a food was eaten, said in Italian, is not its name (0027)", () => {
  it.each([
    ["un latte macchiato al bar", "un latte macchiato"],
    ["un cappuccino al bar", "un cappuccino"],
    ["una margherita in pizzeria", "una margherita"],
    ["un panino al lavoro", "un panino"],
  ])("'%s' is '%s'", (said, name) => expect(said.replace(EATEN_CLAUSE, "")).toBe(name));
  it("keeps a name that only starts like a place ('brasato al barolo')", () => {
    expect("brasato al barolo".replace(EATEN_CLAUSE, "")).toBe("brasato al barolo");
  });
});
