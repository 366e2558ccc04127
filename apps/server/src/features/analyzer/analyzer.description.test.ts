import { describe, expect, it } from "vitest";
import {
  britishPlate,
  chickenPart,
  cookingSpelling,
  lettersSwapped,
  lexiconSpelling,
  oneEditApart,
  parseDescription,
  splitDescription,
  TEASPOONS_IN_A_DESSERTSPOON,
  typoCorrected,
} from "./analyzer.description.ts";
import { pinnedFood } from "./analyzer.lexicon.ts";

const brief = (text: string) => parseDescription(text).map((i) => [i.entry?.key ?? i.name, i.quantity, i.unit, i.grams, i.size]);

describe("description parser", () => {
  it("splits on commas and the words and/with/e/con", () => {
    expect(splitDescription("2 eggs, a slice of bread and 150 g greek yogurt with honey")).toEqual([
      "2 eggs",
      "a slice of bread",
      "150 g greek yogurt",
      "honey",
    ]);
    expect(splitDescription("due uova e una fetta di pane con miele")).toEqual(["due uova", "una fetta di pane", "miele"]);
  });

  it("reads a food on toast as two foods, but not a side order (a user's trial)", () => {
    expect(splitDescription("2 scrambled eggs on toast")).toEqual(["2 scrambled eggs", "toast"]);
    // An amount written after the food on its own is that food's (user trial, session 13).
    expect(splitDescription("chicken nuggets, 6 pieces")).toEqual(["6 pieces of chicken nuggets"]);
    expect(splitDescription("sushi, 8 pezzi")).toEqual(["8 pezzi di sushi"]);
    // Grams after a dish stay with the dish's run (read there), not with its last food.
    expect(splitDescription("a crepe with ham and cheese, 150 g")).toEqual(["a crepe", "ham", "cheese", "150 g"]);
    expect(splitDescription("nuggets x6")).toEqual(["nuggets x6"]);
    expect(splitDescription("2 eggs, 3")).toEqual(["2 eggs"]);
    expect(splitDescription("a burger with fries on the side")).toEqual(["a burger", "fries"]);
    expect(splitDescription("2 uova strapazzate su una fetta di pane tostato")).toEqual([
      "2 uova strapazzate",
      "una fetta di pane tostato",
    ]);
  });

  it("knows a piadina (not a piña colada, session 12's trial)", () => {
    expect(brief("una piadina con prosciutto crudo")[0]).toEqual(["piadina", 1, null, null, null]);
    expect(brief("2 piadine")).toEqual([["piadina", 2, null, null, null]]);
  });

  it("reads numbers, fractions, number words and household measures in English and Italian", () => {
    expect(brief("2 eggs")).toEqual([["egg", 2, null, null, null]]);
    expect(brief("half a cup of rice")).toEqual([["rice", 0.5, "cup", null, null]]);
    expect(brief("mezza tazza di riso")).toEqual([["rice", 0.5, "cup", null, null]]);
    expect(brief("1/2 cup cottage cheese")).toEqual([["cottage-cheese", 0.5, "cup", null, null]]);
    expect(brief("1 and a half cups of rice")).toEqual([["rice", 1.5, "cup", null, null]]);
    expect(brief("a large egg")).toEqual([["egg", 1, null, null, "large"]]);
    expect(brief("due cucchiaini di zucchero")).toEqual([["sugar", 2, "tsp", null, null]]);
    expect(brief("un'arancia")).toEqual([["orange", 1, null, null, null]]);
  });

  it("converts weights and volumes to grams", () => {
    expect(brief("150 g greek yogurt")).toEqual([["greek-yogurt", 150, null, 150, null]]);
    expect(brief("0,5 l di latte")).toEqual([["milk", 0.5, null, 500, null]]);
    expect(brief("8 oz steak")).toEqual([["steak", 8, null, 226.8, null]]);
    expect(brief("greek yogurt 170g")[0]![3]).toBe(170);
    expect(brief("a 125 g mozzarella")[0]![3]).toBe(125);
  });

  it("keeps unknown foods by name for the food search", () => {
    expect(parseDescription("a bowl of ramen")[0]).toMatchObject({ name: "ramen", unit: "bowl", entry: null });
    // 'a side of …' / 'un contorno di …' is a side's portion (0020).
    expect(parseDescription("a side of green beans")[0]).toMatchObject({ name: "green beans", unit: "side", quantity: 1 });
    expect(parseDescription("un contorno di fagiolini")[0]).toMatchObject({ name: "fagiolini", unit: "side", quantity: 1 });
    // 'a side salad' is a side of salad (0023, misreads: it was read as the tables' 'Side dishes, potato salad').
    expect(parseDescription("a side salad")[0]).toMatchObject({ name: "salad", unit: "side" });
    // A lexicon name said with its cooking word is the whole name.
    expect(parseDescription("verdure grigliate", "it")[0]).toMatchObject({ entryIsWholeName: true });
  });

  it("keeps the words of a dish together and says what joined the chunks", () => {
    const items = parseDescription("pollo al curry con riso, a glass of wine");
    expect(items.map((i) => [i.name, i.joinedBy, i.amountBefore])).toEqual([
      ["pollo al curry", null, false],
      ["riso", "con", false],
      ["wine", null, true],
    ]);
    // A lexicon word inside a longer name is not the whole name: 'pasta al pomodoro' is not a tomato.
    expect(parseDescription("pasta al pomodoro 100 g")[0]).toMatchObject({
      name: "pasta al pomodoro",
      grams: 100,
      entryIsWholeName: false,
    });
    expect(parseDescription("a banana")[0]).toMatchObject({ entryIsWholeName: true });
    // 'Of' words stay inside a name.
    expect(parseDescription("risotto ai frutti di mare")[0]!.name).toBe("risotto ai frutti di mare");
  });

  it("gives an amount written after a comma to the food before it, and a cooking word to its food", () => {
    expect(parseDescription("pasta alla carbonara, 200 grammi").map((i) => [i.name, i.grams])).toEqual([["pasta alla carbonara", 200]]);
    expect(parseDescription("a salmon fillet, baked").map((i) => [i.name, i.unit])).toEqual([["salmon fillet baked", null]]);
  });

  it("reads a product named with a size word as the product", () => {
    expect(parseDescription("a big mac")[0]).toMatchObject({ name: "big mac", size: null });
    expect(parseDescription("a big apple")[0]).toMatchObject({ size: "large" });
  });
});

const heads = (text: string) => parseDescription(text, "it").map((i) => [i.name, i.joinedBy, i.headFirst === true]);

