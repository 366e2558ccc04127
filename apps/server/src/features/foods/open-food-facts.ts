import type { FastifyBaseLogger } from "fastify";

/** A product as Open Food Facts describes it, per 100 g (null = not on the label). */
export interface OffProduct {
  code: string;
  name: string;
  brands: string | null;
  servingSize: string | null;
  servingGrams: number | null;
  energyKcal: number | null;
  proteinG: number | null;
  carbsG: number | null;
  fatG: number | null;
  fiberG: number | null;
  sugarsG: number | null;
  satFatG: number | null;
  saltG: number | null;
}

/**
 * Looks a barcode up in Open Food Facts. `null`: the product is unknown, has no name or no energy, or
 * Open Food Facts could not be reached in time (never throws: a barcode is then simply not found).
 */
export interface OpenFoodFactsClient {
  lookup(code: string): Promise<OffProduct | null>;
}

const FIELDS = ["code", "product_name", "product_name_en", "brands", "nutriments", "serving_size", "serving_quantity"].join(",");

/** A per-100 g number when it is one and plausible (0 to `max`), else null. */
function num(v: unknown, max = 100): number | null {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= max ? Math.round(n * 1000) / 1000 : null;
}

/** Maps the product API v2 answer; null when it is not a usable product. */
export function toOffProduct(code: string, body: unknown): OffProduct | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as { status?: unknown; product?: Record<string, unknown> };
  if (b.status !== 1 || typeof b.product !== "object" || b.product === null) return null;
  const p = b.product;
  const name = String(p.product_name || p.product_name_en || "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  const n = (typeof p.nutriments === "object" && p.nutriments !== null ? p.nutriments : {}) as Record<string, unknown>;
  const kj = num(n["energy-kj_100g"] ?? n["energy_100g"], 4000);
  const energyKcal = num(n["energy-kcal_100g"], 950) ?? (kj !== null ? Math.round((kj / 4.184) * 10) / 10 : null);
  if (!name || energyKcal === null) return null;
  const brands = typeof p.brands === "string" && p.brands.trim() ? p.brands.split(",")[0]!.trim().slice(0, 80) : null;
  const servingSize = typeof p.serving_size === "string" && p.serving_size.trim() ? p.serving_size.trim().slice(0, 60) : null;
  return {
    code,
    name,
    brands,
    servingSize,
    servingGrams: num(p.serving_quantity, 5000) || null,
    energyKcal,
    proteinG: num(n["proteins_100g"]),
    carbsG: num(n["carbohydrates_100g"]),
    fatG: num(n["fat_100g"]),
    fiberG: num(n["fiber_100g"]),
    sugarsG: num(n["sugars_100g"]),
    satFatG: num(n["saturated-fat_100g"]),
    saltG: num(n["salt_100g"]),
  };
}

/** The HTTP client of the product API v2 (`{base}/api/v2/product/{code}.json`), with a timeout. */
export function createOpenFoodFactsClient(opts: {
  baseUrl: string;
  timeoutMs: number;
  /** Open Food Facts asks every client to name itself: 'AppName/Version (ContactEmail)'. */
  contact: string;
  log: FastifyBaseLogger;
}): OpenFoodFactsClient {
  return {
    async lookup(code) {
      const url = `${opts.baseUrl}/api/v2/product/${encodeURIComponent(code)}.json?fields=${FIELDS}`;
      try {
        const res = await fetch(url, {
          signal: AbortSignal.timeout(opts.timeoutMs),
          headers: { accept: "application/json", "user-agent": `NutriPilot/1.0 (${opts.contact})` },
        });
        if (res.status === 404) return null;
        if (!res.ok) {
          opts.log.warn({ status: res.status }, "open food facts answered an error");
          return null;
        }
        return toOffProduct(code, await res.json());
      } catch (err) {
        opts.log.warn({ err }, "open food facts unreachable");
        return null;
      }
    },
  };
}

/** OFF_ENABLED=false: nothing is ever asked. */
export const disabledOpenFoodFacts: OpenFoodFactsClient = { lookup: async () => null };
