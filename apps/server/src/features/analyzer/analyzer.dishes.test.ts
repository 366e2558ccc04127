import { FILLING_GRAMS, PANINO_ROLL_GRAMS, PIADINA_GRAMS, type FoodDetail } from "@app/shared";
import { describe, expect, it } from "vitest";
import {
  addedTo,
  addedToWords,
  brandNotSaid,
  callsItBy,
  cookedOverPrepacked,
  countedPlural,
  saidInPlural,
  CARPACCIO_GRAMS,
  CURRY_GRAMS,
  CUTLET_GRAMS,
  isItalianPlural,
  defaultDishGrams,
  dishPortion,
  dishWords,
  extraWords,
  MAIN_AND_CHIPS_GRAMS,
  meatCurry,
  SIDE_OF_CHIPS_GRAMS,
  headFirstPlate,
  middleOf,
  namesSaidDish,
  oneLetterDropped,
  PASTA_PLATE_GRAMS,
  pastaPlate,
  peerGrams,
  wordsHeld,
  wordsMissing,
} from "./analyzer.dishes.ts";

const withPortions = (portions: [string, number][]) =>
  ({ portions: portions.map(([description, grams]) => ({ description, grams })) }) as unknown as FoodDetail;

const strudelPiece = (d: FoodDetail) => dishPortion(d, ["apple", "strudel"], true);
const cheesecakeSlice = (d: FoodDetail) => dishPortion(d, ["cheesecake"], true);

describe("dish portions and names (0017)", () => {
  it("takes the medium piece when the portion named after the dish is lighter than the table's small one", () => {
    const muffin = withPortions([
      ['1 mini (1-1/4" dia)', 17],
      ['1 small (2-3/4" dia x 2")', 66],
      ["1 medium", 113],
      ["1 muffin", 31],
    ]);
    expect(dishPortion(muffin, ["blueberry", "muffin"], false)).toEqual({ grams: 113, portion: "1 medium" });
    // Without sizes, the portion named after the dish stands ('1 cheeseburger').
    expect(dishPortion(withPortions([["1 cheeseburger", 165]]), ["cheeseburger"], false)?.grams).toBe(165);
  });

  it("knows an entry that calls a food by the words said, in any order, in a part of its name", () => {
    expect(callsItBy("Chicken fried in oven (roast chicken)", ["chicken", "roasted"])).toBe(true);
    expect(callsItBy("Chicken, broilers or fryers, breast, meat only, cooked, roasted", ["chicken", "roasted"])).toBe(false);
    // The whole name, 'cooked' aside, calls it by the words too (0020); a name with more words does not.
    expect(callsItBy("Egg, whole, cooked, fried", ["fried", "egg"])).toBe(true);
    expect(callsItBy("Egg, whole, cooked, fried, with butter", ["fried", "egg"])).toBe(false);
  });
});

describe("dish words (0018)", () => {
  it("reads an Italian 'toast' with its filling as a toasted sandwich and a BLT by its parts", () => {
    expect(dishWords("toast prosciutto e formaggio")).toEqual(["toasted", "sandwich", "ham", "cheese"]);
    // 'toast with butter' / 'toast e marmellata' stay toast and a spread.
    expect(dishWords("toast with butter")).toEqual(["toast", "butter"]);
    expect(dishWords("blt sandwich")).toEqual(["bacon", "lettuce", "tomato", "sandwich"]);
  });

  it("translates the Italian dishes the tables name in English: potato salad, mashed potatoes, sweet and sour", () => {
    expect(dishWords("insalata di patate")).toEqual(["potato", "salad"]);
    expect(dishWords("pure di patate")).toEqual(["mashed", "potatoes"]);
    expect(dishWords("pollo in agrodolce")).toEqual(["chicken", "sweet", "sour"]);
  });
});