describe("Italian dishes written head first (0024-italhead)", () => {
  it("reads the head and what follows it without a link word as the dish and its ingredients", () => {
    expect(heads("pasta zucchine e gamberi")).toEqual([
      ["pasta", null, true],
      ["zucchine", "con", false],
      ["gamberi", "e", false],
    ]);
    expect(heads("orecchiette cime di rapa")).toEqual([
      ["orecchiette", null, true],
      ["cime di rapa", "con", false],
    ]);
    // A pasta shape is the lexicon's pasta; a salad's head its leaves.
    expect(parseDescription("orecchiette cime di rapa", "it")[0]!.entry?.key).toBe("pasta");
    expect(parseDescription("insalata pollo e avocado", "it")[0]!.entry?.key).toBe("lettuce");
    expect(heads("bresaola rucola e grana")[0]).toEqual(["bresaola", null, true]);
  });
  it("keeps a name whose second word says which one it is, a link word said, and English", () => {
    expect(heads("insalata mista")).toEqual([["insalata mista", null, false]]);
    expect(heads("pasta frolla")).toEqual([["pasta frolla", null, false]]);
    expect(heads("risotto ai funghi")).toEqual([["risotto ai funghi", null, false]]);
    expect(heads("pasta e fagioli")).toEqual([
      ["pasta", null, false],
      ["fagioli", "e", false],
    ]);
    expect(parseDescription("pasta salad", "en").map((i) => i.headFirst === true)).toEqual([false]);
  });
});

describe("a pasta named by what it is made with after 'al / alla / alle' (0025-chatdish)", () => {
  it("reads it as the pasta with its ingredient, as a dish written head first", () => {
    expect(heads("spaghetti alle vongole")).toEqual([
      ["spaghetti", null, true],
      ["vongole", "con", false],
    ]);
    expect(heads("penne al salmone")).toEqual([
      ["penne", null, true],
      ["salmone", "con", false],
    ]);
  });
  it("keeps a sauce or a style said after the link, and a risotto, whole", () => {
    expect(heads("spaghetti alla carbonara")).toEqual([["spaghetti alla carbonara", null, false]]);
    expect(heads("pasta al pomodoro")).toEqual([["pasta al pomodoro", null, false]]);
    expect(heads("pasta alla norma")).toEqual([["pasta alla norma", null, false]]);
    expect(heads("spaghetti al ragù")).toEqual([["spaghetti al ragù", null, false]]);
    expect(heads("risotto ai funghi")).toEqual([["risotto ai funghi", null, false]]);
  });
});

describe("a lexicon word written one letter short (0024-italhead)", () => {
  it("is spelt as the lexicon does, a long word only, never a word the lexicon holds or a plural made singular", () => {
    expect(lexiconSpelling("roasted vegtables")).toBe("roasted vegetables");
    expect(parseDescription("roasted vegtables")[0]!.entry?.key).toBe("cooked-vegetables");
    expect(lexiconSpelling("spagetti al pomodoro")).toBe("spaghetti al pomodoro");
    expect(lexiconSpelling("mozarella")).toBe("mozzarella");
    // Short words stay as written: 'pasta' is not 'paste', 'tea' not 'teal'.
    expect(lexiconSpelling("pasta")).toBe("pasta");
    expect(lexiconSpelling("chicken")).toBe("chicken");
  });
});

describe("compound meals and homographs (0021, dishread2)", () => {
  it("reads 'latte' in the description's language: milk in Italian, the coffee in English", () => {
    expect(parseDescription("un bicchiere di latte", "it")[0]!.entry?.key).toBe("milk");
    expect(parseDescription("300 ml latte", "en")[0]!.entry).toBeNull();
    // The description's own words say its language, whatever the screen's ('una tazza di latte' sent from an English one).
    expect(parseDescription("una tazza di latte", "en")[0]!.entry?.key).toBe("milk");
    expect(parseDescription("a cup of latte", "it")[0]!.entry).toBeNull();
    // English milk is milk in either language.
    expect(parseDescription("a glass of milk", "en")[0]!.entry?.key).toBe("milk");
  });

  it("reads a plate of pasta beside pieces counted as a plate, and a food before 'toast' as that food on toast", () => {
    const meatballs = parseDescription("3 meatballs with spaghetti", "en");
    expect(meatballs.map((i) => [i.name, i.unit])).toEqual([
      ["meatballs", null],
      ["spaghetti", "bowl"],
    ]);
    expect(parseDescription("spaghetti con 3 polpette", "it")[0]!.unit).toBe("bowl");
    // Without a count the pasta keeps its own amount.
    expect(parseDescription("spaghetti with meatballs", "en")[0]!.unit).toBeNull();
    const toast = parseDescription("avocado toast with a poached egg", "en");
    expect(toast.map((i) => [i.name, i.entry?.key ?? null, i.quantitySaid])).toEqual([
      ["toast", "toast", false],
      ["avocado", "avocado", false],
      ["poached egg", "egg", true],
    ]);
    // French toast is a dish, not a topping.
    expect(parseDescription("french toast", "en")).toHaveLength(1);
  });

  it("reads an English 'gelato' as no lexicon food (the tables' gelato), an Italian one as the lexicon's ice cream (0022)", () => {
    expect(parseDescription("a scoop of vanilla gelato", "en")[0]?.entry).toBeNull();
    expect(parseDescription("una pallina di gelato", "it")[0]?.entry?.key).toBe("ice-cream");
  });

  it("reads a trancio of pizza as slices of pizza al taglio, a trancio of fish as before (0026-trancio)", () => {
    expect(brief("un trancio di pizza")).toEqual([["pizza", 1, null, 180, null]]);
    expect(brief("due tranci di pizza margherita")).toEqual([["pizza", 2, null, 360, null]]);
    expect(parseDescription("un trancio di salmone", "it")[0]?.grams).toBeNull();
  });

  it("reads a meal's name before a colon, a pint, a drizzle, a misspelt handful, diet colas and branded bars (0023-trial17)", () => {
    expect(parseDescription("pranzo: insalata di pollo, pane e una mela").map((i) => i.name)).toEqual([
      "insalata di pollo",
      "pane",
      "mela",
    ]);
    expect(brief("breakfast - 2 eggs")).toEqual([["egg", 2, null, null, null]]);
    expect(brief("a pint of lager")).toEqual([["beer", 1, null, 568, null]]);
    expect(brief("a handfull of almonds")).toEqual([["almonds", 1, "handful", null, null]]);
    expect(brief("un filo d'olio")).toEqual([["olive-oil", 1, "tsp", null, null]]);
    expect(brief("a drizzle of olive oil")).toEqual([["olive-oil", 1, "tsp", null, null]]);
    // 'filo' is a unit only before 'di' / 'd'…': filo pastry stays a name.
    expect(parseDescription("pasta filo", "it")[0]?.unit).toBeNull();
    expect(brief("a can of diet coke")).toEqual([["diet-cola", 1, "can", null, null]]);
    expect(brief("una coca zero")).toEqual([["diet-cola", 1, null, null, null]]);
    expect(brief("a mars bar")).toEqual([["mars-bar", 1, null, null, null]]);
    expect(brief("2 snickers")).toEqual([["snickers", 2, null, null, null]]);
    expect(brief("una bottiglietta d'acqua")).toEqual([["acqua", 1, "bottle", null, null]]);
  });
});

