import { describe, expect, it } from "vitest";
import { INGREDIENTS } from "../../../data/recipes/ingredients.ts";
import { COUNTRY_NAMES_IT, INGREDIENT_NAMES_IT, REGION_NAMES_IT, regionIt } from "../../../data/recipes/ingredients.it.ts";
import { RECIPES } from "../../../data/recipes/recipes.ts";

/** English words that give away an untranslated descriptive name ('Grilled sardines with …'). */
const ENGLISH =
  /\b(with|and|on|grilled|baked|smoked|salad|soup|stew|eggs?|toast|cheese|chicken|salmon|potato(es)?|berries|beans|cucumber|lentil)\b/i;

describe("the recipe collection in Italian", () => {
  it("gives every recipe an Italian name, translated where the English one describes the dish", () => {
    const untranslated = RECIPES.filter((r) => !r.nameIt?.trim() || ENGLISH.test(r.nameIt)).map((r) => `${r.slug}: ${r.nameIt}`);
    expect(untranslated).toEqual([]);
    expect(RECIPES.find((r) => r.slug === "sardinhas-assadas")!.nameIt).toBe("Sardine alla griglia con insalata di pomodori e peperoni");
    // Names Italians use as they are stay.
    expect(RECIPES.find((r) => r.slug === "ratatouille")!.nameIt).toBe("Ratatouille");
  });

  it("names every ingredient of the catalogue in Italian", () => {
    const missing = Object.keys(INGREDIENTS).filter((k) => !(INGREDIENT_NAMES_IT as Record<string, string | undefined>)[k]?.trim());
    expect(missing).toEqual([]);
    // Every name is Italian: none is the English catalogue name unless the two languages share it.
    const shared = new Set(["Quark", "Mozzarella", "Feta", "Tofu", "Tahini", "Skyr", "Gouda", "Salsa Worcestershire"]);
    const same = Object.entries(INGREDIENTS)
      .filter(([k, d]) => d.name.toLowerCase() === INGREDIENT_NAMES_IT[k as keyof typeof INGREDIENTS].toLowerCase())
      .map(([, d]) => d.name)
      .filter((n) => !shared.has(n) && ENGLISH.test(n));
    expect(same).toEqual([]);
  });

  it("names every recipe's region and country in Italian", () => {
    const missing = [...new Set(RECIPES.map((r) => r.region))].filter((r) => !REGION_NAMES_IT[r]);
    expect(missing).toEqual([]);
    for (const r of RECIPES) expect(COUNTRY_NAMES_IT[r.country]).toBeTruthy();
    expect(regionIt("Styria")).toBe("Stiria");
    expect(regionIt("Bavaria")).toBe("Baviera");
    expect(regionIt("Lisbon")).toBe("Lisbona");
  });
});
