import { AuthMessages, DATE_OUT_OF_RANGE, IdMessages, ServiceMessages, TextMessages } from "@app/shared";
import { describe, expect, it as test, vi } from "vitest";
import { appEn } from "./en-app.ts";
import { en as enCore, type MessageKey, type Messages } from "./en.ts";
import { interpolate, readStoredLocale, translate, writeLocaleCookie } from "./i18n.tsx";
import { appIt } from "./it-app.ts";
import { it as itCore } from "./it.ts";

// Both parts of each language (the first download's and the signed-in screens').
const en: Messages = { ...enCore, ...appEn };
const it: Messages = { ...itCore, ...appIt };
import { knownServerMessages } from "./server-messages.it.ts";
import { translateServerMessage } from "./server-messages.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(en) as MessageKey[];

describe("dictionaries", () => {
  test("Italian has exactly the English keys", () => {
    expect(Object.keys(it).sort()).toEqual(Object.keys(en).sort());
  });

  test("a key is in one part only, so neither part hides the other's text", () => {
    expect(Object.keys(enCore).filter((key) => key in appEn)).toEqual([]);
    expect(Object.keys(itCore).filter((key) => key in appIt)).toEqual([]);
  });

  test("no text is empty in either language", () => {
    const empty = [...Object.entries(en), ...Object.entries(it)].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  test("each Italian text uses the same placeholders as the English one", () => {
    const mismatched = keys.filter((key) => placeholders(it[key]).join() !== placeholders(en[key]).join());
    expect(mismatched).toEqual([]);
  });

  test("every server text of the auth forms has an Italian translation", () => {
    const messages = Object.values(AuthMessages);
    expect(messages.filter((message) => !knownServerMessages.includes(message))).toEqual([]);
    expect(messages.filter((message) => translateServerMessage(message, "it") === message)).toEqual([]);
    expect(messages.map((message) => translateServerMessage(message, "en"))).toEqual(messages);
  });

  test("the shared input checks every form meets (text, ids, dates, service state) have Italian translations", () => {
    const messages = [...Object.values(TextMessages), ...Object.values(IdMessages), ...Object.values(ServiceMessages), DATE_OUT_OF_RANGE];
    expect(messages.filter((message) => translateServerMessage(message, "it") === message)).toEqual([]);
  });

  test("Italian texts name the BMI 'IMC', write '20 %' and never elide an article before a number", async () => {
    const pages = (
      await Promise.all([
        import("../features/public/content/guide.it.ts"),
        import("../features/public/content/how-it-works.it.ts"),
        import("../features/public/content/info.it.ts"),
        import("../features/public/content/landing.it.ts"),
        import("../features/public/content/sources.it.ts"),
      ])
    ).map((page) => JSON.stringify((page as { default: unknown }).default));
    const italian = [...Object.values(it), ...pages];
    expect(italian.filter((text) => /\bBMI\b/.test(text))).toEqual([]);
    expect(Object.values(en).filter((text) => /\bIMC\b/.test(text))).toEqual([]);
    // '20 %' with a space, as the Italian answers write it; no 'al {percent}%' (wrong before 0, 1, 8, 11, 80…).
    expect(italian.filter((text) => /[\d}]%/.test(text))).toEqual([]);
    expect(italian.filter((text) => /\b(al|allo|il|del|dal) \{\w+\} ?%/.test(text))).toEqual([]);
    // No raw enum values of the profile and goals in Italian text.
    expect(italian.filter((text) => /\b(very_active|sedentary|weight_loss|muscle_gain|moderately_active)\b/.test(text))).toEqual([]);
  });

  test("an unknown server text is shown as it came", () => {
    expect(translateServerMessage("Something new", "it")).toBe("Something new");
  });
});

describe("interpolate", () => {
  test("fills placeholders and leaves unknown ones", () => {
    expect(interpolate("Hi {name}, {missing}", { name: "Ada" })).toBe("Hi Ada, {missing}");
    expect(translate("en", "dashboard.welcomeBack", { username: "ada" })).toBe("Welcome back, ada");
    expect(translate("it", "dashboard.welcomeBack", { username: "ada" })).toBe("Bentornato, ada");
  });
});

// The server prerenders / in the language of the np_locale cookie, else of Accept-Language: the app agrees.
// A cookie deleted with max-age=0 may linger with an empty value in the test DOM: empty means none.
const cookieLocale = () =>
  document.cookie
    .split("; ")
    .find((c) => c.startsWith("np_locale="))
    ?.split("=")[1] || undefined;

describe("the starting language", () => {
  test("is the stored choice, which is also written to the np_locale cookie for the server", () => {
    document.cookie = "np_locale=; path=/; max-age=0";
    window.localStorage.setItem("nutripilot.locale", "it");
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-US"], language: "en-US" });
    expect(readStoredLocale()).toBe("it");
    expect(cookieLocale()).toBe("it");
    writeLocaleCookie("en");
    expect(cookieLocale()).toBe("en");
  });

  test("with nothing stored, is Italian for an Italian browser and English otherwise, without writing a cookie", () => {
    document.cookie = "np_locale=; path=/; max-age=0";
    const cases: [string[], string][] = [
      [["it-IT", "en"], "it"],
      [["it"], "it"],
      [["en-US", "it"], "en"],
      [["de-DE"], "en"],
      [[], "en"],
    ];
    for (const [languages, expected] of cases) {
      vi.stubGlobal("navigator", { ...navigator, languages, language: languages[0] ?? "" });
      expect({ languages, locale: readStoredLocale() }).toEqual({ languages, locale: expected });
    }
    expect(cookieLocale()).toBeUndefined();
  });

  test("with only the np_locale cookie, is the cookie's language, as the server chose for the prerendered page", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-US"], language: "en-US" });
    document.cookie = "np_locale=it; path=/";
    expect(readStoredLocale()).toBe("it");
    document.cookie = "np_locale=fr; path=/";
    expect(readStoredLocale()).toBe("en");
    document.cookie = "np_locale=; path=/; max-age=0";
  });
});