describe("a dietitian's sixth reading (0024-trial18)", () => {
  it("reads a packed lunch's name, a crisp's flavour, brand drinks and bars, a flat white and a satsuma", () => {
    // The sandwich's two words are joined again by the dish matcher, as 'fish and chips' is.
    expect(
      parseDescription("packed lunch: a cheese and pickle sandwich, a packet of salt and vinegar crisps and a satsuma").map((i) => i.name),
    ).toEqual(["cheese", "pickle sandwich", "packet of crisps", "satsuma"]);
    expect(brief("cheese & onion crisps")).toEqual([["crisps", 1, null, null, null]]);
    // Only a crisp's flavour: 'cheese and onion' said alone are two foods.
    expect(splitDescription("cheese and onion")).toEqual(["cheese", "onion"]);
    expect(brief("a can of fanta")).toEqual([["orange-soda", 1, "can", null, null]]);
    expect(brief("un'aranciata")).toEqual([["orange-soda", 1, null, null, null]]);
    expect(brief("a kitkat")).toEqual([["kit-kat", 1, null, null, null]]);
    expect(brief("a flat white")).toEqual([["flat-white", 1, null, null, null]]);
    expect(brief("a satsuma")).toEqual([["satsuma", 1, null, null, null]]);
    // An Italian 'toast' said alone is the toasted ham and cheese sandwich; an English one toasted bread.
    expect(parseDescription("un toast e un succo di frutta", "it")[0]?.entry?.key).toBe("italian-toast");
    expect(parseDescription("un toast", "it")[0]?.entry?.key).toBe("italian-toast");
    expect(parseDescription("2 slices of toast with butter", "en")[0]?.entry?.key).toBe("toast");
    expect(parseDescription("pane tostato con burro", "it")[0]?.entry?.key).toBe("toast");
  });

  it("reads milk said without an amount with a bowl of cereal as the milk poured on it, 125 ml", () => {
    expect(parseDescription("cornflakes with semi-skimmed milk")[1]).toMatchObject({ grams: 125, gramsAssumed: true });
    expect(brief("muesli con latte")[1]).toEqual(["milk", 1, null, 125, null]);
    // An amount said is the amount; porridge is cooked in its milk; a glass of milk beside toast is a glass.
    expect(brief("cornflakes with 200 ml milk")[1]?.[3]).toBe(200);
    expect(brief("porridge with milk")[1]?.[3]).toBeNull();
    expect(brief("toast and milk")[1]?.[3]).toBeNull();
  });
});

describe("a slice named after what it is cut from, a juice's brick, granary toast (0024-trialfix)", () => {
  it("reads 'X pizza slice' as a slice of X pizza, a brick as a container, granary toast as the bread", () => {
    expect(brief("a large pepperoni pizza slice")).toEqual([["pizza", 1, "slice", null, "large"]]);
    expect(parseDescription("a large pepperoni pizza slice")[0]?.name).toBe("pepperoni pizza");
    expect(parseDescription("2 carrot cake slices")[0]).toMatchObject({ name: "carrot cake", unit: "slice", quantity: 2 });
    // A topping named before 'slices' that is no sliced dish stays the food ('turkey slices').
    expect(brief("turkey slices")[0]?.[2]).toBeNull();
    expect(brief("un brick di succo di frutta")[0]?.[2]).toBe("container");
    expect(brief("granary toast")).toEqual([["granary-bread", 1, null, null, null]]);
    expect(brief("avocado toast").map((x) => x[0])).toEqual(["toast", "avocado"]);
  });
});

describe("a meal's label and when or where it was eaten (0024, trial19)", () => {
  it("drops a meal deal's label and a clause after the food, and keeps a food said after 'I had'", () => {
    expect(parseDescription("meal deal: tuna mayo sandwich").map((i) => i.name)).toEqual(["tuna mayo sandwich"]);
    expect(parseDescription("post-workout: a banana").map((i) => i.entry?.key)).toEqual(["banana"]);
    expect(parseDescription("un piatto di risotto ai funghi che ho mangiato a pranzo", "it").map((i) => i.name)).toEqual([
      "risotto ai funghi",
    ]);
    expect(parseDescription("a caesar salad from pret").map((i) => i.name)).toEqual(["caesar salad"]);
    expect(parseDescription("pasta I had for lunch").map((i) => i.name)).toEqual(["pasta"]);
    // Said first, 'I had' introduces the food: it stays.
    expect(parseDescription("I had 2 eggs").map((i) => [i.entry?.key, i.quantity])).toEqual([["egg", 2]]);
  });
});

describe("a pack's unit said after the food (0024-leftovers)", () => {
  it("reads 'a yogurt pot' as a pot of yogurt, and keeps a name whose last word is no pack of a known food", () => {
    expect(brief("a yogurt pot")).toEqual([["yogurt", 1, "container", null, null]]);
    expect(brief("2 yoghurt pots")).toEqual([["yogurt", 2, "container", null, null]]);
    expect(brief("a pot of yogurt")).toEqual([["yogurt", 1, "container", null, null]]);
    expect(brief("hot pot")[0]?.[2]).toBeNull();
    expect(brief("200 g yogurt pot")[0]?.slice(2, 4)).toEqual([null, 200]);
  });
});

