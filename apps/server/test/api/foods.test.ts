import { FoodMessages, TextMessages, type FoodSearchResult } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

describe.each(backends)("food search and custom foods (%s)", (backend) => {
  let t: TestApp;
  let anonymous: Browser;
  beforeAll(async () => {
    t = await buildTestApp(backend, { SEED_FOODS: true });
    await t.app.ready();
    await t.app.foodData;
    anonymous = new Browser(t.app);
  }, 180_000);
  afterAll(() => t.close());

  const search = async (q: string, opts: { locale?: string; headers?: Record<string, string>; browser?: Browser; limit?: number } = {}) => {
    const params = new URLSearchParams({
      q,
      ...(opts.locale ? { locale: opts.locale } : {}),
      ...(opts.limit ? { limit: String(opts.limit) } : {}),
    });
    const res = await (opts.browser ?? anonymous).request({ method: "GET", url: `/api/foods/search?${params}`, headers: opts.headers });
    if (res.statusCode !== 200) throw new Error(`search ${q}: ${res.statusCode} ${res.body}`);
    return res.json() as FoodSearchResult[];
  };
  const idOf = async (source: string, sourceId: string) =>
    Number(
      (await t.app.db.execute<{ id: number }>(sql`SELECT id FROM foods WHERE source = ${source} AND source_id = ${sourceId}`)).rows[0]!.id,
    );

  describe("forgiving search", () => {
    it("finds chicken breast despite two typos ('chiken brest')", async () => {
      const results = await search("chiken brest");
      expect(results.length).toBeGreaterThan(0);
      for (const r of results.slice(0, 5)) expect(r.nameEn).toMatch(/chicken.*breast|breast.*chicken/i);
      // The plain raw breast, a staple, comes first.
      expect(results[0]!.nameEn).toMatch(/raw/i);
    });

    it("completes a prefix ('yog' finds yogurt)", async () => {
      const results = await search("yog");
      expect(results[0]!.nameEn).toMatch(/^yogh?urt/i);
      expect(results.filter((r) => /yogh?urt/i.test(r.nameEn)).length).toBeGreaterThanOrEqual(5);
    });

    it.each([
      ["tomatoe", /tomato/i],
      ["brocoli", /broccoli/i],
      ["spagetti", /spaghetti/i],
      ["mozarella", /mozzarella/i],
    ])("corrects '%s'", async (q, expected) => {
      const results = await search(q);
      expect(results[0]?.nameEn).toMatch(expected);
    });

    it("ranks the exact food first ('banana raw', 'olive oil', 'egg')", async () => {
      expect((await search("banana raw"))[0]!.nameEn).toMatch(/^bananas?, raw$/i);
      expect((await search("olive oil"))[0]!.nameEn).toMatch(/oil, olive|olive oil/i);
      expect((await search("egg"))[0]!.nameEn).toMatch(/^egg, whole, raw/i);
    });
  });

  describe("a one-word query finds the food itself", () => {
    it("'chicken' is chicken meat, not chicken eggs, fat or liver", async () => {
      const results = await search("chicken");
      expect(results[0]!.nameEn).toMatch(/^chicken, .*raw/i);
      const firstFive = results.slice(0, 5).map((r) => r.nameEn);
      expect(firstFive.filter((name) => /\begg|\bfat\b|\bliver\b/i.test(name))).toEqual([]);
      // The Italian word too (through the alias list), and what the assistant looks up.
      expect((await search("pollo"))[0]!.id).toBe(results[0]!.id);
    });

    it("'salmon' and 'beef' are the fish and the meat, not smoked salmon, salmon cakes, tallow or corned beef", async () => {
      expect((await search("salmon"))[0]!.nameEn).not.toMatch(/smoked|cake|sandwich|oil|roe/i);
      expect((await search("beef"))[0]!.nameEn).not.toMatch(/tallow|fat|corned|jerky|sausage/i);
    });

    it("a word most tables say one way means that food: 'fries' are french fries, not yuca or sweet potato fries", async () => {
      expect((await search("fries"))[0]!.nameEn).toMatch(/french fr/i);
      expect((await search("yuca fries"))[0]!.nameEn).toMatch(/yuca/i);
      expect((await search("sweet potato fries"))[0]!.nameEn).toMatch(/sweet potato/i);
    });

    it("'rice' (and 'riso') is plain rice, not wild rice; 'wild rice' is still wild rice", async () => {
      const plainRice = /^rice, (white|brown)|^(white|brown) rice|^rice (white|cooked|boiled)/i;
      expect((await search("rice"))[0]!.nameEn).toMatch(plainRice);
      expect((await search("riso", { locale: "it" }))[0]!.nameEn).toMatch(plainRice);
      expect((await search("wild rice"))[0]!.nameEn).toMatch(/wild rice|rice, wild/i);
    });

    it("still finds those foods when they are asked for", async () => {
      expect((await search("smoked salmon"))[0]!.nameEn).toMatch(/smoked/i);
      expect((await search("chicken liver"))[0]!.nameEn).toMatch(/liver/i);
      expect((await search("beef sausage"))[0]!.nameEn).toMatch(/sausage/i);
    });
  });

  describe("local names and the user's locale", () => {
    it("matches French and German names and shows them in that language", async () => {
      const fr = await search("oeuf cru", { locale: "fr" });
      expect(fr[0]).toMatchObject({ source: "ciqual_2025", name: "Oeuf cru", nameEn: "Egg, raw" });
      const de = await search("hühnerei roh", { headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" } });
      expect(de[0]).toMatchObject({ source: "bls_4_0", name: "Hühnerei roh" });
      // Typed without the umlaut, both ways.
      expect((await search("huhnerei roh", { locale: "de" }))[0]?.source).toBe("bls_4_0");
      expect((await search("huehnerei", { locale: "de" }))[0]?.source).toBe("bls_4_0");
    });

    it("shows one result per food, from the locale's table, with the other tables one click away", async () => {
      const en = await search("egg raw");
      const fr = await search("egg raw", { locale: "fr" });
      const de = await search("egg raw", { locale: "de" });
      expect(en[0]).toMatchObject({ source: "usda_sr28", sourceId: "01123" });
      expect(fr[0]).toMatchObject({ source: "ciqual_2025", sourceId: "22000" });
      expect(de[0]).toMatchObject({ source: "bls_4_0", sourceId: "E111100" });
      expect(en[0]!.alternatives.map((a) => a.source)).toEqual(
        expect.arrayContaining(["ciqual_2025", "bls_4_0", "uk_cofid_2015", "usda_fndds_2021_2023"]),
      );
      for (const list of [en, fr, de]) {
        const shown = list.flatMap((r) => [r.id, ...r.alternatives.map((a) => a.id)]);
        expect(new Set(shown).size).toBe(shown.length);
      }
    });
  });

  describe("bad and hostile input", () => {
    it("returns an empty list for an empty or one-character query", async () => {
      expect(await search("")).toEqual([]);
      expect(await search("a")).toEqual([]);
      expect(await search("  ")).toEqual([]);
    });

    it("refuses an over-long query with a clear 400", async () => {
      for (const q of ["x".repeat(101), "a".repeat(10_000)]) {
        const res = await anonymous.get(`/api/foods/search?q=${q}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: "VALIDATION_FAILED", message: FoodMessages.queryTooLong });
      }
      expect((await anonymous.get("/api/foods/search?q=egg&limit=500")).statusCode).toBe(400);
      expect((await anonymous.get("/api/foods/search?q=egg&limit=abc")).statusCode).toBe(400);
    });

    it.each([
      "'; DROP TABLE foods; --",
      "' OR 1=1 --",
      '"milk"',
      "%",
      "%%__",
      "_",
      "\\",
      "\\\\%'",
      "milk%' AND '1'='1",
      "SELECT * FROM users",
      "UNION SELECT password_hash FROM users",
      "😀🥚",
      "\u202emilk",
    ])("answers %j with a list, never a 500", async (q) => {
      const res = await anonymous.get(`/api/foods/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    });

    it("refuses a query with a NUL character with 400 naming the field, never a 500", async () => {
      const res = await anonymous.get(`/api/foods/search?q=${encodeURIComponent("egg\u0000raw")}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe("q");
    });

    it("still has every food after the hostile queries", async () => {
      const n = (await t.app.db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM foods WHERE user_id IS NULL`)).rows[0]!.n;
      expect(Number(n)).toBe(28_056);
    });

    it("answers 404 for a missing food and 400 for a malformed id", async () => {
      expect((await anonymous.get("/api/foods/999999")).statusCode).toBe(404);
      expect((await anonymous.get("/api/foods/99999999999")).statusCode).toBe(400);
      expect((await anonymous.get("/api/foods/abc")).statusCode).toBe(400);
    });
  });

  describe("details", () => {
    it("gives nutrients per 100 g, portions, and the source's licence", async () => {
      const res = await anonymous.get(`/api/foods/${await idOf("usda_sr28", "01123")}`);
      const food = res.json();
      expect(food.nutrients.energyKcal).toBe(143);
      expect(food.portions.length).toBeGreaterThan(0);
      expect(food.sourceInfo).toMatchObject({ source: "usda_sr28", license: expect.stringMatching(/public domain/i) });
    });

    it("lends an EU table's food the household measures of the same food in a USDA table", async () => {
      const food = (await anonymous.get(`/api/foods/${await idOf("ciqual_2025", "22000")}`)).json();
      expect(food.portions.length).toBeGreaterThan(0);
      expect(food.portions[0].fromSource).toMatch(/^usda_/);
    });

    it("lists the six sources with their attribution texts", async () => {
      const sources = (await anonymous.get("/api/foods/sources")).json();
      expect(sources).toHaveLength(6);
      expect(sources.find((s: { source: string }) => s.source === "uk_cofid_2015").attribution).toMatch(/Open Government Licence v3\.0/);
    });
  });

  describe("custom foods", () => {
    const lasagne = {
      name: "Nonna Pia's lasagne",
      energyKcal: 165,
      proteinG: 9.5,
      carbsG: 14,
      fatG: 8,
      fiberG: 1.2,
      portions: [{ description: "1 slice", grams: 250 }],
    };

    it("are private: only their owner finds, reads, edits or deletes them", async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const created = await owner.browser.post("/api/foods/custom", lasagne);
      expect(created.statusCode).toBe(201);
      const food = created.json();
      expect(food).toMatchObject({
        source: "custom",
        isCustom: true,
        name: lasagne.name,
        portions: [{ description: "1 slice", grams: 250, fromSource: null }],
      });
      expect(food.nutrients).toMatchObject({ energyKcal: 165, proteinG: 9.5, carbsG: 14, fatG: 8, fiberG: 1.2 });

      const mine = await search("nonna lasagne", { browser: owner.browser });
      expect(mine[0]).toMatchObject({ id: food.id, isCustom: true });
      expect((await search("nona lasagne", { browser: owner.browser })).map((r) => r.id)).toContain(food.id);
      expect((await search("nonna pia", { browser: other.browser })).map((r) => r.id)).not.toContain(food.id);
      expect((await search("nonna pia")).map((r) => r.id)).not.toContain(food.id);

      expect((await other.browser.get(`/api/foods/${food.id}`)).statusCode).toBe(404);
      expect((await anonymous.get(`/api/foods/${food.id}`)).statusCode).toBe(404);
      expect(
        (await other.browser.request({ method: "PATCH", url: `/api/foods/custom/${food.id}`, payload: { energyKcal: 1 } })).statusCode,
      ).toBe(404);
      expect((await other.browser.request({ method: "DELETE", url: `/api/foods/custom/${food.id}` })).statusCode).toBe(404);
      expect((await other.browser.get("/api/foods/custom")).json()).toEqual([]);

      const edited = await owner.browser.request({
        method: "PATCH",
        url: `/api/foods/custom/${food.id}`,
        payload: { name: "Nonna Pia's lasagne al forno", energyKcal: 170 },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ name: "Nonna Pia's lasagne al forno", nutrients: { energyKcal: 170, proteinG: 9.5 } });
      // Search shows the edit at once (a custom food's search keys are never kept in memory).
      expect((await search("lasagne forno", { browser: owner.browser }))[0]).toMatchObject({
        id: food.id,
        name: "Nonna Pia's lasagne al forno",
        energyKcal: 170,
      });

      expect((await owner.browser.request({ method: "DELETE", url: `/api/foods/custom/${food.id}` })).statusCode).toBe(200);
      expect((await owner.browser.get(`/api/foods/${food.id}`)).statusCode).toBe(404);
      expect((await search("lasagne forno", { browser: owner.browser })).map((r) => r.id)).not.toContain(food.id);
    });

    it("join their owner's results of a search the server already answered for everyone, and only theirs", async () => {
      const before = await search("lasagne");
      expect(before.filter((r) => r.isCustom)).toEqual([]);
      const owner = await registerUser(t.app);
      const created = await owner.browser.post("/api/foods/custom", { ...lasagne, name: "Lasagne della casa" });
      expect(created.statusCode).toBe(201);
      expect((await search("lasagne", { browser: owner.browser })).map((r) => r.id)).toContain(created.json().id);
      // Everyone else gets the same public results as before, without the new food.
      expect(await search("lasagne")).toEqual(before);
      const other = await registerUser(t.app);
      expect((await search("lasagne", { browser: other.browser })).map((r) => r.id)).not.toContain(created.json().id);
    });

    it("rank after the exact and everyday foods", async () => {
      const { browser } = await registerUser(t.app);
      await browser.post("/api/foods/custom", { name: "Banana raw smoothie bowl", energyKcal: 120, proteinG: 2, carbsG: 25, fatG: 1 });
      const results = await search("banana raw", { browser });
      expect(results[0]!.nameEn).toMatch(/^bananas?, raw$/i);
      expect(results.findIndex((r) => r.isCustom)).toBeGreaterThan(0);
    });

    it.each([
      [{ ...lasagne, name: "" }, "name", FoodMessages.nameRequired],
      [{ ...lasagne, name: "x".repeat(201) }, "name", FoodMessages.nameTooLong],
      [{ ...lasagne, name: "bad\u0000name" }, "name", TextMessages.controlCharacters],
      [{ ...lasagne, proteinG: 60, carbsG: 30, fatG: 20 }, "carbsG", FoodMessages.macrosOver100],
      [{ ...lasagne, fatG: -1 }, "fatG", FoodMessages.valueInvalid],
      [{ ...lasagne, portions: [{ description: "1 slice", grams: 0 }] }, "portions.0.grams", FoodMessages.gramsInvalid],
    ])("rejects %j", async (payload, path, message) => {
      const { browser } = await registerUser(t.app);
      const res = await browser.post("/api/foods/custom", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    });

    it("needs an account to create one", async () => {
      expect((await anonymous.post("/api/foods/custom", lasagne)).statusCode).toBe(401);
    });

    it("refuses an edit that pushes the macros over 100 g", async () => {
      const { browser } = await registerUser(t.app);
      const id = (await browser.post("/api/foods/custom", lasagne)).json().id;
      const res = await browser.request({ method: "PATCH", url: `/api/foods/custom/${id}`, payload: { proteinG: 90 } });
      expect(res.statusCode).toBe(400);
    });
  });

  describe("recent foods", () => {
    it("remembers what the user logged and marks it in their results only", async () => {
      const me = await registerUser(t.app);
      const other = await registerUser(t.app);
      const bread = await idOf("uk_cofid_2015", "11-980");
      // Logging a meal from the food is what records its use (no second request).
      const logged = await me.browser.post("/api/meals", {
        food: "Bread, white, sliced (2 slices)",
        calories: 150,
        proteins: 5,
        carbs: 28,
        fats: 1,
        mealType: "breakfast",
        foodId: bread,
        amountGrams: 60,
      });
      expect(logged.statusCode).toBe(201);
      const recent = (await me.browser.get("/api/foods/recent")).json();
      expect(recent[0]).toMatchObject({ id: bread, isRecent: true });
      const mine = await search("bread white sliced", { browser: me.browser });
      expect(mine.find((r) => r.id === bread || r.alternatives.some((a) => a.id === bread))?.isRecent).toBe(true);
      const theirs = await search("bread white sliced", { browser: other.browser });
      expect(theirs.every((r) => !r.isRecent)).toBe(true);
      expect((await other.browser.get("/api/foods/recent")).json()).toEqual([]);
      // The old second request is gone.
      expect((await me.browser.post(`/api/foods/${bread}/use`)).statusCode).toBe(404);
    });

    it("puts the food a user logs first in their own search for it, and nobody else's", async () => {
      const me = await registerUser(t.app);
      const other = await registerUser(t.app);
      const before = await search("banana", { browser: me.browser, limit: 10 });
      // A banana food that is not the first result for anyone yet.
      const mine = before[4]!;
      expect(before[0]!.id).not.toBe(mine.id);
      const logged = await me.browser.post("/api/meals", {
        food: `${mine.name} (100 g)`,
        calories: Math.round(mine.energyKcal ?? 100),
        proteins: 1,
        carbs: 20,
        fats: 0,
        mealType: "snack",
        foodId: mine.id,
        amountGrams: 100,
      });
      expect(logged.statusCode).toBe(201);
      const after = await search("banana", { browser: me.browser, limit: 10 });
      expect(after[0]).toMatchObject({ id: mine.id, isRecent: true });
      const theirs = await search("banana", { browser: other.browser, limit: 10 });
      expect(theirs[0]!.id).toBe(before[0]!.id);
    });
  });
});
