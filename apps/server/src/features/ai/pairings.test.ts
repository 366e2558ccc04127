import { describe, expect, it } from "vitest";
import { INGREDIENTS, type IngredientDef } from "../../../data/recipes/ingredients.ts";
import { RECIPES } from "../../../data/recipes/recipes.ts";
import { dishCategory, dishTraits, pairingAllowed, sideFits } from "./pairings.ts";

const classifiable = (slug: string) => {
  const r = RECIPES.find((x) => x.slug === slug)!;
  return {
    names: [r.name, r.nameIt],
    tags: r.tags,
    ingredients: r.ingredients.map(([key, grams]) => {
      const d = (INGREDIENTS as Record<string, IngredientDef>)[key]!;
      return { name: d.name, grams, classes: d.classes };
    }),
  };
};
const categoryOf = (slug: string) => dishCategory(classifiable(slug));
/** Per-serving figures as the food tables give them (GET /api/recipes), for the protein-course rule. */
const PER_SERVING: Record<string, { calories: number; proteins: number }> = {
  "endive-walnut-salad": { calories: 353, proteins: 10.9 },
  horiatiki: { calories: 343, proteins: 9.7 },
  "parmigiana-di-melanzane": { calories: 461, proteins: 21.4 },
};
const traitsOf = (slug: string, perServing = PER_SERVING[slug] ?? { calories: 400, proteins: 25 }) =>
  dishTraits(classifiable(slug), perServing);
const SKYR = { category: "dairy", sweetTasting: true } as const;
const TUNA = { category: "fish" } as const;
const TOFU = { category: "plant-protein" } as const;
const CHICKEN = { category: "lean-meat" } as const;

describe("dish categories from the ingredients", () => {
  it.each([
    ["gambas-al-ajillo", "seafood"],
    ["tzatziki-crudites", "dip"],
    ["quark-mit-beeren", "dairy"],
    ["omelette-fines-herbes", "egg"],
    ["caldo-verde", "meat"],
    ["spaghetti-al-pomodoro", "grain"],
    ["risotto-ai-funghi", "grain"],
    ["linsensuppe", "legume"],
    ["apple-cinnamon-porridge", "cereal"],
    ["kaiserschmarrn", "grain"],
    ["horiatiki", "salad"],
    ["ratatouille", "vegetable"],
    // 'plain whole-milk yogurt' is a yogurt, not milk
    ["cacik", "dairy"],
  ])("%s is a %s dish", (slug, category) => expect(categoryOf(slug)).toBe(category));
});

describe("the pairing table", () => {
  it("refuses the pairings of issue 16", () => {
    expect(pairingAllowed("snack", "seafood", "dairy")).toBe(false);
    expect(pairingAllowed("dinner", "seafood", "dairy")).toBe(false);
    expect(pairingAllowed("snack", "dip", "dairy")).toBe(false);
    expect(pairingAllowed("breakfast", "dairy", "plant-protein")).toBe(false);
    expect(pairingAllowed("breakfast", "egg", "eggs")).toBe(false);
  });
  it("allows what people eat together", () => {
    expect(pairingAllowed("breakfast", "cereal", "dairy")).toBe(true);
    expect(pairingAllowed("dinner", "grain", "lean-meat")).toBe(true);
    expect(pairingAllowed("lunch", "salad", "fish")).toBe(true);
    expect(pairingAllowed("dinner", "meat", "vegetables")).toBe(true);
  });
});

