import { createContext, Fragment, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { local, StorageKeys } from "../lib/storage.ts";
import { en, type MessageKey, type Messages } from "./en.ts";
import { translateServerMessage } from "./server-messages.ts";

export const LOCALES = ["en", "it"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, so a reader finds their own language whatever the current one is. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", it: "Italiano" };

/**
 * English is built in (the fallback and the type of every dictionary); other languages are loaded when
 * chosen, so a visitor downloads one language. main.tsx loads the stored language before the first render.
 */
const dictionaries: Partial<Record<Locale, Messages>> = { en };
const loaders: Record<Exclude<Locale, "en">, () => Promise<Messages>> = {
  it: () => import("./it.ts").then((m) => m.it),
};

/** Makes `locale`'s texts available; resolves at once when they already are. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (dictionaries[locale]) return;
  if (locale === "en") return;
  dictionaries[locale] = await loaders[locale]();
}

const dictionaryOf = (locale: Locale): Messages => dictionaries[locale] ?? en;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The cookie that tells the server the chosen language, so / comes prerendered in it (the server reads it
 * before Accept-Language). Not a secret and not HttpOnly: the app writes it.
 */
export const LOCALE_COOKIE = "np_locale";
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Remembers `locale` in the cookie the server reads (path /, one year, SameSite=Lax). */
export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === "undefined") return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * The browser's language when nothing was chosen: Italian for an Italian browser, else English. The server
 * makes the same choice from Accept-Language for the prerendered landing page, so the two always agree.
 */
export function browserLocale(): Locale {
  if (typeof navigator === "undefined") return DEFAULT_LOCALE;
  const first = (navigator.languages?.[0] ?? navigator.language ?? "").toLowerCase();
  return first === "it" || first.startsWith("it-") ? "it" : DEFAULT_LOCALE;
}

/** The language chosen earlier in this browser, else the browser's own (Italian or English). */
export function readStoredLocale(): Locale {
  const stored = local.get(StorageKeys.locale);
  if (isLocale(stored)) {
    // A choice made before the cookie existed: tell the server too.
    writeLocaleCookie(stored);
    return stored;
  }
  return browserLocale();
}

type Values = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written. */
export function interpolate(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export function translate(locale: Locale, key: MessageKey, values?: Values): string {
  return interpolate(dictionaryOf(locale)[key], values);
}

export interface I18n {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** The text for `key` in the current language, with `{name}` placeholders filled. */
  t: (key: MessageKey, values?: Values) => string;
  /** Like `t`, but placeholders may be React nodes (links inside a sentence). */
  tRich: (key: MessageKey, nodes: Record<string, ReactNode>) => ReactNode;
  /** A message from the server (English) in the current language when it is a known text. */
  tServer: (message: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());

  // Keep <html lang> in step with the language, so screen readers pronounce the page correctly.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    local.set(StorageKeys.locale, next);
    writeLocaleCookie(next);
    // The page stays in the current language until the new one has arrived (a few KB, usually cached).
    if (dictionaries[next]) setLocaleState(next);
    else
      loadLocale(next).then(
        () => setLocaleState(next),
        () => setLocaleState(next),
      );
  }, []);

  const value = useMemo<I18n>(() => {
    const t = (key: MessageKey, values?: Values) => translate(locale, key, values);
    const tRich = (key: MessageKey, nodes: Record<string, ReactNode>) => {
      const parts = dictionaryOf(locale)[key].split(/(\{\w+\})/g);
      return parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
      });
    };
    const tServer = (message: string) => translateServerMessage(message, locale);
    return { locale, setLocale, t, tRich, tServer };
  }, [locale, setLocale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useI18n must be used inside <I18nProvider>");
  return context;
}

/** The translate function of the current language. */
export function useT(): I18n["t"] {
  return useI18n().t;
}