describe("dish readings (0019)", () => {
  it("reads 'tuna mayo' as the tables' tuna mayonnaise", () => {
    expect(dishWords("tuna mayo sandwich")).toEqual(["tuna", "mayonnaise", "sandwich"]);
    // 'mayonnaise' said in full is unchanged; 'mayor' is not mayonnaise.
    expect(dishWords("chicken mayonnaise")).toEqual(["chicken", "mayonnaise"]);
    expect(dishWords("mayor sandwich")).toEqual(["mayor", "sandwich"]);
  });

  it("counts a dish said in the plural without a number as two pieces, when its portion is a piece", () => {
    expect(countedPlural("chicken fajitas", "1 fajita")).toBe(true);
    expect(countedPlural("beef tacos", "1 small/regular")).toBe(true);
    // A measure, a serving or an order is not a piece; a singular dish is one; 'hummus' and 'swiss' are no plurals of a piece.
    expect(countedPlural("peas", "1 cup")).toBe(false);
    expect(countedPlural("nachos", "1 order")).toBe(false);
    expect(countedPlural("chicken fajita", "1 fajita")).toBe(false);
    expect(countedPlural("nachos", null)).toBe(false);
    expect(countedPlural("cheese and ham on swiss", "1 sandwich")).toBe(false);
  });

  it("counts an Italian dish said in the plural as two pieces: its head is the plural of a food word (0024, anafix)", () => {
    expect(countedPlural("ali di pollo", "1 wing, any size")).toBe(true);
    expect(countedPlural("cosce di pollo", "1 small thigh")).toBe(true);
    // The plural alone, whatever the portion (a lexicon food counted by its piece: 'spring rolls') (0024-leftovers).
    expect(saidInPlural("spring rolls")).toBe(true);
    expect(saidInPlural("spring roll")).toBe(false);
    expect(saidInPlural("spring rolls from the takeaway")).toBe(true);
    expect(saidInPlural("a spring roll with sweet chilli")).toBe(false);
    expect(countedPlural("involtini primavera", "1 egg roll")).toBe(true);
    expect(countedPlural("coscia di pollo", "1 small thigh")).toBe(false);
    // -a → -e, -cia → -ce, -ca → -che, -o / -a → -i; or the English plural the vocabulary gives ('polpette': 'meatballs').
    for (const plural of ["polpette", "cosce", "bistecche", "ali", "crocchette", "arance", "funghi"])
      expect(isItalianPlural(plural)).toBe(true);
    // A singular in -e is no plural of a word it is not written from: 'pesce' is not 'pesca' (its plural is 'pesche').
    for (const singular of ["pesce", "pane", "salmone", "carne", "pollo", "torta", "latte", "sushi"])
      expect(isItalianPlural(singular)).toBe(false);
  });

  it("weighs two guesses by the words said their names hold, and names the one word an entry lacks", () => {
    const words = ["tuna", "sweetcorn", "sandwich"];
    expect(wordsHeld("Ham sandwich on white", words)).toBeCloseTo(1 / 3);
    expect(wordsHeld("Sandwich, white bread, tuna mayonnaise", words)).toBeCloseTo(2 / 3);
    expect(wordsMissing("Gnocchi, potato", ["gnocchi", "pesto"])).toEqual(["pesto"]);
    expect(wordsMissing("Pasta with pesto sauce", ["pasta", "pesto"])).toEqual([]);
  });
});

/** Whether a word was said, plural or singular (the tests' stand-in for findDish's matching). */
const saidOf = (words: string[]) => (w: string) => words.some((x) => x === w || x.replace(/s$/, "") === w.replace(/s$/, ""));

