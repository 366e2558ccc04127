import { AuthMessages } from "@app/shared";
import { describe, expect, it as test } from "vitest";
import { en, type MessageKey } from "./en.ts";
import { interpolate, translate } from "./i18n.tsx";
import { it } from "./it.ts";
import { knownServerMessages, translateServerMessage } from "./server-messages.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(en) as MessageKey[];

describe("dictionaries", () => {
  test("Italian has exactly the English keys", () => {
    expect(Object.keys(it).sort()).toEqual(Object.keys(en).sort());
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
