import { describe, expect, it } from "vitest";
import { en as dictionaryEn } from "../../../i18n/en.ts";
import { appEn } from "../../../i18n/en-app.ts";
import { it as dictionaryIt } from "../../../i18n/it.ts";
import { appIt } from "../../../i18n/it-app.ts";
import { FOOD_TABLES } from "../food-tables.ts";
import privacyEn from "../legal/privacy.en.ts";
import privacyIt from "../legal/privacy.it.ts";
import termsEn from "../legal/terms.en.ts";
import termsIt from "../legal/terms.it.ts";
import guideEn from "./guide.en.ts";
import guideIt from "./guide.it.ts";
import howEn from "./how-it-works.en.ts";
import howIt from "./how-it-works.it.ts";
import infoEn from "./info.en.ts";
import infoIt from "./info.it.ts";
import landingEn from "./landing.en.ts";
import landingIt from "./landing.it.ts";
import sourcesEn from "./sources.en.ts";
import sourcesIt from "./sources.it.ts";

const pairs = {
  landing: [landingEn, landingIt],
  info: [infoEn, infoIt],
  howItWorks: [howEn, howIt],
  sources: [sourcesEn, sourcesIt],
  guide: [guideEn, guideIt],
  privacy: [privacyEn, privacyIt],
  terms: [termsEn, termsIt],
} as const;

/** Every string of a content object with its path ("faq.items.2.answer"). */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]).join();

describe.each(Object.entries(pairs))("the %s texts", (_name, [english, italian]) => {
  const enStrings = strings(english);
  const itStrings = strings(italian);

  it("have the same structure in Italian", () => {
    expect(itStrings.map(([path]) => path)).toEqual(enStrings.map(([path]) => path));
  });

  it("have no empty text", () => {
    expect([...enStrings, ...itStrings].filter(([, text]) => text.trim() === "").map(([path]) => path)).toEqual([]);
  });

  it("use the same placeholders and link targets in both languages", () => {
    const itByPath = new Map(itStrings);
    const mismatched = enStrings
      .filter(
        ([path, text]) => placeholders(text) !== placeholders(itByPath.get(path) ?? "") || links(text) !== links(itByPath.get(path) ?? ""),
      )
      .map(([path]) => path);
    expect(mismatched).toEqual([]);
  });
});

describe("the legal pages", () => {
  it("have 12 privacy sections and 11 terms sections, dated 15 October 2025", () => {
    expect(privacyEn.sections).toHaveLength(12);
    expect(termsEn.sections).toHaveLength(11);
    expect([privacyEn.lastUpdated, termsEn.lastUpdated, privacyIt.lastUpdated, termsIt.lastUpdated]).toEqual([
      "15 October 2025",
      "15 October 2025",
      "15 ottobre 2025",
      "15 ottobre 2025",
    ]);
  });

  it("never name a currency or a price of their own: both come from the server", () => {
    const text = [privacyEn, termsEn, privacyIt, termsIt, guideEn, guideIt].flatMap((c) => strings(c).map(([, s]) => s)).join("\n");
    expect(text).not.toMatch(/[$€£]\s?\d|\d\s?[$€£]|\b(euros?|eur|usd|dollars?)\b/i);
  });
});

describe("the guide", () => {
  it("has the anchors in docs/product/public-pages.md#install-guide-and-demo", () => {
    expect(guideEn.sections.map((s) => s.id)).toEqual(["ai-recommendations", "subscription", "api-access", "troubleshooting", "support"]);
  });
});

describe("claims about the food database", () => {
  it("quote the number of foods the six tables really hold, rounded down to the thousand", () => {
    const total = FOOD_TABLES.reduce((sum, table) => sum + table.foods, 0);
    const thousands = Math.floor(total / 1000);
    const all = [
      ...Object.entries(pairs).flatMap(([, pair]) => pair.flatMap((c) => strings(c).map(([, s]) => s))),
      ...Object.values(dictionaryEn),
      ...Object.values(appEn),
      ...Object.values(dictionaryIt),
      ...Object.values(appIt),
    ].join("\n");
    const quoted = [...all.matchAll(/(\d{1,3})[,.]000 (?:foods|alimenti)/g)].map((m) => Number(m[1]));
    expect(quoted.length).toBeGreaterThan(3);
    expect(new Set(quoted)).toEqual(new Set([thousands]));
    expect(FOOD_TABLES).toHaveLength(6);
  });
});