describe("a dish and its parts (0025-anacompound)", () => {
  it("reads a list said after 'with', parted by commas and closed by 'and', as one list joined by 'and'", () => {
    const items = parseDescription("beef burrito with rice, beans, cheese and sour cream");
    expect(items.map((x) => [x.name, x.joinedBy])).toEqual([
      ["beef burrito", null],
      ["rice", "with"],
      ["beans", "and"],
      ["cheese", "and"],
      ["sour cream", "and"],
    ]);
    // A food with its own amount after a comma is a meal of its own, and a list not closed by 'and' stays as said.
    expect(parseDescription("toast with butter, a coffee and a juice").map((x) => x.joinedBy)).toEqual([null, "with", null, "and"]);
    expect(parseDescription("pasta with pesto, salad").map((x) => x.joinedBy)).toEqual([null, "with", null]);
  });

  it("spells a cooking word typed with a dropped or two swapped letters, and leaves other words", () => {
    expect(cookingSpelling("scrambeld eggs")).toBe("scrambled eggs");
    expect(cookingSpelling("poched egg")).toBe("poached egg");
    expect(cookingSpelling("mahsed potato")).toBe("mashed potato");
    expect(cookingSpelling("scrambled eggs")).toBe("scrambled eggs");
    expect(cookingSpelling("fired rice")).toBe("fired rice");
    expect(lettersSwapped("scrambeld", "scrambled")).toBe(true);
    expect(lettersSwapped("scrambled", "scrambled")).toBe(false);
    expect(parseDescription("scrambeld eggs on toast")[0]!.name).toBe("scrambled eggs");
  });

  it("reads a tramezzino named with its fillings head first, its bread first", () => {
    const [head, ham, cheese] = parseDescription("tramezzino prosciutto e mozzarella", "it");
    expect([head!.name, head!.headFirst, head!.entry?.key]).toEqual(["tramezzino", true, "sandwich"]);
    expect([ham!.entry?.key, ham!.joinedBy, cheese!.entry?.key, cheese!.joinedBy]).toEqual(["ham", "con", "mozzarella", "e"]);
    // 'un tramezzino' and 'tramezzino al tonno' are not split.
    expect(parseDescription("un tramezzino", "it")).toHaveLength(1);
    expect(parseDescription("tramezzino al tonno", "it")).toHaveLength(1);
  });

  it("reads a panino with its filling after 'con', and a piadina head first, as a bread and what it is made with (0025-panino)", () => {
    const [panino, cutlet] = parseDescription("un panino con la cotoletta di pollo", "it");
    expect([panino!.name, panino!.headFirst, cutlet!.joinedBy]).toEqual(["panino", true, "con"]);
    const [piadina, ham, cheese] = parseDescription("piadina prosciutto e stracchino", "it");
    expect([piadina!.headFirst, piadina!.entry?.key, ham!.entry?.key, cheese!.joinedBy]).toEqual([true, "piadina", "ham", "e"]);
    // The elided article is no part of the filling's name; 'un panino' alone and one with its own amount stay as said.
    expect(parseDescription("un panino con l'uovo", "it")[1]!.name).toBe("uovo");
    expect(parseDescription("un panino", "it")[0]!.headFirst).toBeUndefined();
    expect(parseDescription("un panino con una birra", "it")[0]!.headFirst).toBeUndefined();
  });

  it("reads a bread's filling said with 'al / alla / col' as said with 'con', and a piadina with 'con' too (0025-eggfix)", () => {
    for (const text of ["un panino al crudo", "un panino col crudo", "una piadina con crudo", "un panino alla mortadella"]) {
      const [bread, filling] = parseDescription(text, "it");
      expect([bread!.headFirst, filling!.joinedBy]).toEqual([true, "con"]);
    }
  });

  it("reads an egg 'all'occhio di bue' as a fried egg (0025-eggfix; the form said in shared `italianCookingWord`)", () => {
    expect(parseDescription("un uovo all'occhio di bue", "it")[0]!.name).toBe("uovo fritto");
  });

  it("reads a sausage roll as the pastry the lexicon holds whole (0025-panino)", () => {
    const [roll] = parseDescription("2 sausage rolls");
    expect([roll!.entry?.key, roll!.entryIsWholeName, roll!.quantity]).toEqual(["sausage-roll", true, 2]);
  });

  it("reads an Italian toast with a spread as toasted bread, two slices a toast (0025-panino)", () => {
    const [toast, butter, jam] = parseDescription("un toast con burro e marmellata", "it");
    expect([toast!.entry?.key, toast!.unit, toast!.quantity]).toEqual(["toast", "slice", 2]);
    expect([butter!.name, jam!.name]).toEqual(["burro", "marmellata"]);
    // Said alone or with its ham and cheese it stays the bar's toasted sandwich.
    expect(parseDescription("un toast", "it")[0]!.entry?.key).toBe("italian-toast");
    expect(parseDescription("un toast con prosciutto e formaggio", "it")[0]!.entry?.key).toBe("italian-toast");
  });
});

const named = (text: string, lang?: "en" | "it") => parseDescription(text, lang).map((i) => [i.name, i.quantity, i.grams]);

describe("a chicken said by its part (0025, fix20ana)", () => {
  it("reads half a chicken as the roast bird's half, 300 g, not half of a breast; a quarter as half of that", () => {
    expect(named("half a roast chicken")).toEqual([["roast chicken", 1, 300]]);
    expect(named("nandos half chicken with peri chips")[0]).toEqual(["roast chicken", 1, 300]);
    expect(named("mezzo pollo arrosto", "it")).toEqual([["pollo arrosto", 1, 300]]);
    expect(chickenPart("quarter chicken", null)).toEqual({ name: "roast chicken", grams: 150 });
    // Half of a breast or a thigh is not a bird's half.
    expect(chickenPart("chicken breast", 0.5)).toBeUndefined();
    expect(named("half a chicken breast")[0]?.[2]).toBeNull();
  });
});

describe("a meal known by one name that no table holds (0025, fix20ana)", () => {
  it("is read as its usual parts: a full english, a ploughman's, a poke bowl's base with the fish said", () => {
    const english = parseDescription("full english breakfast").map((i) => i.name);
    expect(english).toEqual(expect.arrayContaining(["pork sausages", "baked beans", "toast"]));
    expect(english.length).toBe(7);
    expect(parseDescription("a ploughman's lunch").map((i) => i.name)).toContain("cheddar");
    const poke = parseDescription("poke bowl with salmon").map((i) => i.name);
    expect(poke).toEqual(["white rice", "avocado", "edamame", "salmon"]);
  });

  it("reads an Italian dish 'alla X' of a known preparation as its parts, said alone or by one plate (0026-fix21chat)", () => {
    const sorrentina = parseDescription("un piatto di gnocchi alla sorrentina", "it").map((i) => i.name);
    expect(sorrentina).toEqual(expect.arrayContaining(["mozzarella", "tomato sauce"]));
    expect(parseDescription("gnocchi alla romana", "it").map((i) => i.name)).toContain("butter");
    // Two plates are no single composite: read as said.
    expect(parseDescription("2 piatti di gnocchi alla sorrentina", "it").length).toBe(1);
  });
});

/** An Italian description's foods: the lexicon's key or the name, and the grams. */
const parts = (text: string) => parseDescription(text, "it").map((i) => [i.entry?.key ?? i.name, i.grams]);

