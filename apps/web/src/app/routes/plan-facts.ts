import { useMemo } from "react";
import { useAppSettings } from "../../features/billing/billing.queries.ts";
import { formatMoney, planPrices } from "../../features/billing/format.ts";
import type { PlanFacts } from "../../features/public/plan-facts.ts";
import { useI18n } from "../../i18n/i18n.tsx";

/**
 * The plan figures the public pages quote (trial length, prices, Free plan limits), from the server's
 * settings and formatted like the pricing page: one source for every page. Undefined until they load, and while
 * `wanted` is false (the landing page formats them only after hydration: the first `Intl.NumberFormat` of a page
 * loads the language's number data, about 10 ms of CPU, docs/decisions/0016-webtbt2-below-the-fold.md).
 */
export function usePlanFacts(wanted = true): PlanFacts | undefined {
  const { locale } = useI18n();
  const { data: settings } = useAppSettings();
  return useMemo(() => {
    if (!settings || !wanted) return undefined;
    const prices = planPrices(settings);
    if (!prices) return undefined;
    return {
      trialDays: settings.trialDays,
      paywall: settings.paywall,
      currency: settings.currency.toUpperCase(),
      monthlyPrice: formatMoney(locale, prices.monthly, settings.currency),
      yearlyPrice: formatMoney(locale, prices.yearly, settings.currency),
      freePrice: formatMoney(locale, 0, settings.currency),
      freeHistoryDays: settings.freeHistoryDays,
      freeSuggestionsPerWeek: settings.freeSuggestionsPerWeek,
    };
  }, [settings, locale, wanted]);
}
