import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { foodPortions, foods } from "./foods.table.ts";
import type { OffProduct } from "./open-food-facts.ts";
import { toSearchText } from "./foods.text.ts";

/** The stored food with this barcode (a shared Open Food Facts product), if any. */
export async function findFoodIdByBarcode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.barcode, code));
  return row?.id;
}

/** 'Nutella (Ferrero)': the product's name with its brand when the name does not already say it. */
export function productName(p: Pick<OffProduct, "name" | "brands">): string {
  if (!p.brands || p.name.toLowerCase().includes(p.brands.toLowerCase())) return p.name;
  return `${p.name} (${p.brands})`;
}

/**
 * Stores an Open Food Facts product as a shared food (no owner: every user sees it, as the tables' foods),
 * keyed by its barcode; a product stored meanwhile by a parallel request is kept. Returns the food's id.
 */
export async function storeOffProduct(db: Db, p: OffProduct): Promise<number> {
  const name = productName(p);
  const notes = [`Open Food Facts, ODbL — barcode ${p.code}`, p.servingSize ? `serving size: ${p.servingSize}` : null]
    .filter(Boolean)
    .join("; ");
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(foods)
      .values({
        source: "open_food_facts",
        sourceId: p.code,
        barcode: p.code,
        nameEn: name,
        category: "Packaged product",
        // Labels (EU) give carbohydrate without fibre: the app's available carbohydrate.
        carbsBasis: "available",
        carbsPublishedG: p.carbsG,
        energyKcal: p.energyKcal,
        energyKj: p.energyKcal === null ? null : Math.round(p.energyKcal * 4.184),
        proteinG: p.proteinG,
        carbsG: p.carbsG,
        fatG: p.fatG,
        fiberG: p.fiberG,
        sugarsG: p.sugarsG,
        satFatG: p.satFatG,
        saltG: p.saltG,
        sodiumMg: p.saltG === null ? null : Math.round(p.saltG * 400),
        notes,
        searchText: toSearchText(name),
        groupKey: `off:${p.code}`,
      })
      .onConflictDoNothing()
      .returning({ id: foods.id });
    if (!inserted) return (await findFoodIdByBarcode(tx, p.code))!;
    if (p.servingGrams)
      await tx.insert(foodPortions).values({
        foodId: inserted.id,
        seq: 1,
        amount: 1,
        unit: "serving",
        description: p.servingSize ? `1 serving (${p.servingSize})` : "1 serving",
        grams: p.servingGrams,
      });
    return inserted.id;
  });
}