describe("sides beside a dish that has its protein, or is savoury (a user's trial, issue 16)", () => {
  it("gives no protein side to a protein course: cheese, yogurt or paneer, and 12 % of the energy from protein", () => {
    expect(sideFits("dinner", traitsOf("palak-paneer", { calories: 420, proteins: 20 }), TOFU)).toBe(false);
    expect(sideFits("dinner", traitsOf("parmigiana-di-melanzane"), { category: "eggs" })).toBe(false);
    expect(sideFits("lunch", traitsOf("endive-walnut-salad"), TUNA)).toBe(false);
    expect(sideFits("snack", traitsOf("cacik"), { category: "dairy" })).toBe(false);
  });
  it("lets a salad with a little cheese, low in protein, have grilled chicken or tuna", () => {
    expect(sideFits("lunch", traitsOf("horiatiki"), CHICKEN)).toBe(true);
    expect(sideFits("lunch", traitsOf("horiatiki"), TUNA)).toBe(true);
  });
  it("gives no skyr beside a savoury dish", () => {
    expect(sideFits("snack", traitsOf("tostones"), SKYR)).toBe(false);
    expect(sideFits("breakfast", traitsOf("pan-con-tomate"), SKYR)).toBe(false);
  });
  it("still serves yogurt with pancakes at breakfast and chicken beside ratatouille (not beside a pasta: session 17)", () => {
    expect(sideFits("breakfast", traitsOf("buttermilk-blueberry-pancakes"), SKYR)).toBe(true);
    expect(sideFits("dinner", traitsOf("ratatouille"), CHICKEN)).toBe(true);
    expect(sideFits("dinner", traitsOf("spaghetti-al-pomodoro"), CHICKEN)).toBe(false);
    expect(sideFits("breakfast", traitsOf("apple-cinnamon-porridge"), SKYR)).toBe(true);
  });
});

describe("cold sides from a tin or a tub beside hot dishes (a dietitian's reading, issue 16)", () => {
  const COLD_TUNA = { category: "fish", servedCold: true } as const;
  const COTTAGE = { category: "dairy", servedCold: true } as const;
  const mushroomRisotto = { ...traitsOf("risotto-ai-funghi", { calories: 520, proteins: 12 }) };
  it("reads salads, cold soups and no-cook dishes as cold, risottos, stews and fried snacks as hot", () => {
    expect(traitsOf("horiatiki").servedCold).toBe(true);
    expect(traitsOf("gazpacho").servedCold).toBe(true);
    expect(mushroomRisotto.servedCold).toBe(false);
    expect(traitsOf("ratatouille").servedCold).toBe(false);
    expect(traitsOf("esquites", { calories: 200, proteins: 5 }).servedCold).toBe(false);
    expect(traitsOf("tostones", { calories: 250, proteins: 2 }).servedCold).toBe(false);
  });
  it("gives a hot rice, pasta or vegetable dish no canned tuna, but a hot vegetable dish a grilled chicken breast or tofu still", () => {
    expect(sideFits("dinner", mushroomRisotto, COLD_TUNA)).toBe(false);
    expect(sideFits("dinner", traitsOf("spaghetti-al-pomodoro", { calories: 480, proteins: 14 }), COLD_TUNA)).toBe(false);
    expect(sideFits("dinner", traitsOf("ratatouille", { calories: 300, proteins: 6 }), COLD_TUNA)).toBe(false);
    expect(sideFits("dinner", traitsOf("ratatouille", { calories: 300, proteins: 6 }), CHICKEN)).toBe(true);
    expect(sideFits("dinner", traitsOf("ratatouille", { calories: 300, proteins: 6 }), TOFU)).toBe(true);
  });
  it("gives a hot savoury street snack no cottage cheese", () => {
    expect(sideFits("snack", traitsOf("esquites", { calories: 200, proteins: 5 }), COTTAGE)).toBe(false);
    expect(sideFits("snack", traitsOf("tostones", { calories: 250, proteins: 2 }), COTTAGE)).toBe(false);
  });
  it("keeps tuna beside a cold salad (not a cold soup: session 17), cottage cheese beside bread at breakfast and beside sweet snacks", () => {
    expect(sideFits("lunch", traitsOf("horiatiki"), COLD_TUNA)).toBe(true);
    expect(sideFits("lunch", traitsOf("gazpacho", { calories: 250, proteins: 4 }), COLD_TUNA)).toBe(false);
    expect(sideFits("breakfast", traitsOf("pan-con-tomate", { calories: 300, proteins: 8 }), COTTAGE)).toBe(true);
    expect(sideFits("snack", traitsOf("apple-cinnamon-porridge", { calories: 250, proteins: 7 }), COTTAGE)).toBe(true);
  });
});

