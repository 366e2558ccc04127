/** The languages of the interface (its own file so that i18n.tsx and what it loads can both import it). */
export const LOCALES = ["en", "it"] as const;
export type Locale = (typeof LOCALES)[number];
