import { aiEn } from "./en/ai.ts";
import { analyzerEn } from "./en/analyzer.ts";
import { foodSearchEn } from "./en/food-search.ts";
import { paymentsEn } from "./en/payments.ts";
import { trackingEn } from "./en/tracking.ts";

/** English texts of the signed-in screens (tracking, food search, AI, analyzer), loaded with those screens. */
export const appEn = {
  ...trackingEn,
  ...foodSearchEn,
  ...aiEn,
  ...analyzerEn,
  ...paymentsEn,
} as const;

/** The second part, which every locale fills in its own file. */
export type AppMessages = { readonly [K in keyof typeof appEn]: string };