describe("Italian regional dishes, 'pasta e X', counted eggs, a gelato cup, Italian soft drinks (0027-fix22bIT)", () => {
  it("reads a regional dish as its parts with their energy, not a part with none or another food", () => {
    expect(parts("bucatini all'amatriciana")).toEqual([
      ["pasta", 220],
      ["pork jowl", 30],
      ["tomato", 80],
      ["pecorino", 15],
    ]);
    expect(parts("un piatto di cacio e pepe")).toEqual([
      ["pasta", 220],
      ["pecorino", 40],
    ]);
    expect(parts("farinata di ceci")).toEqual([
      ["chickpea flour", 50],
      ["olive-oil", 10],
    ]);
    // A slice of a dish cut in portions is its portion.
    expect(parts("una fetta di farinata")).toEqual(parts("farinata"));
    expect(parts("caponata").map((p) => p[0])).toContain("olive-oil");
    expect(parts("peperonata").map((p) => p[0])).not.toContain("pepperoni");
    expect(parts("un piatto di canederli").map((p) => p[0])).toEqual(["bread", "speck", "egg", "milk"]);
    // Fave e cicoria is the cooked bean purée and the greens, not 250 g of raw dry beans; the wine said with it stays.
    const fave = parts("fave e cicoria con un bicchiere di vino rosso");
    expect(fave.map((p) => p[1]).slice(0, 2)).toEqual([200, 150]);
    expect(fave.map((p) => p[0]).slice(1)).toEqual(["boiled chicory greens", "red-wine"]);
  });

  it("reads 'pasta e X' and 'riso e X' as one minestra, the legume or vegetable cooked and the oil, not two foods", () => {
    expect(parts("pasta e piselli")).toEqual([
      ["pasta", 180],
      ["green peas", 100],
      ["olive-oil", 10],
    ]);
    expect(parts("pasta e ceci")).toEqual([
      ["pasta", 180],
      ["chickpeas", 100],
      ["olive-oil", 10],
    ]);
    expect(parts("pasta e lenticchie").map((p) => p[0])).toEqual(["pasta", "lentils", "olive-oil"]);
    expect(parts("risi e bisi").map((p) => p[0])).toEqual(["rice", "green peas", "butter", "parmesan"]);
    // Kept by the tables: pasta e fagioli is one entry's name (joined by the service), not a composite.
    expect(parseDescription("pasta e fagioli", "it").some((i) => i.apart)).toBe(false);
    // A list is still a list.
    expect(parseDescription("pasta e una mela", "it").length).toBe(2);
  });

  it("reads the eggs a frittata is said with and its oil, and a gelato cup as 100 g of gelato", () => {
    expect(parts("una frittata di due uova")).toEqual([
      ["egg", null],
      ["olive-oil", 10],
    ]);
    expect(parseDescription("una frittata di due uova", "it")[0]!.quantity).toBe(2);
    expect(parts("una coppetta di gelato fragola e limone")).toEqual([["sorbet", 100]]);
    expect(parts("una coppetta di gelato al cioccolato")).toEqual([["ice-cream", 100]]);
  });

  it("pins Italian regional foods and soft drinks to their class, a can 330 ml, a bitter aperitif's bottle 100 ml", () => {
    expect(brief("una lattina di chinotto")).toEqual([["chinotto", 1, "can", null, null]]);
    expect(brief("dieci arrosticini").map((i) => i.slice(0, 2))).toEqual([["arrosticini", 10]]);
    expect(brief("un crodino").map((i) => i[0])).toEqual(["bitter-aperitif"]);
    expect(brief("un sanbittèr").map((i) => i[0])).toEqual(["bitter-aperitif"]);
    expect(brief("una gassosa").map((i) => i[0])).toEqual(["gassosa"]);
    expect(brief("un bombolone alla crema").map((i) => i[0])).toEqual(["bombolone"]);
    expect(brief("un babà").map((i) => i[0])).toEqual(["baba"]);
  });
});

describe("a composite meal said with its own parts listed (0026-fix21ana)", () => {
  it("is the list once, each part the composite's food, sized as said", () => {
    const fry = parseDescription("fry up with 2 sausages, bacon, egg, beans and toast");
    expect(fry.map((i) => i.name)).toEqual(["pork sausages", "grilled back bacon", "fried egg", "baked beans", "toast"]);
    expect(fry[0]!.quantity).toBe(2);
    expect(fry[1]!.grams).toBe(50);
  });
  it("keeps the composite's other parts when the list names a few of them, and adds what is no part", () => {
    const english = parseDescription("full english with bacon and eggs").map((i) => i.name);
    expect(english.length).toBe(7);
    expect(english).toContain("fried eggs");
    expect(english.filter((n) => /bacon/.test(n)).length).toBe(1);
    expect(parseDescription("full english with black pudding").length).toBe(8);
  });
});

describe("a spritz, crudo, patatine (0025-fix20chat)", () => {
  it("reads a spritz from its parts, prosecco 90 ml and Aperol 60 ml a drink, times the drinks said", () => {
    expect(brief("un aperol spritz")).toEqual([
      ["prosecco", 1, null, 90, null],
      ["aperol", 1, null, 60, null],
    ]);
    expect(brief("2 spritz")).toEqual([
      ["prosecco", 2, null, 180, null],
      ["aperol", 2, null, 120, null],
    ]);
    // Aperol alone is the liqueur; a glass of prosecco the wine.
    expect(brief("un bicchiere di prosecco").map((i) => i[0])).toEqual(["prosecco"]);
  });

  it("reads 'crudo' said as a food as prosciutto crudo, and 'patatine' alone as crisps, never fries", () => {
    expect(brief("una piadina con crudo e squacquerone").map((i) => i[0])).toEqual(["piadina", "cured-ham", "fresh-soft-cheese"]);
    expect(brief("salmone crudo").map((i) => i[0])).toEqual(["salmon"]);
    expect(brief("un aperol spritz e patatine").map((i) => i[0])).toEqual(["prosecco", "aperol", "crisps"]);
    expect(parseDescription("patatine fritte")[0]!.entry).toBeNull();
    // Beside a burger they are fries.
    expect(parseDescription("un big mac e 100 g di patatine")[1]!).toMatchObject({ name: "patatine fritte", entry: null });
  });
});

/** The lexicon entry of the first food a description is read as. */
const firstEntry = (text: string) => parseDescription(text)[0]?.entry;