describe("the usual form of a dish (0020)", () => {
  it("counts the words an entry adds beyond its kinds and main ingredients, not the generic ones", () => {
    const egg = saidOf(["egg", "sandwich"]);
    expect(extraWords("Egg sandwich on white bread", egg)).toBe(0);
    // A bagel is a bread not said, a kind weighed by addedTo (0021), not an extra word.
    expect(extraWords("Egg sandwich on bagel", egg)).toBe(0);
    expect(extraWords("Egg sandwich on sourdough", egg)).toBe(1);
    // A cooking word is not an addition: the breast and the fillet are.
    expect(extraWords("Wrap filled with salad and fried chicken breast fillet", saidOf(["chicken", "salad", "wrap"]))).toBe(2);
    expect(extraWords("Omelette fried with cheese", saidOf(["cheese", "omelette"]))).toBe(0);
    // A generic word adds nothing; words in brackets count.
    expect(extraWords("Meatballs, pork and beef, in tomato sauce, homemade", saidOf(["meatballs", "tomato", "sauce"]))).toBe(0);
    const meatballs = saidOf(["meatballs", "tomato", "sauce"]);
    expect(extraWords("Small lamb meatballs with curry in tomato sauce (of tomato paste)", meatballs)).toBe(2);
    expect(extraWords("Polenta (Maize semolina prepared with water, fat and salt) boiled", saidOf(["polenta"]))).toBe(5);
    // Main ingredients and kinds are counted by addedTo, not twice.
    expect(extraWords("Lasagna with meat, frozen", saidOf(["lasagna"]))).toBe(0);
    expect(extraWords("Lasagne, homemade", saidOf(["lasagne"]))).toBe(0);
  });

  it("takes a coffee's milk of a stated fat for a kind not said", () => {
    const cappuccino = saidOf(["cappuccino"]);
    expect(addedTo("cappuccino (infusion) with milk 3.5 % fat", cappuccino)).toBe(4);
    expect(addedTo("coffee, cappuccino", cappuccino)).toBe(0);
  });

  it("takes a wrap for a sandwich said and a curry for an added main ingredient", () => {
    const wrap = saidOf(["chicken", "salad", "wrap"]);
    expect(addedTo("chicken salad sandwich wrap", wrap)).toBe(0);
    expect(addedTo("chicken salad sandwich", saidOf(["chicken", "salad"]))).toBe(4);
    const meatballs = saidOf(["meatballs", "tomato", "sauce"]);
    expect(addedTo("small lamb meatballs with curry in tomato sauce (of tomato paste)", meatballs)).toBe(2);
    expect(addedTo("meatballs, pork and beef, in tomato sauce, homemade", meatballs)).toBe(2);
  });

  it("takes a dish filled with something for a stuffed one, not said unless stuffed was", () => {
    const polpette = saidOf(["meatballs", "tomato", "tomatoes", "sauce"]);
    expect(addedTo("meatballs filled with tomatoes, fried, with tomato sauce (of tomato paste)", polpette)).toBe(4);
    expect(addedTo("meatballs filled with cheese", saidOf(["stuffed", "meatballs"]))).toBe(1);
    // A pizza's stuffed crust is a kind not said unless it was (0024-trialfix).
    expect(addedTo("pizza with pepperoni, stuffed crust", saidOf(["pepperoni", "pizza"]))).toBe(4);
    expect(addedTo("pizza with pepperoni, stuffed crust", saidOf(["stuffed", "crust", "pepperoni", "pizza"]))).toBe(0);
    // A filled pasta names its filling without the kind: 'meat-filled' ravioli are ravioli.
    expect(addedTo("ravioli, meat-filled, with tomato sauce or meat sauce", saidOf(["ravioli", "meat", "tomato", "sauce"]))).toBe(0);
  });

  it("reads the US tables' kabob as a kebab", () => {
    expect(wordsHeld("Beef shish kabob with vegetables, excluding potatoes", ["beef", "shish", "kebab"])).toBe(1);
  });
});