describe("a dietitian's reading of 20 suggestions (session 17, pairings)", () => {
  const pasta = traitsOf("spaghetti-al-pomodoro", { calories: 480, proteins: 14 });
  const gazpacho = traitsOf("gazpacho", { calories: 200, proteins: 3 });
  const risotto = traitsOf("risotto-ai-funghi", { calories: 520, proteins: 12 });
  const ratatouille = traitsOf("ratatouille", { calories: 300, proteins: 6 });
  const sabich = traitsOf("sabich", { calories: 540, proteins: 17 });
  const ajil = traitsOf("ajil", { calories: 120, proteins: 3 });
  const antsOnALog = traitsOf("ants-on-a-log", { calories: 180, proteins: 6 });
  const YOGURT = { category: "dairy", sweetTasting: true, servedCold: true } as const;
  const COTTAGE = { category: "dairy", servedCold: true } as const;
  const EGG_WHITES = { category: "eggs" } as const;

  it("reads pasta, rice and soups as first courses, and a salad or a vegetable dish as not", () => {
    expect([pasta, gazpacho, risotto].map((t) => t.starchOrSoup)).toEqual([true, true, true]);
    expect([traitsOf("horiatiki").starchOrSoup, ratatouille.starchOrSoup]).toEqual([false, false]);
  });
  it("bolts no chicken breast, tuna, tofu, tempeh or seitan beside a pasta, a risotto or a soup; a vegetable dish still takes them", () => {
    for (const dish of [pasta, gazpacho, risotto])
      for (const block of [CHICKEN, TUNA, TOFU]) expect(sideFits("dinner", dish, block)).toBe(false);
    expect(sideFits("lunch", gazpacho, CHICKEN)).toBe(false);
    expect(sideFits("dinner", ratatouille, CHICKEN)).toBe(true);
    expect(sideFits("lunch", traitsOf("horiatiki"), CHICKEN)).toBe(true);
  });
  it("gives a dish built on eggs, cheese or legumes no second protein, whatever its energy share", () => {
    expect(sabich.ownProtein).toBe(false);
    expect(sabich.proteinMain).toBe(true);
    expect(sideFits("lunch", sabich, CHICKEN)).toBe(false);
    expect(sideFits("lunch", sabich, EGG_WHITES)).toBe(false);
    // A mixed salad with a little feta is not built on it: grilled chicken beside a horiatiki stays.
    expect(traitsOf("horiatiki").proteinMain).toBe(false);
  });
  it("gives a snack of nuts and dried fruit, or one with its spread, no dairy or protein beside it", () => {
    expect([ajil.nutsOrSpread, antsOnALog.nutsOrSpread]).toEqual([true, true]);
    expect(sideFits("snack", ajil, COTTAGE)).toBe(false);
    expect(sideFits("snack", ajil, SKYR)).toBe(false);
    expect(sideFits("snack", antsOnALog, YOGURT)).toBe(false);
    expect(sideFits("snack", traitsOf("apple-cinnamon-porridge", { calories: 250, proteins: 7 }), COTTAGE)).toBe(true);
  });
});

