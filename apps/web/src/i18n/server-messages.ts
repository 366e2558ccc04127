import type { Locale } from "./locales.ts";

/**
 * The server's texts in each language, by their English text. Italian arrives with the Italian texts
 * (i18n.tsx loads server-messages.it.ts), so English visitors do not download it.
 */
const byLocale: Record<Locale, Record<string, string>> = { en: {}, it: {} };

/** Adds `locale`'s translations of the server's texts (called when that language is loaded). */
export function addServerMessages(locale: Locale, messages: Record<string, string>): void {
  byLocale[locale] = { ...byLocale[locale], ...messages };
}

/** The server's English `message` in the user's language, or unchanged when it is not a known text. */
export function translateServerMessage(message: string, locale: Locale): string {
  return byLocale[locale][message] ?? message;
}
