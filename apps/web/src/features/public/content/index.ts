import type { LegalContent } from "../legal/privacy.en.ts";
import { localized } from "../localized.ts";
import type { GuideContent } from "./guide.en.ts";
import type { HowItWorksContent } from "./how-it-works.en.ts";
import type { InfoContent } from "./info.en.ts";
import type { LandingContent } from "./landing.en.ts";
import type { SourcesContent } from "./sources.en.ts";

/**
 * The long texts of the public pages, one chunk per page and language (see localized.ts): a visitor
 * downloads only the page and the language they read.
 */
export const landingContent = localized<LandingContent>({
  en: () => import("./landing.en.ts"),
  it: () => import("./landing.it.ts"),
});

export const infoContent = localized<InfoContent>({
  en: () => import("./info.en.ts"),
  it: () => import("./info.it.ts"),
});

export const howItWorksContent = localized<HowItWorksContent>({
  en: () => import("./how-it-works.en.ts"),
  it: () => import("./how-it-works.it.ts"),
});

export const sourcesContent = localized<SourcesContent>({
  en: () => import("./sources.en.ts"),
  it: () => import("./sources.it.ts"),
});

export const guideContent = localized<GuideContent>({
  en: () => import("./guide.en.ts"),
  it: () => import("./guide.it.ts"),
});

export const privacyContent = localized<LegalContent>({
  en: () => import("../legal/privacy.en.ts"),
  it: () => import("../legal/privacy.it.ts"),
});

export const termsContent = localized<LegalContent>({
  en: () => import("../legal/terms.en.ts"),
  it: () => import("../legal/terms.it.ts"),
});