describe("sweet dishes and plates (a dietitian's reading, 0025-trial20a)", () => {
  it("gives sweet quark pancakes a yogurt but no egg whites (pan con tomate is not sweet)", () => {
    const livance = traitsOf("livance-s-tvarohem");
    expect(livance.sweet).toBe(true);
    expect(sideFits("breakfast", livance, { category: "eggs" })).toBe(false);
    expect(sideFits("breakfast", livance, { category: "dairy", sweetTasting: true })).toBe(true);
    const panConTomate = traitsOf("pan-con-tomate");
    expect(panConTomate.sweet).toBe(false);
  });
  it("serves a soup or a porridge in a bowl, a lassi in a glass and the rest on a plate", () => {
    expect(traitsOf("buendner-gerstensuppe").plate).toBe("bowl");
    expect(traitsOf("apple-cinnamon-porridge").plate).toBe("bowl");
    expect(traitsOf("mango-lassi").plate).toBe("drink");
    expect(traitsOf("colcannon").plate).toBe("plate");
  });
});

describe("the final dietitian's reading (0025-trial20b, 0026-suggest21)", () => {
  const EGG_WHITES = { category: "eggs" } as const;
  const COTTAGE = { category: "dairy", servedCold: true } as const;
  it("gives a dish whose protein is its cheese no tofu, tempeh, seitan or egg whites; grilled chicken still goes on a Greek salad", () => {
    for (const slug of ["horiatiki", "insalata-caprese"]) {
      const dish = traitsOf(slug);
      expect(dish.cheese).toBe(true);
      expect(sideFits("lunch", dish, TOFU)).toBe(false);
      expect(sideFits("dinner", dish, EGG_WHITES)).toBe(false);
    }
    expect(sideFits("lunch", traitsOf("horiatiki"), CHICKEN)).toBe(true);
    expect(traitsOf("colcannon").cheese).toBe(false);
  });
  it("gives a bread dish no egg whites as a top-up, but cottage cheese beside it at breakfast", () => {
    const panConTomate = traitsOf("pan-con-tomate");
    expect(panConTomate.bread).toBe(true);
    expect(sideFits("breakfast", panConTomate, EGG_WHITES)).toBe(false);
    expect(sideFits("breakfast", panConTomate, COTTAGE)).toBe(true);
    expect(traitsOf("apple-cinnamon-porridge").bread).toBe(false);
  });
  it("reads a banchan or a side salad as a side dish", () => {
    expect(traitsOf("dubu-jorim").sideDish).toBe(true);
    expect(traitsOf("gurkensalat").sideDish).toBe(true);
    expect(traitsOf("horiatiki").sideDish).toBe(false);
  });
});

describe("a potato dish takes no tofu, tempeh or seitan (0026-trial21a, 0026-salt21)", () => {
  it("reads a potato salad, colcannon and rösti as potato dishes, and gives them no plant-protein block; chicken or an egg stays", () => {
    for (const slug of ["schwaebischer-kartoffelsalat", "colcannon", "roesti"]) {
      const dish = traitsOf(slug);
      expect(dish.potato).toBe(true);
      expect(sideFits("lunch", dish, { category: "plant-protein" })).toBe(false);
    }
    expect(sideFits("lunch", traitsOf("schwaebischer-kartoffelsalat"), { category: "eggs" })).toBe(true);
    expect(traitsOf("horiatiki").potato).toBe(false);
  });
});

/** A cold meat plate whose three largest ingredients are these. */
const cold = (mainIngredients: string[]) => ({ category: "meat" as const, servedCold: true, mainIngredients });

