import { createContext, Fragment, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { local, StorageKeys } from "../lib/storage.ts";
import { en, type MessageKey, type Messages } from "./en.ts";
import { addServerMessages, translateServerMessage } from "./server-messages.ts";

import { LOCALES, type Locale } from "./locales.ts";

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, so a reader finds their own language whatever the current one is. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", it: "Italiano" };

/**
 * The texts come in two parts per language (docs/decisions/0005-first-load-javascript.md): the first (app shell,
 * public pages, plans) and the signed-in screens' (`loadAppTexts`, awaited by those screens' lazy routes).
 * English's first part is built in (the fallback); everything else is loaded when needed, so a visitor
 * downloads one language, and the landing page none of the signed-in screens' texts.
 * main.tsx loads the stored language before the first render.
 */
type Part = "core" | "app";
const partLoaders: Record<Locale, Record<Part, () => Promise<Partial<Messages>>>> = {
  en: { core: () => Promise.resolve(en), app: () => import("./en-app.ts").then((m) => m.appEn) },
  it: {
    core: () =>
      Promise.all([import("./it.ts"), import("./server-messages.it.ts")]).then(([texts, server]) => {
        addServerMessages("it", server.serverMessagesIt);
        return texts.it;
      }),
    app: () => import("./it-app.ts").then((m) => m.appIt),
  },
};
// English's first part as it is, not a copy (about 500 texts, copied in the start's longest task): a part that
// arrives makes a new object (loadPart), so `en` itself is never changed.
const dictionaries: Record<Locale, Partial<Messages>> = { en, it: {} };
const loadedParts: Record<Locale, Set<Part>> = { en: new Set(["core"]), it: new Set() };
/** Set once a screen has asked for the second part: a later change of language loads it too. */
let appTextsWanted = false;
/** The language being shown or loaded, whose second part `loadAppTexts` fetches. */
let activeLocale: Locale = DEFAULT_LOCALE;

async function loadPart(locale: Locale, part: Part): Promise<void> {
  if (loadedParts[locale].has(part)) return;
  const texts = await partLoaders[locale][part]();
  dictionaries[locale] = { ...dictionaries[locale], ...texts };
  loadedParts[locale].add(part);
}

/** Makes `locale`'s texts available (the second part too once wanted); resolves at once when they already are. */
export async function loadLocale(locale: Locale): Promise<void> {
  activeLocale = locale;
  await loadPart(locale, "core");
  if (appTextsWanted) await loadPart(locale, "app");
}

/** The signed-in screens' texts in the current language: their lazy routes wait for this (app/router.tsx). */
export async function loadAppTexts(): Promise<void> {
  appTextsWanted = true;
  await loadPart(activeLocale, "app");
}

/** Every text of every language: for tests and the build's prerendering. */
export async function loadAllTexts(): Promise<void> {
  appTextsWanted = true;
  await Promise.all(LOCALES.flatMap((locale) => [loadPart(locale, "core"), loadPart(locale, "app")]));
}

/** `key`'s text in `locale`; English, then the key itself, when that part has not arrived (never expected). */
function textOf(locale: Locale, key: MessageKey): string {
  const text = dictionaries[locale][key] ?? dictionaries.en[key];
  if (text !== undefined) return text;
  if (import.meta.env.DEV) console.error(`i18n: no text for "${key}" in ${locale} (is its part loaded?)`);
  return key;
}

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

/** The language in the np_locale cookie, when there is one (the server chose the prerendered page's language by it). */
function cookieLocale(): Locale | undefined {
  if (typeof document === "undefined") return undefined;
  const value = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

/**
 * The language chosen earlier in this browser (stored, else in the cookie), else the browser's own (Italian or
 * English): the same order the server follows for a prerendered page, so the app never turns it into another language.
 */
export function readStoredLocale(): Locale {
  const stored = local.get(StorageKeys.locale);
  if (isLocale(stored)) {
    // A choice made before the cookie existed: tell the server too.
    writeLocaleCookie(stored);
    return stored;
  }
  return cookieLocale() ?? browserLocale();
}

type Values = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written. */
export function interpolate(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export function translate(locale: Locale, key: MessageKey, values?: Values): string {
  return interpolate(textOf(locale, key), values);
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
    // The page stays in the current language until the new one has arrived (a few KB, usually cached;
    // at once when it already has).
    const show = () => setLocaleState(next);
    loadLocale(next).then(show, show);
  }, []);

  const value = useMemo<I18n>(() => {
    const t = (key: MessageKey, values?: Values) => translate(locale, key, values);
    const tRich = (key: MessageKey, nodes: Record<string, ReactNode>) => {
      const parts = textOf(locale, key).split(/(\{\w+\})/g);
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
