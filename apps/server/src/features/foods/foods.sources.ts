import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { FoodSourceInfoSchema, type FoodSourceInfo } from "@app/shared";
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

export const findSourceInfo = (source: string): FoodSourceInfo | null => listSourceInfo().find((s) => s.source === source) ?? null;