describe("protein sides a dietitian pairs, and no side of the dish's own food (0026-trial21b, 0026-trial21c)", () => {
  const EGG_WHITES = { category: "eggs" } as const;
  const TEMPEH = { category: "plant-protein" } as const;
  const AVOCADO = { category: "vegetables", ingredient: "avocado" } as const;
  it("reads a moqueca, a ratatouille, a lecsó and an atakilt wat as stews, a salad or rösti as not", () => {
    for (const slug of ["moqueca-de-banana-da-terra", "ratatouille", "lecso", "atakilt-wat"]) expect(traitsOf(slug).stew).toBe(true);
    for (const slug of ["horiatiki", "roesti", "perlebyg-salat-med-rodbeder"]) expect(traitsOf(slug).stew).toBe(false);
  });
  it("bolts no tempeh, tofu or seitan beside a stew served with its rice (a moqueca), no egg whites beside any stew", () => {
    const moqueca = traitsOf("moqueca-de-banana-da-terra", { calories: 700, proteins: 12 });
    expect(moqueca.withStarch).toBe(true);
    for (const meal of ["lunch", "dinner"] as const) {
      expect(sideFits(meal, { ...moqueca, cuisine: "Brazilian" }, TEMPEH)).toBe(false);
      expect(sideFits(meal, moqueca, TEMPEH)).toBe(false);
      for (const slug of ["moqueca-de-banana-da-terra", "ratatouille", "lecso", "atakilt-wat"])
        expect(sideFits(meal, traitsOf(slug, { calories: 700, proteins: 12 }), EGG_WHITES)).toBe(false);
    }
    expect(sideFits("lunch", moqueca, CHICKEN)).toBe(true);
    // A ratatouille or a lecsó has no starch of its own: grilled tofu may go beside it.
    expect(traitsOf("ratatouille").withStarch).toBe(false);
    expect(sideFits("dinner", { ...traitsOf("ratatouille", { calories: 300, proteins: 6 }), cuisine: "French" }, TEMPEH)).toBe(true);
    // A Thai or Korean curry with its rice and a block of tofu is a dish people eat.
    const curry = { category: "vegetable" as const, stew: true, withStarch: true, savoury: true, servedCold: false };
    expect(sideFits("dinner", { ...curry, cuisine: "Thai" }, TEMPEH)).toBe(true);
    expect(sideFits("dinner", { ...curry, cuisine: "Brazilian" }, TEMPEH)).toBe(false);
  });
  it("serves egg whites at lunch or dinner beside a cold dish only: not beside rösti, colcannon or hutspot, beside a grain salad yes", () => {
    for (const slug of ["roesti", "colcannon", "hutspot", "stoemp"]) {
      expect(sideFits("dinner", traitsOf(slug, { calories: 400, proteins: 6 }), EGG_WHITES)).toBe(false);
      expect(sideFits("dinner", traitsOf(slug, { calories: 400, proteins: 6 }), CHICKEN)).toBe(true);
    }
    expect(sideFits("lunch", traitsOf("perlebyg-salat-med-rodbeder", { calories: 400, proteins: 8 }), EGG_WHITES)).toBe(true);
  });
  it("adds no side of a food that is one of the dish's main ingredients: no avocado beside palta rellena, guacamole or a vitamina", () => {
    expect(sideFits("lunch", cold(["avocado", "chicken breast", "mayonnaise"]), AVOCADO)).toBe(false);
    expect(sideFits("lunch", cold(["avocados", "tomato", "onion"]), AVOCADO)).toBe(false);
    expect(sideFits("lunch", cold(["chicken breast", "tomato", "lettuce"]), AVOCADO)).toBe(true);
    const eggs = { category: "egg" as const, mainIngredients: ["eggs", "asparagus", "olive oil"] };
    expect(sideFits("breakfast", eggs, AVOCADO)).toBe(true);
    expect(sideFits("breakfast", { ...eggs, mainIngredients: ["eggs", "avocado", "bread"] }, AVOCADO)).toBe(false);
    // Rice beside a dish served with its rice no; more tofu beside a tofu dish is a larger portion of it, and stays.
    const hotPlate = { category: "vegetable" as const, servedCold: false, mainIngredients: ["plantain", "tomato", "long-grain rice"] };
    expect(sideFits("dinner", hotPlate, { category: "grains", ingredient: "rice" })).toBe(false);
    const tofuDish = { category: "vegetable" as const, mainIngredients: ["firm tofu", "broccoli", "rice noodles"] };
    expect(sideFits("dinner", tofuDish, { category: "plant-protein", ingredient: "tofu" })).toBe(true);
  });
});
