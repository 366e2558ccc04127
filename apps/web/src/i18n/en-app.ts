import { adminEn } from "./en/admin.ts";
import { recipesEn } from "./en/recipes.ts";
import { plannerEn } from "./en/planner.ts";
import { aiEn } from "./en/ai.ts";
import { analyzerEn } from "./en/analyzer.ts";
import { apiKeysEn } from "./en/api-keys.ts";
import { foodSearchEn } from "./en/food-search.ts";
import { progressEn } from "./en/progress.ts";
import { paymentsEn } from "./en/payments.ts";
import { trackingEn } from "./en/tracking.ts";

/** English texts of the signed-in screens (tracking, food search, AI, analyzer), loaded with those screens. */
export const appEn = {
  ...trackingEn,
  ...foodSearchEn,
  ...aiEn,
  ...analyzerEn,
  ...progressEn,
  ...apiKeysEn,
  ...adminEn,
  ...plannerEn,
  ...recipesEn,
  ...paymentsEn,
} as const;

/** The second part, which every locale fills in its own file. */
export type AppMessages = { readonly [K in keyof typeof appEn]: string };
