import type { FoodSearchResult } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, type TestApp } from "../build-test-app.ts";

/** No shipped table is Italian: common Italian names are searched through an alias list (foods.vocabulary.ts). */
describe.each(backends)("food search by Italian names (%s)", (backend) => {
  let t: TestApp;
  let anonymous: Browser;
  beforeAll(async () => {
    t = await buildTestApp(backend, { SEED_FOODS: true });
    await t.app.ready();
    await t.app.foodData;
    anonymous = new Browser(t.app);
  }, 180_000);
  afterAll(() => t.close());

  const search = async (q: string, locale = "it") => {
    const res = await anonymous.get(`/api/foods/search?${new URLSearchParams({ q, locale, limit: "10" })}`);
    expect(res.statusCode).toBe(200);
    return res.json() as FoodSearchResult[];
  };

  it.each([
    ["petto di pollo", /^chicken.*breast/i],
    ["mela", /^apples?, raw/i],
    ["yogurt greco", /^yogh?urt, greek/i],
    ["olio d'oliva", /^oil, olive/i],
    ["uova", /^egg, whole, raw/i],
  ])("'%s' finds the everyday food first", async (q, expected) => {
    const results = await search(q);
    expect(results[0]?.nameEn).toMatch(expected);
    expect(new Set(results.map((r) => r.id)).size).toBe(results.length);
  });

  it("also finds Italian names for an English reader", async () => {
    expect((await search("petto di pollo", "en"))[0]?.nameEn).toMatch(/^chicken.*breast/i);
  });

  it("gives an Italian reader milk for 'latte', an English reader the coffee first", async () => {
    expect((await search("latte", "it"))[0]?.nameEn).toMatch(/^milk/i);
    expect((await search("latte", "en"))[0]?.nameEn).toMatch(/latte/i);
  });
});
