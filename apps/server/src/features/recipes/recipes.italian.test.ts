import { describe, expect, it } from "vitest";
import { INGREDIENTS } from "../../../data/recipes/ingredients.ts";
import { COUNTRY_NAMES_IT, INGREDIENT_NAMES_IT, REGION_NAMES_IT, regionIt } from "../../../data/recipes/ingredients.it.ts";
import { RECIPES } from "../../../data/recipes/recipes.ts";
import { INSTRUCTIONS_IT } from "../../../data/recipes/instructions.it.ts";
import { amountIt } from "./recipes.amounts.ts";

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

  it("gives every ingredient's household amount in Italian: Italian units, no English word left", () => {
    // Words an English amount is written with (units, sizes, notes, joining words).
    const english =
      /\b(tsps?|tbsps?|teaspoons?|tablespoons?|cups?|medium|large|small|cloves?|slices?|leaf|leaves|pinch|handfuls?|sprigs?|serve|chopped|grated|drained|sliced|diced|peeled|boneless|skinless|an|the|of|and|or|with|to|for|few|little|fresh|ripe|juice|can|tin|bunch|head|piece|wedges?|cooked|dried|roasted|ground|toasted|whole|thin|thick|stalks?|fillets?|litres?|twist|grating)\b/i;
    const leaks: string[] = [];
    let total = 0;
    for (const r of RECIPES)
      for (const [key, grams, amount] of r.ingredients) {
        total += 1;
        const italian = amountIt(amount, grams);
        if (english.test(italian) || !italian.trim()) leaks.push(`${r.slug} ${key}: "${amount}" → "${italian}"`);
      }
    expect(total).toBeGreaterThan(3000);
    expect(leaks).toEqual([]);
    expect(amountIt("2 tbsp", 25)).toBe("2 cucchiai");
    expect(amountIt("1 tbsp", 12)).toBe("1 cucchiaio");
    expect(amountIt("½ tsp", 2)).toBe("½ cucchiaino");
    expect(amountIt("1½ cups", 280)).toBe("1,5 tazze");
    expect(amountIt("4 cloves", 12)).toBe("4 spicchi");
    expect(amountIt("1 medium, grated", 100)).toBe("1, grattugiato");
    expect(amountIt("a pinch", 1)).toBe("un pizzico");
    expect(amountIt("400 ml", 400)).toBe("400 ml");
    expect(amountIt("1.2 kg, in chunks", 1200)).toBe("1,2 kg, a pezzi");
    expect(amountIt("2 tbsp + 1 tsp", 30)).toBe("30 g");
    expect(amountIt("juice of 2 limes", 60)).toBe("60 g");
  });

  it("gives every recipe its steps in Italian, step for step, with no English sentence left", () => {
    const englishWords = /\b(the|and|with|until|minutes|into|over|boil|simmer|serving|stir|add|heat|bake|fry|then|each|while)\b/i;
    const problems: string[] = [];
    for (const r of RECIPES) {
      const steps = INSTRUCTIONS_IT[r.slug];
      if (!steps) problems.push(`${r.slug}: no Italian steps`);
      else if (steps.length !== r.instructions.length)
        problems.push(`${r.slug}: ${steps.length} Italian steps for ${r.instructions.length}`);
      else for (const step of steps) if (englishWords.test(step) || !step.trim()) problems.push(`${r.slug}: ${step}`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(INSTRUCTIONS_IT).filter((slug) => !RECIPES.some((r) => r.slug === slug))).toEqual([]);
  });
});
