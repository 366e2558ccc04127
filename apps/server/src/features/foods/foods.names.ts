import type { foods } from "./foods.table.ts";

type FoodRow = typeof foods.$inferSelect;

/** The display name: the table's local name when the user reads that language, else English. */
export const displayName = (r: Pick<FoodRow, "nameEn" | "nameLocal" | "langLocal">, lang: string) =>
  r.nameLocal && r.langLocal === lang ? r.nameLocal : r.nameEn;

/** 'it-IT' → 'it'; English when unknown. */
export const languageOf = (locale: string | undefined) => (locale ?? "en").trim().toLowerCase().slice(0, 2);
