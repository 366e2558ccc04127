import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { FoodSourceInfoSchema, OPEN_FOOD_FACTS_ATTRIBUTION, type FoodSourceInfo } from "@app/shared";
import { FOOD_DATA_DIR } from "./foods.import.ts";

let cache: FoodSourceInfo[] | undefined;

/** The publishers, licences and attribution texts of the shipped tables (data/foods/sources.csv). */
export function listSourceInfo(): FoodSourceInfo[] {
  if (!cache) {
    const rows = parse(fs.readFileSync(new URL("sources.csv", FOOD_DATA_DIR)), { columns: true, skip_empty_lines: true }) as Record<
      string,
      string
    >[];
    cache = rows.map((r) =>
      FoodSourceInfoSchema.parse({
        source: r.source,
        dataset: r.dataset,
        version: r.version,
        publisher: r.publisher,
        country: r.country,
        license: r.license,
        licenseUrl: r.license_url,
        attribution: r.attribution,
        homepage: r.homepage,
        foods: Number(r.foods),
      }),
    );
  }
  return cache;
}

/** Products looked up by barcode: not a shipped table, cached one by one (foods.barcode.ts). */
export const OPEN_FOOD_FACTS_INFO: FoodSourceInfo = {
  source: "open_food_facts",
  dataset: "Open Food Facts",
  version: "live",
  publisher: "Open Food Facts",
  country: "World",
  license: "ODbL 1.0",
  licenseUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
  attribution: OPEN_FOOD_FACTS_ATTRIBUTION,
  homepage: "https://world.openfoodfacts.org",
  foods: 0,
};

export const findSourceInfo = (source: string): FoodSourceInfo | null =>
  source === "open_food_facts" ? OPEN_FOOD_FACTS_INFO : (listSourceInfo().find((s) => s.source === source) ?? null);