describe("dish readings (0020, dishread)", () => {
  it("counts a brand the person did not name, word for word, as a kind not said", () => {
    expect(brandNotSaid("McDONALD'S, french fries", ["french", "fries"])).toBe(true);
    // 'spaghetti' does not name SPAGHETTIOS; the whole brand said does.
    expect(brandNotSaid("SPAGHETTIOS, Spaghetti in Tomato & Cheese Sauce", ["spaghetti", "tomato"])).toBe(true);
    expect(brandNotSaid("McDONALD'S, BIG MAC", ["mcdonald", "s", "big", "mac"])).toBe(false);
    expect(brandNotSaid("Potato, french fries, NFS", ["french", "fries"])).toBe(false);
  });

  it("reads a dish named with its herbs as the dish, chips alone as fries, a toastie, a roll with two fillings and a takeaway", () => {
    expect(dishWords("penne al pomodoro e basilico")).toEqual(["penne", "tomato"]);
    expect(dishWords("spaghetti aglio olio e peperoncino")).toEqual(["spaghetti", "garlic", "oil"]);
    // Herbs alone stay what was said.
    expect(dishWords("basilico")).toEqual(["basil"]);
    expect(dishWords("chips")).toEqual(["french", "fries"]);
    expect(dishWords("fish and chips")).toEqual(["fish", "chips"]);
    expect(dishWords("tortilla chips")).toEqual(["tortilla", "chips"]);
    expect(dishWords("cheese and ham toastie")).toEqual(["cheese", "ham", "toasted", "sandwich"]);
    expect(dishWords("bacon and egg roll")).toEqual(["bacon", "egg", "sandwich"]);
    expect(dishWords("egg roll")).toEqual(["egg", "roll"]);
    expect(dishWords("egg rolls from chinese takeaway")).toEqual(["egg", "rolls", "chinese", "restaurant"]);
    expect(dishWords("spiedino di manzo")).toEqual(["shish", "kabob", "beef"]);
    expect(dishWords("pasta alla norma")).toEqual(["pasta", "aubergines", "tomato", "ricotta"]);
    expect(dishWords("tortellini in brodo")).toEqual(["tortellini", "broth"]);
  });

  it("knows the dish an entry is built on ('on' says what a sandwich is on)", () => {
    expect(namesSaidDish("Turkey sandwich on white, with cheese", ["sandwich", "turkey", "cheese"])).toBe(true);
    expect(namesSaidDish("Soup, meatball", ["meatballs"])).toBe(false);
  });

  it("counts a dish said in the plural before where it came from, and reads a food by its whole name, 'cooked' aside", () => {
    expect(countedPlural("egg rolls from chinese takeaway", "1 piece")).toBe(true);
    expect(callsItBy("Egg, whole, cooked, poached", ["poached", "egg"])).toBe(true);
    expect(callsItBy("Egg, whole, cooked, fried", ["poached", "egg"])).toBe(false);
  });

  it("takes a portion named by two words said as one, and one large for one said of a food sized only as large", () => {
    const kabob = withPortions([
      ["1 shishkabob", 202],
      ["1 cup", 154],
      ["Quantity not specified", 115],
    ]);
    expect(dishPortion(kabob, ["shish", "kabob", "beef", "vegetables"], false)).toEqual({ grams: 202, portion: "1 shishkabob" });
    const egg = withPortions([["1 large", 50]]);
    expect(dishPortion(egg, ["poached", "egg"], false, true)).toEqual({ grams: 50, portion: "1 large" });
    expect(dishPortion(egg, ["poached", "egg"], false, false)).toBeUndefined();
  });

  it("takes a portion named by two words said as one in any of their tables' spellings (0021)", () => {
    const kabob = withPortions([
      ["1 shishkabob", 202],
      ["Quantity not specified", 115],
    ]);
    // 'a beef shish kebab': the tables spell it 'kabob'.
    expect(dishPortion(kabob, ["beef", "shish", "kebab"], false)).toEqual({ grams: 202, portion: "1 shishkabob" });
  });

  it("weighs a unit by the median of the tables' entries for the dish, an 'any size' piece only without a sized one (0021)", () => {
    const sr28 = withPortions([["1 piece", 71]]);
    const fndds = withPortions([
      ["1 piece", 125],
      ["Quantity not specified", 125],
    ]);
    // A piece of apple strudel: SR28 71 g, FNDDS 125 g.
    expect(peerGrams(strudelPiece(sr28), [sr28, fndds], strudelPiece)).toEqual({ grams: 98, portion: "1 piece" });
    // Three tables: the middle one.
    const third = withPortions([["1 piece", 80]]);
    expect(peerGrams(strudelPiece(sr28), [sr28, fndds, third], strudelPiece)?.grams).toBe(80);
    // One entry, or another unit: its own.
    expect(peerGrams(strudelPiece(sr28), [sr28], strudelPiece)).toEqual({ grams: 71, portion: "1 piece" });
    const cup = withPortions([["1 cup", 150]]);
    expect(peerGrams(strudelPiece(sr28), [sr28, cup], strudelPiece)).toEqual({ grams: 71, portion: "1 piece" });
    // 'any size' is no size: a sized piece of another table stands for it.
    const anySize = withPortions([["1 piece/slice, any size", 175]]);
    const sized = withPortions([['1 piece (1/8 of 9" dia)', 99]]);
    expect(peerGrams(cheesecakeSlice(anySize), [anySize, sized], cheesecakeSlice)).toEqual({
      grams: 99,
      portion: '1 piece (1/8 of 9" dia)',
    });
  });
});

