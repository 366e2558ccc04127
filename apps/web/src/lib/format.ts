import { useMemo } from "react";
import { useI18n, type Locale } from "../i18n/i18n.tsx";

/**
 * Numbers, units and calendar days for the screen, through Intl in the user's language (STYLE §6).
 * Calendar days are `LocalDate` strings ('2025-03-14'): they are formatted as that day, whatever the
 * browser's time zone, by reading them as UTC midnight and formatting in UTC.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, maximumFractionDigits: number, minimumFractionDigits = 0): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}|${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    dateFormats.set(key, format);
  }
  return format;
}

const asUtcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The app's two languages' digit grouping (CLDR): English groups every number of four digits or more (1,234),
 * Italian only from five digits (1234, 12.345: its minimum grouping digits are 2).
 */
const grouping: Record<Locale, { separator: string; minDigits: number }> = {
  en: { separator: ",", minDigits: 4 },
  it: { separator: ".", minDigits: 5 },
};

/**
 * A whole number that is not negative, as Intl.NumberFormat writes it in `locale` without decimals, without
 * making one: a page's first number format loads the language's number data, a task of 10-15 ms of CPU that was
 * the landing page's longest after its first paint (docs/decisions/0022-lead-numbers-without-intl.md). Whole
 * numbers are most of what the screens show (kcal, grams); anything else goes through Intl. format.test.ts checks
 * it against Intl.
 */
function formatWhole(locale: Locale, whole: number): string {
  const digits = String(whole);
  const { separator, minDigits } = grouping[locale];
  return digits.length < minDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** A whole number or one with up to `fractionDigits` decimals: 2,000 / 2000 / 24.2 / 24,2. */
export function formatNumber(locale: Locale, value: number, fractionDigits = 0): string {
  // Rounded half away from zero, as Intl does (Math.round does the same for a value that is not negative). A
  // negative value, -0 included (Intl writes '-0'), takes Intl's path.
  if (value >= 0 && !Object.is(value, -0) && (fractionDigits === 0 || Number.isInteger(value))) {
    const whole = Math.round(value);
    if (whole <= Number.MAX_SAFE_INTEGER) return formatWhole(locale, whole);
  }
  return numberFormat(locale, fractionDigits).format(value);
}

/** Exactly one decimal, as BMI is shown: 24.0 / 24,0. */
export function formatOneDecimal(locale: Locale, value: number): string {
  return numberFormat(locale, 1, 1).format(value);
}

export const formatKcal = (locale: Locale, value: number) => `${formatNumber(locale, Math.round(value))} kcal`;
export const formatGrams = (locale: Locale, value: number) => `${formatNumber(locale, Math.round(value))} g`;

/** The day heading of the meal list: 'Friday, 14 March 2025' / 'Venerdì, 14 marzo 2025'. */
export function formatDayHeading(locale: Locale, day: string): string {
  const parts = dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).formatToParts(asUtcDay(day));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return capitalise(`${get("weekday")}, ${get("day")} ${get("month")} ${get("year")}`);
}

/** A calendar day in a sentence or a table: '14 Mar 2025' / '14 mar 2025'. */
export function formatDay(locale: Locale, day: string): string {
  return dateFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(asUtcDay(day));
}

/** A chart axis tick: 'Fri 14' / 'ven 14'. */
export function formatAxisDay(locale: Locale, day: string): string {
  return dateFormat(locale, { weekday: "short", day: "numeric" }).format(asUtcDay(day));
}

/** A weekday on a week's chart axis: 'Fri' / 'ven'. */
export function formatWeekday(locale: Locale, day: string): string {
  return dateFormat(locale, { weekday: "short" }).format(asUtcDay(day));
}

/** Today's date for a header: 'Friday 14 March' / 'venerdì 14 marzo'. */
export function formatLongDay(locale: Locale, day: string): string {
  return dateFormat(locale, { weekday: "long", day: "numeric", month: "long" }).format(asUtcDay(day));
}

/** The formatters bound to the current language. */
export function useFormat() {
  const { locale } = useI18n();
  return useMemo(
    () => ({
      locale,
      number: (value: number, fractionDigits?: number) => formatNumber(locale, value, fractionDigits),
      oneDecimal: (value: number) => formatOneDecimal(locale, value),
      kcal: (value: number) => formatKcal(locale, value),
      grams: (value: number) => formatGrams(locale, value),
      dayHeading: (day: string) => formatDayHeading(locale, day),
      day: (day: string) => formatDay(locale, day),
      axisDay: (day: string) => formatAxisDay(locale, day),
      weekday: (day: string) => formatWeekday(locale, day),
      longDay: (day: string) => formatLongDay(locale, day),
    }),
    [locale],
  );
}

export type Formatters = ReturnType<typeof useFormat>;

/** The IANA time zone of this browser ('Europe/Rome'), or UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();
/** An instant (ISO timestamp) in the browser's time zone: '26 Nov 2026, 20:15'. */
export function formatDateTime(locale: Locale, iso: string): string {
  let format = instantFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    instantFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