describe("a burger's name, a crisp's brand, beans on toast (0025-trial20fix)", () => {
  it("reads a quarter pounder as one burger, not a quarter of one", () => {
    expect(parseDescription("quarter pounder with cheese and medium fries").map((i) => [i.name, i.quantity])).toEqual([
      ["quarter pounder", 1],
      ["cheese", 1],
      ["fries", 1],
    ]);
    expect(parseDescription("a half pounder")[0]?.quantity).toBe(1);
    expect(parseDescription("2 quarter pounders")[0]?.quantity).toBe(2);
    // A share said before another food stays a share.
    expect(parseDescription("a quarter of a pizza")[0]?.quantity).toBe(0.25);
  });
  it("reads a brand's crisps or chips as a packet of potato crisps", () => {
    expect(brief("walkers crisps")).toEqual([["crisps", 1, null, null, null]]);
    expect(brief("kettle chips")).toEqual([["crisps", 1, null, null, null]]);
    expect(brief("a bag of walkers crisps")[0]?.[0]).toBe("crisps");
  });
  it("reads bare beans on toast or beside chips and eggs as baked beans, a kind said as that kind", () => {
    expect(parseDescription("beans on toast with cheese")[0]?.name).toBe("baked beans");
    expect(parseDescription("egg, chips and beans").map((i) => i.name)).toContain("baked beans");
    expect(parseDescription("sausage and beans")[1]?.name).toBe("baked beans");
    expect(parseDescription("black beans on toast")[0]?.name).toBe("black beans");
    expect(parseDescription("rice and beans").map((i) => i.name)).not.toContain("baked beans");
  });
  it("reads bare beans with a jacket potato as baked beans, the British filling (0027-fix22chatA)", () => {
    expect(parseDescription("a jacket potato with beans").map((i) => i.name)).toContain("baked beans");
    expect(parseDescription("jacket potato with cheese and beans").map((i) => i.name)).toContain("baked beans");
    expect(parseDescription("a jacket potato with black beans").map((i) => i.name)).not.toContain("baked beans");
  });
  it("pins the UK's digestive biscuit, Scotch egg and Cornish pasty, one of each its retail weight (0027-fix22chatA)", () => {
    expect(firstEntry("2 digestive biscuits")).toMatchObject({ sourceId: "11-799", measures: { piece: 15 } });
    expect(firstEntry("a scotch egg")).toMatchObject({ sourceId: "19-518", measures: { piece: 113 } });
    expect(firstEntry("a cornish pasty")).toMatchObject({ sourceId: "19-466", measures: { piece: 227 } });
  });
});

describe("a bread's filling said with 'al' (0025-eggfix, lead; 0026-itdish)", () => {
  it("reads 'panino al X' as 'panino con X', 'panino al prosciutto' as 'panino al prosciutto cotto' is", () => {
    expect(parseDescription("un panino al prosciutto", "it").map((i) => [i.name, i.joinedBy])).toEqual([
      ["panino", null],
      ["prosciutto", "con"],
    ]);
    expect(parseDescription("un panino al prosciutto e una coca cola", "it")).toHaveLength(3);
    expect(parseDescription("un panino al prosciutto cotto", "it").length).toBeGreaterThan(1);
  });
});

describe("Italian cooking forms, single-serve packs and pasta with 'con' (0026-itdish)", () => {
  it("reads an egg 'al tegamino' as a fried egg", () => {
    expect(parseDescription("2 uova al tegamino", "it")[0]).toMatchObject({ name: "uova fritte", quantity: 2 });
  });
  it("reads a packet of a dry bakery snack as one single-serve pack, not a packet of crisps", () => {
    expect(parseDescription("un pacchetto di cracker", "it")[0]).toMatchObject({ name: "cracker", grams: 28, gramsAssumed: true });
    expect(parseDescription("2 pacchettini di grissini", "it")[0]).toMatchObject({ name: "grissini", grams: 56 });
    expect(parseDescription("una monoporzione di fette biscottate", "it")[0]).toMatchObject({ grams: 28 });
    expect(parseDescription("un pacchetto di patatine", "it")[0]!.entry?.key).toBe("crisps");
  });
  it("reads a pasta with 'con' and what it is made with as the dish head first, a condiment as a topping", () => {
    expect(heads("orecchiette con le cime di rapa")).toEqual([
      ["orecchiette", null, true],
      ["cime di rapa", "con", false],
    ]);
    expect(parseDescription("spaghetti con le cozze", "it")[0]!.entry?.key).toBe("pasta");
    expect(heads("spaghetti con parmigiano")[0]).toEqual(["spaghetti", null, false]);
    expect(parseDescription("pasta with chicken", "en")[0]!.headFirst).toBeUndefined();
  });
});

describe("a British café plate listed without commas (0026-anaeng)", () => {
  it("reads each food of the plate, its bare egg fried", () => {
    expect(britishPlate("egg chips and beans")).toBe("fried egg, chips and beans");
    expect(britishPlate("sausage egg and chips")).toBe("sausage, fried egg and chips");
    expect(britishPlate("two eggs chips and beans")).toBe("two fried eggs, chips and beans");
    expect(parseDescription("egg and chips").map((i) => i.name)).toEqual(["fried egg", "chips"]);
    expect(parseDescription("egg chips and beans").map((i) => i.name)).toEqual(["fried egg", "chips", "baked beans"]);
  });
  it("leaves a name with any other word, a cooking word said and a plate without chips or beans as said", () => {
    expect(britishPlate("egg fried rice")).toBe("egg fried rice");
    expect(britishPlate("egg and chips sandwich")).toBe("egg and chips sandwich");
    expect(britishPlate("poached egg and beans")).toBe("poached egg and beans");
    expect(britishPlate("bacon and eggs")).toBe("bacon and eggs");
  });
});

describe("a pasta bake (0026-anaeng)", () => {
  it("is its usual parts with the protein said, at a filling's share", () => {
    expect(parseDescription("tuna pasta bake").map((i) => [i.name, i.grams])).toEqual([
      ["pasta", 220],
      ["whole milk", 80],
      ["cheddar", 30],
      ["tuna", 70],
    ]);
    expect(parseDescription("a chicken pasta bake").at(-1)?.name).toBe("chicken");
    expect(parseDescription("pasta bake").map((i) => i.name)).toEqual(["pasta", "whole milk", "cheddar"]);
  });
});