describe("compound meals and homographs (0021, dishread2)", () => {
  it("reads an English 'latte' as the coffee and an Italian one as milk, a spezzatino as a beef stew, a pizza by its name's toppings", () => {
    expect(dishWords("latte", "en")).toEqual(["latte"]);
    expect(dishWords("latte", "it")).toEqual(["milk"]);
    expect(dishWords("spezzatino con patate")).toEqual(["beef", "stew", "potato"]);
    // Another meat named is that meat's stew.
    expect(dishWords("spezzatino di vitello")).not.toContain("beef");
    expect(dishWords("pizza capricciosa")).toEqual(["pizza", "ham", "mushroom"]);
    expect(dishWords("pizza quattro stagioni")).toEqual(["pizza", "ham", "mushroom"]);
  });

  it("takes a sandwich on a bread not named for a kind not said, and the tables' 'with meat' for a meat said", () => {
    expect(addedTo("egg sandwich on bagel, with bacon", saidOf(["bacon", "egg", "sandwich"]))).toBeGreaterThanOrEqual(4);
    expect(addedTo("egg sandwich on bagel, with bacon", saidOf(["bagel", "bacon", "egg", "sandwich"]))).toBe(0);
    expect(addedTo("egg sandwich on english muffin, with bacon", saidOf(["english", "muffin", "bacon", "egg", "sandwich"]))).toBe(0);
    expect(
      addedTo("fast foods, griddle cake sandwich, egg, cheese, and bacon", saidOf(["bacon", "egg", "sandwich"])),
    ).toBeGreaterThanOrEqual(4);
    // A roll is a bun.
    expect(addedTo("hamburger on a bun", saidOf(["hamburger", "roll"]))).toBe(0);
    // A coffee with a plant milk is said by that milk.
    expect(addedTo("coffee, latte, with non-dairy milk", saidOf(["latte"]))).toBeGreaterThanOrEqual(4);
    expect(addedTo("coffee, latte, with non-dairy milk", saidOf(["latte", "oat", "milk"]))).toBe(0);
  });

  it("counts one dish served with something said in the plural, and takes a portion named by a compound ending in a word said", () => {
    expect(countedPlural("beef kebab with vegetables", "1 shishkabob")).toBe(false);
    expect(countedPlural("beef kebabs", "1 shishkabob")).toBe(true);
    const kabob = withPortions([
      ["1 shishkabob", 202],
      ["Quantity not specified", 115],
    ]);
    expect(dishPortion(kabob, ["beef", "kebab", "vegetables"], false)).toEqual({ grams: 202, portion: "1 shishkabob" });
  });
});

describe("a gelato, a cheese bagel (0022, dishcons3)", () => {
  it("reads a dish said without a size at the table's quantity, not its medium ice cream cup (a container)", () => {
    const gelato = withPortions([
      ["1 cup", 175],
      ["1 scoop", 160],
      ["1 small ice cream cup", 160],
      ["1 medium ice cream cup", 320],
      ["Quantity not specified", 175],
    ]);
    expect(dishPortion(gelato, ["gelato"], false, false)).toEqual({ grams: 175, portion: null });
    // A medium piece of a dish stays the regular one.
    expect(dishPortion(withPortions([["1 medium", 113]]), ["muffin"], false)?.grams).toBe(113);
  });

  it("counts the main foods an entry adds to the words said", () => {
    expect(addedToWords("Fast foods, bagel, with breakfast steak, egg, cheese, and condiments", ["cheese", "bagel"])).toBeGreaterThan(0);
    expect(addedToWords("Ham sandwich on white", ["ham", "sandwich"])).toBe(0);
  });
});

