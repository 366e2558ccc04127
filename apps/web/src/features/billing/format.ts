import type { AppSettings } from "@app/shared";
import type { Locale } from "../../i18n/i18n.tsx";

type PlanId = AppSettings["plans"][number]["id"];

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase(),
      currencyDisplay: "narrowSymbol",
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

const minorUnits = new Map<string, number>();

/**
 * How many minor units make one unit of `currency`: 100 for USD and EUR, 1 for JPY. Cached, as the formats
 * above: creating an Intl.NumberFormat is costly, and the pricing page formats a dozen amounts while it starts
 * (docs/decisions/0014-webperf-main-thread.md).
 */
function minorUnitsPerUnit(currency: string): number {
  let units = minorUnits.get(currency);
  if (units === undefined) {
    const digits = new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits;
    units = 10 ** (digits ?? 2);
    minorUnits.set(currency, units);
  }
  return units;
}

/**
 * An amount in minor units (as the server's plan table gives it) in the user's language: $3.99 / 3,99 $.
 * A whole amount of zero is written without decimals ($0).
 */
export function formatMoney(locale: Locale, amountMinor: number, currency: string): string {
  const key = `${locale}|${currency}|${amountMinor}`;
  let text = formattedMoney.get(key);
  if (text === undefined) {
    text = moneyFormat(locale, currency, amountMinor === 0).format(amountMinor / minorUnitsPerUnit(currency));
    formattedMoney.set(key, text);
  }
  return text;
}

/**
 * Every amount `formatMoney` has written, by `locale|currency|amount`. The build's prerendering of /pricing hands
 * its prices to the page (src/prerender.tsx), and the pricing page puts them here before it hydrates
 * (app/routes/pricing.tsx): the page's first render then makes no Intl.NumberFormat, whose first one loads the
 * language's number data, a task of about 10 ms of CPU, 40 on Lighthouse's phone
 * (docs/decisions/0017-webbusy-main-thread-under-load.md).
 */
export const formattedMoney = new Map<string, string>();

/** A moment (an ISO timestamp) as a date in the browser's time zone: 'March 14, 2026' / '14 marzo 2026'. */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
export function formatDate(locale: Locale, iso: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

export interface PlanPrices {
  currency: string;
  monthly: number;
  yearly: number;
  /** The yearly price spread over 12 months, in minor units (rounded down, as a shop would show it). */
  yearlyPerMonth: number;
  /** What a year of the yearly plan saves against 12 monthly payments, in minor units. */
  yearlySaving: number;
  /** That saving in whole percent, rounded down so the claim is never larger than the truth (16 for $3.99/$39.99). */
  yearlySavingPercent: number;
}

/** The two premium prices of the server's plan table and what follows from them, or null when one is missing. */
export function planPrices(settings: AppSettings): PlanPrices | null {
  const amount = (id: PlanId) => settings.plans.find((plan) => plan.id === id)?.amountMinor;
  const monthly = amount("premium-monthly");
  const yearly = amount("premium-yearly");
  if (monthly === undefined || yearly === undefined) return null;
  const twelveMonths = monthly * 12;
  const yearlySaving = Math.max(0, twelveMonths - yearly);
  return {
    currency: settings.currency,
    monthly,
    yearly,
    yearlyPerMonth: Math.floor(yearly / 12),
    yearlySaving,
    yearlySavingPercent: twelveMonths > 0 ? Math.floor((yearlySaving / twelveMonths) * 100) : 0,
  };
}
