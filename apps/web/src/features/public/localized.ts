import { use } from "react";
import { useI18n, type Locale } from "../../i18n/i18n.tsx";

type Loader<T> = () => Promise<{ default: T }>;

/**
 * A page's long texts in every language, each language its own chunk: a visitor downloads only the language
 * they read, and none of it weighs on the app shell. Loaded once, then kept.
 */
export interface Localized<T> {
  load: (locale: Locale) => Promise<T>;
}

export function localized<T>(loaders: Record<Locale, Loader<T>>): Localized<T> {
  const cache = new Map<Locale, Promise<T>>();
  return {
    load(locale) {
      let promise = cache.get(locale);
      if (!promise) {
        promise = loaders[locale]().then((module) => module.default);
        cache.set(locale, promise);
      }
      return promise;
    },
  };
}

/** The texts in the current language; suspends (the page's Suspense fallback shows) until they have loaded. */
export function useLocalized<T>(content: Localized<T>): T {
  const { locale } = useI18n();
  return use(content.load(locale));
}