describe("the parts the analyzer adds itself, named in the reader's language (0026-textfix)", () => {
  it("names a composite meal's parts in Italian on an Italian screen, and searches them by their English words", () => {
    const italian = parseDescription("gnocchi alla sorrentina", "it");
    expect(italian.map((x) => x.shownAs)).toEqual(["gnocchi di patate", "salsa di pomodoro", "mozzarella", "parmigiano grattugiato"]);
    expect(italian[0]!.name).toMatch(/potato gnocchi/);
    const fry = parseDescription("colazione all'inglese", "it").map((x) => x.shownAs);
    expect(fry).toContain("uovo fritto");
    expect(fry).toContain("fagioli in salsa di pomodoro");
  });
  it("keeps the English words on an English screen", () => {
    expect(parseDescription("tuna pasta bake", "en").map((x) => x.shownAs)).toEqual([undefined, undefined, undefined, undefined]);
  });
  it("names a mixed drink's parts in Italian on an Italian screen", () => {
    const spritz = parseDescription("un aperol spritz", "it");
    expect(spritz.map((x) => x.shownAs)).toEqual(spritz.map((x) => x.entry?.it[0]));
    expect(spritz.every((x) => x.shownAs)).toBe(true);
  });
});

describe("breakfast cereals known by a brand whose words find another food (0026, lead)", () => {
  it.each([
    ["a bowl of frosties with milk", "frosties"],
    ["special k with semi skimmed milk", "special-k"],
    ["coco pops", "coco-pops"],
    ["a bowl of crunchy nut", "crunchy-nut"],
  ])("reads '%s' as the cereal (%s), not frosting glaze or a special beer", (text, key) => {
    expect(parseDescription(text)[0]!.entry?.key).toBe(key);
  });
});

describe("rusks said by their name (0027-fix22anaIT)", () => {
  it("reads 'fette biscottate' without a number as the rusks' SINU portion, 30 g, and a counted rusk as its slice", () => {
    expect(parseDescription("fette biscottate con marmellata", "it")[0]).toMatchObject({ name: "fette biscottate", unit: null });
    expect(parseDescription("fette biscottate con marmellata", "it")[0]!.entry?.serving).toBe(30);
    expect(parseDescription("fette biscotate e marmellata", "it")[0]!.entry?.key).toBe("rusk");
    expect(parseDescription("due fette biscottate", "it")[0]).toMatchObject({ unit: "slice", quantity: 2 });
    expect(parseDescription("una fetta di pane", "it")[0]).toMatchObject({ unit: "slice" });
  });
  it("reads crostini and polenta as their lexicon foods", () => {
    expect(parseDescription("zuppa di lenticchie con crostini", "it")[1]!.entry?.key).toBe("crostini");
    expect(parseDescription("polenta con spezzatino", "it")[0]).toMatchObject({ entryIsWholeName: true });
    expect(parseDescription("polenta con spezzatino", "it")[0]!.entry?.key).toBe("polenta");
    expect(parseDescription("insalata di farro con verdure", "it")[1]!.entry?.key).toBe("cooked-vegetables");
    expect(parseDescription("minestrone di verdure", "it")[0]!.entry).toBeNull();
  });
});

describe("Italian brands and an Italian dish pinned to the tables' food of their kind (0027-fix22chatB)", () => {
  it.each([
    ["tonno rio mare", "usda_sr28", "15119", { can: 80 }],
    ["biscotti oro saiwa", "uk_cofid_2015", "11-797", { piece: 8 }],
    ["macine mulino bianco", "ciqual_2025", "24015", { piece: 10.5 }],
    ["mozzarella galbani", "ciqual_2025", "19590", { piece: 125 }],
    ["barretta kinder cioccolato", "bls_4_0", "S582600", { piece: 12.5 }],
    ["ovetto kinder", "bls_4_0", "S582600", { piece: 20 }],
    ["lasagne al forno", "bls_4_0", "X730033", { serving: 250 }],
  ])("pins %j in Italian", (name, source, sourceId, measures) => {
    expect(pinnedFood(name, "it")).toMatchObject({ source, sourceId, measures });
  });

  it("pins a brand in English too, never an Italian dish's name", () => {
    expect(pinnedFood("kinder surprise egg", "en")).toMatchObject({ sourceId: "S582600" });
    expect(pinnedFood("lasagne al forno", "en")).toBeNull();
  });
});

describe("English spoons (0027-fix22bEN)", () => {
  it.each([
    ["a spoon of golden syrup", "golden-syrup"],
    ["a dessertspoon of honey", "honey"],
    ["a spoonful of sugar", "sugar"],
  ])("reads '%s' as two teaspoons of %s, not a bowl", (text, key) => {
    expect(TEASPOONS_IN_A_DESSERTSPOON).toBe(2);
    expect(brief(text)).toEqual([[key, 2, "tsp", null, null]]);
  });

  it("keeps a teaspoon, a tablespoon and 'un cucchiaio' as they were", () => {
    expect(brief("a teaspoon of honey")).toEqual([["honey", 1, "tsp", null, null]]);
    expect(brief("a tablespoon of honey")).toEqual([["honey", 1, "tbsp", null, null]]);
    expect(brief("un cucchiaio di miele")).toEqual([["honey", 1, "tbsp", null, null]]);
  });
});

describe("British brands pinned to their food (0027-fix22bEN)", () => {
  it.each([
    ["a packet of quavers", "quavers"],
    ["a bag of wotsits", "wotsits"],
    ["toast with marmite", "marmite"],
    ["a bowl of shreddies", "shreddies"],
    ["a muller corner strawberry", "muller-corner"],
    ["two rich tea biscuits", "rich-tea"],
    ["three hobnobs", "hobnobs"],
    ["a bag of maltesers", "maltesers"],
    ["a scotch egg", "scotch-egg"],
  ])("reads '%s' as the lexicon's %s", (text, key) => {
    expect(parseDescription(text).at(-1)!.entry?.key).toBe(key);
  });
});

describe("typos of a food word (0027-fix22bEN)", () => {
  it("tells words one edit apart: a letter dropped, added, changed or two swapped", () => {
    expect(oneEditApart("egs", "eggs")).toBe(true);
    expect(oneEditApart("bannana", "banana")).toBe(true);
    expect(oneEditApart("sandwhich", "sandwich")).toBe(true);
    expect(oneEditApart("chikcen", "chicken")).toBe(true);
    expect(oneEditApart("tea", "tea")).toBe(false);
    expect(oneEditApart("rice", "ricotta")).toBe(false);
  });

  it.each([
    ["scrambled egs", "scrambled eggs"],
    ["chiken curry", "chicken curry"],
    ["bannana", "banana"],
    ["ham sandwhich", "ham sandwich"],
  ])("reads '%s' as '%s'", (typed, meant) => {
    expect(typoCorrected(typed)).toBe(meant);
  });

  it("leaves a name of known or unknown words as it is", () => {
    expect(typoCorrected("scrambled eggs")).toBeUndefined();
    expect(typoCorrected("quavers")).toBeUndefined();
    expect(typoCorrected("arrosticini")).toBeUndefined();
  });
});