describe("a plate of pasta (0022, italplate)", () => {
  it("knows pasta with its sauce, the first course, from filled pasta, lasagne, gnocchi, a minestra or a salad", () => {
    expect(PASTA_PLATE_GRAMS).toBe(300);
    const plates = [
      "Pasta with tomato-based sauce, home recipe",
      "Carbonara-style pasta (spaghetti, tagliatelle…), prepacked",
      "Pasta egg-free, with pesto verde",
      "Spaghetti bolognese, homemade",
    ];
    expect(plates.filter((name) => !pastaPlate(name))).toEqual([]);
    const others = [
      "Lasagna with meat",
      "Gnocchi, potato",
      "Pasta with tomato-based sauce and beans or lentils",
      "Pasta, cooked, enriched, without added salt",
      "Macaroni or noodles with cheese",
      "Ravioli, meat-filled, with tomato sauce or meat sauce",
    ];
    expect(others.filter((name) => pastaPlate(name))).toEqual([]);
  });
});

describe("a long word with one letter dropped (0022, italplate)", () => {
  it("reads 'spagetti' as spaghetti and 'brocoli' as broccoli, not short words one letter apart", () => {
    expect(oneLetterDropped("spagetti", "spaghetti")).toBe(true);
    expect(oneLetterDropped("brocoli", "broccoli")).toBe(true);
    expect(oneLetterDropped("pasta", "pastas")).toBe(false);
    expect(oneLetterDropped("dessert", "desserts")).toBe(true);
    expect(oneLetterDropped("spagetti", "xspagetti")).toBe(false);
  });

  it("gives a cured meat said alone the 50 g portion of cured meats, not a plate (0023-trial17)", () => {
    expect(defaultDishGrams(["bresaola"])).toBe(50);
    expect(defaultDishGrams(["parma", "ham"])).toBe(50);
    // A plain cut of meat or fish is one cut, 150 g; a dish named with more than its cut stays a plate (0024-trial18).
    expect(defaultDishGrams(["turkey", "breast", "grilled"])).toBe(150);
    expect(defaultDishGrams(["pork", "chop"])).toBe(150);
    expect(defaultDishGrams(["chicken", "breast", "stuffed", "spinach"])).toBe(250);
    expect(defaultDishGrams(["pizza", "ham"])).toBe(350);
    expect(defaultDishGrams(["spaghetti", "ham", "peas"])).toBe(250);
  });
});

/** What a person said, for `cookedOverPrepacked` ('spaghetti' is the tables' pasta). */
const saidAsPasta = (words: string[]) => (w: string) => words.some((x) => x === w.toLowerCase() || (x === "spaghetti" && w === "pasta"));
/** An entry with its energy. */
const withEnergy = (name: string, kcal: number | null = 167) => ({ name, nutrients: { energyKcal: kcal } as FoodDetail["nutrients"] });

