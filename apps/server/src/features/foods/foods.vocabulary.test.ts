import { describe, expect, it } from "vitest";
import { normalizeText } from "./foods.text.ts";
import { plantMilkDrink, translateItalian } from "./foods.vocabulary.ts";

const translate = (q: string) => translateItalian(normalizeText(q));

describe("Italian food names", () => {
  it.each([
    ["petto di pollo", "chicken breast"],
    ["Petto di pollo", "chicken breast"],
    ["mela", "apple"],
    ["mele", "apple"],
    ["yogurt greco", "greek yogurt"],
    ["olio d'oliva", "olive oil"],
    ["pollo arrosto", "chicken roasted"],
    ["pollo al forno", "chicken baked"],
    ["uova sode", "egg hard boiled"],
    ["tonno in scatola", "canned tuna"],
    ["mozzarella e pomodoro", "mozzarella tomato"],
    ["latte intero", "whole milk"],
    // Session 12: dishes a new user typed that came back as a cocktail, lettuce or a soy schnitzel.
    ["piadina", "wheat tortilla wrap"],
    ["insalata caprese", "caprese tomato mozzarella"],
    ["cotoletta alla milanese", "milanese veal escalope"],
    // A cotoletta is a breaded cutlet: veal unless its meat is said, never CoFID's nut cutlets (0025-chatdish).
    ["cotoletta", "milanese veal escalope"],
    ["cotoletta di maiale", "pork schnitzel breaded"],
    ["cotoletta di pollo impanata", "chicken breast fried coated skinless coated"],
    ["pollo impanato", "chicken coated"],
  ])("searches '%s' as '%s'", (italian, english) => {
    expect(translate(italian)?.query).toBe(english);
  });

  it.each(["chicken breast", "mozzarella", "spaghetti", "chiken brest", "yog", ""])("leaves '%s' alone", (q) => {
    expect(translate(q)).toBeUndefined();
  });

  it("flags 'latte' alone as ambiguous (coffee in English), not 'latte intero'", () => {
    expect(translate("latte")).toEqual({ query: "milk", ambiguous: true });
    expect(translate("latte intero")).toEqual({ query: "whole milk", ambiguous: false });
    // An English 'gelato' is the tables' gelato, not the Italian word for ice cream (0022, dishcons3).
    expect(translate("vanilla gelato")).toEqual({ query: "vanilla ice cream", ambiguous: true });
  });
});

describe("a coffee drink with a plant milk", () => {
  it.each([
    ["latte with oat milk", "latte with non dairy milk"],
    ["oat milk latte", "latte non dairy milk"],
    ["cappuccino con latte di soia", "cappuccino con non dairy milk"],
  ])("searches '%s' as '%s'", (q, expected) => {
    expect(plantMilkDrink(normalizeText(q))).toBe(expected);
  });
  it.each(["oat milk", "latte", "porridge with oat milk", "latte di soia"])("leaves '%s' alone", (q) => {
    expect(plantMilkDrink(normalizeText(q))).toBeUndefined();
  });
});