describe("a word only spelled like a food is no typo of it (0027-fuzzy22)", () => {
  it("never changes a letter of a four-letter word: 'malt loaf' is not a tea leaf", () => {
    expect(typoCorrected("malt loaf")).toBeUndefined();
    expect(typoCorrected("semi skimmed milk")).toBeUndefined();
  });

  it("still puts real typos right", () => {
    expect(typoCorrected("chiken curry")).toBe("chicken curry");
    expect(typoCorrected("scrambled egs")).toBe("scrambled eggs");
  });
});

describe("takeaway names (0027-fix22bEN)", () => {
  it("keeps 'chilli con carne' one dish, its sour cream apart, and a doner a doner", () => {
    expect(brief("a baked potato with chilli con carne and sour cream").map((x) => x[0])).toEqual([
      "potato",
      "chilli-con-carne",
      "sour-cream",
    ]);
    expect(brief("lamb doner kebab")[0]![0]).toBe("doner-kebab");
  });
});

describe("Italian bakery pieces and dishes pinned to the tables' food of their kind (0027-fix22cIT)", () => {
  it.each([
    ["pasta al forno", "ciqual_2025", "25122", { serving: 250, slice: 250 }],
    ["arancino al ragù", "bls_4_0", "X860252", { piece: 200 }],
    ["arancina", "bls_4_0", "X860252", { piece: 200 }],
    ["crepe alla nutella", "ciqual_2025", "23821", { piece: 90 }],
    ["pollo arrosto", "bls_4_0", "Y560322", { serving: 150 }],
  ])("pins %j in Italian at its portion", (name, source, sourceId, measures) => {
    expect(pinnedFood(name, "it")).toMatchObject({ source, sourceId, measures });
  });

  it("reads a focaccia named by its region as the plain focaccia, never in English", () => {
    expect(pinnedFood("focaccia genovese", "it")).toMatchObject({ sourceId: "51108010" });
    expect(pinnedFood("focaccia barese", "it")).toMatchObject({ sourceId: "51108010" });
    expect(pinnedFood("pasta al forno", "en")).toBeNull();
  });

  it("reads 'un trancio di focaccia' as one piece of focaccia, 'un trancio di pizza' still as pizza al taglio", () => {
    expect(parseDescription("un trancio di focaccia", "it")[0]).toMatchObject({ name: "focaccia", unit: "piece", quantity: 1 });
    expect(parseDescription("un trancio di pizza", "it")[0]).toMatchObject({ grams: 180 });
  });
});

describe("Italian plates at an Italian portion (0027-fix22dIT)", () => {
  it.each([
    ["parmigiana di melanzane", "usda_fndds_2021_2023", "75412060", { serving: 250, slice: 250 }],
    ["crepe alla marmellata", "ciqual_2025", "23820", { piece: 90 }],
  ])("pins %j in Italian at its portion", (name, source, sourceId, measures) => {
    expect(pinnedFood(name, "it")).toMatchObject({ source, sourceId, measures });
  });

  it("keeps the English parmigiana on the tables' reading and a scaloppine's serving for a portion", () => {
    expect(pinnedFood("parmigiana di melanzane", "en")).toBeNull();
    expect(pinnedFood("scaloppine al limone", "it")).toMatchObject({ sourceId: "27135020", serving: 150 });
  });
});

describe("UK takeaway plates and a steak by their served portion (0027-fix22cEN)", () => {
  it("reads a doner, a chicken kebab in pitta, mushy peas and a steak as the tables' served dish", () => {
    const [doner] = parseDescription("a doner kebab");
    expect([doner!.entry?.sourceId, doner!.entry?.serving]).toEqual(["19-526", 300]);
    const [shish] = parseDescription("chicken kebab in pitta");
    expect([shish!.entry?.sourceId, shish!.entry?.serving]).toEqual(["19-525", 300]);
    const [peas] = parseDescription("a portion of mushy peas");
    expect([peas!.entry?.sourceId, peas!.entry?.serving]).toEqual(["13-563", 90]);
    const [steak] = parseDescription("a grilled steak");
    expect([steak!.entry?.source, steak!.entry?.sourceId, steak!.entry?.serving]).toEqual(["ciqual_2025", "6200", 180]);
    const [bistecca] = parseDescription("una bistecca", "it");
    expect(bistecca!.entry?.sourceId).toBe("6200");
  });
});

describe("UK shelf products, bakery items and Italian pasticceria pinned to their food (0027-pins22)", () => {
  it.each([
    ["3 jaffa cakes", "jaffa-cakes"],
    ["a glass of ribena", "ribena"],
    ["a pot of oat so simple", "oat-so-simple"],
    ["a bottle of lucozade", "lucozade"],
    ["a bag of hula hoops", "hula-hoops"],
    ["a toasted teacake", "teacake"],
    ["a slice of lemon drizzle cake", "lemon-drizzle"],
    ["a cheese toastie", "cheese-toastie"],
    ["an innocent smoothie", "innocent-smoothie"],
    ["a cheese and onion pasty", "cheese-onion-pasty"],
    ["una fetta di colomba", "colomba"],
    ["una fetta di pandoro", "pandoro"],
    ["una fetta di pastiera", "pastiera"],
    ["un cannolo siciliano", "cannolo"],
    ["un cornetto al pistacchio", "cornetto-nut-cream"],
    ["una brioche alla crema", "cornetto-custard"],
    ["tre taralli", "taralli"],
    ["un panino col lampredotto", "lampredotto"],
  ])("reads '%s' as the lexicon's %s", (text, key) => {
    expect(parseDescription(text).at(-1)!.entry?.key).toBe(key);
  });

  it("reads a cheese and onion pasty whole, not cheddar and a Cornish pasty", () => {
    expect(parseDescription("a cheese and onion pasty and a bottle of lucozade").map((i) => i.entry?.key)).toEqual([
      "cheese-onion-pasty",
      "lucozade",
    ]);
  });

  it("drops a shop's name before its product: 'an m&s prawn sandwich' is a prawn sandwich, no part 'M'", () => {
    expect(parseDescription("an m&s prawn sandwich").map((i) => i.name)).toEqual(["prawn sandwich"]);
    expect(parseDescription("a greggs sausage roll").map((i) => i.name)).toEqual(["sausage roll"]);
  });

  it("pins the brands and Italian sweets for the chat too, in either language", () => {
    expect(pinnedFood("ribena", "en")?.sourceId).toBe("17-845");
    expect(pinnedFood("oat so simple", "en")?.sourceId).toBe("11-792");
    expect(pinnedFood("colomba", "it")?.sourceId).toBe("7719");
  });
});