describe("a cutlet, a main with chips, a meat curry, a dish in sauce (0024, chatfix)", () => {
  it("gives a breaded cutlet one cutlet, a main with its chips the main and a portion of chips, a meat curry a main course", () => {
    expect(defaultDishGrams(["milanese", "veal", "escalope"])).toBe(CUTLET_GRAMS);
    expect(defaultDishGrams(["cutlet", "breaded", "chicken"])).toBe(CUTLET_GRAMS);
    expect(defaultDishGrams(["wiener", "schnitzel"])).toBe(CUTLET_GRAMS);
    expect(defaultDishGrams(["fish", "chips"])).toBe(MAIN_AND_CHIPS_GRAMS);
    expect(defaultDishGrams(["sausage", "chips"])).toBe(MAIN_AND_CHIPS_GRAMS);
    expect(defaultDishGrams(["chicken", "korma"])).toBe(CURRY_GRAMS);
    expect(defaultDishGrams(["lamb", "rogan", "josh"])).toBe(CURRY_GRAMS);
    // A pulse curry (a side as often as a main), a sandwich of a cutlet keep their own portions.
    expect(defaultDishGrams(["chickpea", "curry"])).toBe(250);
    expect(defaultDishGrams(["sandwich", "cutlet"])).toBe(135);
  });

  it("reads a curry style no table holds as a meat curry, a main course whatever its table's cup (0025-chatdish)", () => {
    expect(meatCurry(["chicken", "jalfrezi"])).toBe(true);
    expect(meatCurry(["lamb", "bhuna"])).toBe(true);
    expect(meatCurry(["chicken", "curry"])).toBe(true);
    expect(meatCurry(["chickpea", "curry"])).toBe(false);
    expect(meatCurry(["chicken", "breast"])).toBe(false);
    expect(defaultDishGrams(["chicken", "jalfrezi"])).toBe(CURRY_GRAMS);
  });

  it("reads the cooked dish before a prepacked ready meal of the same name, not another dish (0025-chatdish)", () => {
    const carbonara = ["spaghetti", "carbonara"];
    const prepacked = { name: "Carbonara-style pasta (spaghetti, tagliatelle…), prepacked" };
    expect(cookedOverPrepacked(prepacked, withEnergy("Egg pasta with Carbonara"), carbonara, saidAsPasta(carbonara))).toBe(true);
    expect(cookedOverPrepacked(prepacked, withEnergy("Egg pasta with Carbonara", null), carbonara, saidAsPasta(carbonara))).toBe(false);
    const bolognese = ["pasta", "bolognese"];
    const lasagna = withEnergy("Lasagna al forno (pasta sheets with Bechamel- and Bolognese sauce, gratinated with cheese)");
    expect(
      cookedOverPrepacked(
        { name: "Bolognese-style pasta (spaghetti, tagliatelle…), prepacked" },
        lasagna,
        bolognese,
        saidAsPasta(bolognese),
      ),
    ).toBe(false);
    const toastie = ["ham", "cheese", "toastie"];
    const egg = withEnergy("Toasted ham and cheese sandwich, topped with a fried egg, homemade");
    expect(cookedOverPrepacked({ name: "Toasted ham and cheese sandwich, prepacked" }, egg, toastie, saidAsPasta(toastie))).toBe(false);
  });

  it("gives chips or fries said alone a side's portion, whatever their kind, not a main with its chips (0025-fix20chat)", () => {
    expect(defaultDishGrams(["chips"], 189)).toBe(SIDE_OF_CHIPS_GRAMS);
    expect(defaultDishGrams(["oven", "chips"], 189)).toBe(SIDE_OF_CHIPS_GRAMS);
    expect(defaultDishGrams(["sweet", "potato", "fries"], 192)).toBe(SIDE_OF_CHIPS_GRAMS);
    expect(defaultDishGrams(["homemade", "chips"], 197)).toBe(SIDE_OF_CHIPS_GRAMS);
    // A main named with them is still the main and its chips; crisps are a dense snack's serving.
    expect(defaultDishGrams(["fish", "chips"], 200)).toBe(MAIN_AND_CHIPS_GRAMS);
    expect(defaultDishGrams(["steak", "chips"], 200)).toBe(MAIN_AND_CHIPS_GRAMS);
    expect(defaultDishGrams(["tortilla", "chips"], 488)).toBe(50);
  });

  it("reads a dish in sauce named without a count as its served portion, not one piece of the meat with sauce", () => {
    const cacciatore = withPortions([
      ["1 cup", 244],
      ["1 chicken thigh with sauce", 107],
      ["1 chicken leg with sauce", 197],
      ["Quantity not specified", 244],
    ]);
    expect(dishPortion(cacciatore, ["chicken", "cacciatora"], false)).toEqual({ grams: 244, portion: null });
    // Counted ('2 chicken thighs in sauce'), the piece stays.
    expect(dishPortion(cacciatore, ["chicken", "thigh", "cacciatora"], true)?.portion).toBe("1 chicken thigh with sauce");
  });
});

