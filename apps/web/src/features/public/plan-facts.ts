/** What the public pages say about plans, from the server's settings (GET /api/app-settings), formatted. */
export interface PlanFacts {
  trialDays: number;
  /** soft: after the trial the account keeps the Free plan; hard: a subscription is needed to go on. */
  paywall: "soft" | "hard";
  /** ISO code in capitals: "USD". */
  currency: string;
  /** Formatted prices: "$3.99", "$39.99", "$0". */
  monthlyPrice: string;
  yearlyPrice: string;
  freePrice: string;
  freeHistoryDays: number;
  freeSuggestionsPerWeek: number;
}