describe("the plate of an Italian dish written head first (0024-italhead)", () => {
  it("shares a pasta's, a risotto's and a main salad's plate between the head and its ingredients", () => {
    expect(headFirstPlate("pasta")).toMatchObject({ plate: PASTA_PLATE_GRAMS, base: 200 });
    expect(headFirstPlate("risotto")?.plate).toBe(250);
    // A main salad's leaves are a side salad's 80 g.
    expect(headFirstPlate("lettuce")?.base).toBe(80);
    // A cured meat said first keeps its own portion: no plate.
    expect(headFirstPlate("bresaola")).toBeUndefined();
  });

  it("reads a panino as a bar's roll and a piadina as its flatbread, each with a filling's portion (0025-panino)", () => {
    expect(headFirstPlate("panino")).toEqual({
      head: /^panin[oi]$/,
      plate: PANINO_ROLL_GRAMS + FILLING_GRAMS,
      base: PANINO_ROLL_GRAMS,
      bread: "rosetta",
    });
    expect(headFirstPlate("piadina")).toMatchObject({ plate: PIADINA_GRAMS + FILLING_GRAMS, base: PIADINA_GRAMS });
    // A tramezzino is found by the lexicon's key, its crustless bread.
    expect(headFirstPlate("sandwich")?.bread).toBe("pancarrè");
  });
});

describe("the median of the tables' weights", () => {
  it("is the middle weight, or the mean of the two in the middle", () => {
    expect(middleOf([71])).toBe(71);
    expect(middleOf([71, 98, 125])).toBe(98);
    expect(middleOf([71, 125])).toBe(98);
    expect(middleOf([20, 38, 50, 120])).toBe(44);
  });
});

describe("dish words (0025, fix20ana)", () => {
  it("reads a (Philly) cheesesteak as the tables' cheese steak sandwich", () => {
    expect(dishWords("philly cheesesteak")).toEqual(["cheese", "steak", "sandwich"]);
    expect(dishWords("a cheese steak")).toEqual(["cheese", "steak", "sandwich"]);
  });
});

describe("a British bake (0025-trial20fix)", () => {
  it("is the tables' casserole: a tuna pasta bake is the tuna noodle casserole, not the tuna alone", () => {
    expect(wordsHeld("Tuna noodle casserole with cream or white sauce", ["tuna", "pasta", "bake"])).toBe(1);
    expect(wordsHeld("Tuna, roasted/baked", ["tuna", "pasta", "bake"])).toBeLessThan(1);
  });
});

describe("Italian plates by class (0027-fix22anaIT)", () => {
  it("reads a carpaccio as a starter's 120 g and saltimbocca as escalopes, not a 250 g plate", () => {
    expect(defaultDishGrams(["beef", "carpaccio"])).toBe(CARPACCIO_GRAMS);
    expect(CARPACCIO_GRAMS).toBe(120);
    expect(defaultDishGrams(["saltimbocca"])).toBe(CUTLET_GRAMS);
  });
  it("reads a carpaccio said without its meat as beef, and purè as mashed potatoes, not 'pure'", () => {
    expect(dishWords("carpaccio con rucola e grana")).toEqual(expect.arrayContaining(["beef", "carpaccio"]));
    expect(dishWords("carpaccio di salmone")).not.toContain("beef");
    expect(dishWords("salsiccia e purè")).toEqual(expect.arrayContaining(["mashed", "potatoes"]));
    expect(dishWords("salsiccia e purè")).not.toContain("pure");
  });
  it("reads the shapes of a region's pasta as pasta ('trofie al pesto' is pasta with pesto)", () => {
    expect(wordsHeld("Pasta egg-free, with pesto verde", dishWords("trofie al pesto"))).toBe(1);
    expect(wordsHeld("Pasta with tomato-based sauce, home recipe", dishWords("pici al pomodoro"))).toBe(1);
  });
});
