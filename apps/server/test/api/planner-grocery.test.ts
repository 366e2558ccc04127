import { addDays, GroceryMessages, mondayOf, toLocalDate, type GroceryList, type MealPlanScheduleDetail, type Recipe } from "@app/shared";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

// Whole plans are generated and PDFs rendered per test: generous limits for a busy shared machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 900_000 });

const today = () => toLocalDate(new Date(), null);
const week = () => ({ startDate: mondayOf(today()), endDate: addDays(mondayOf(today()), 6) });
const put = (b: Browser, url: string, payload: unknown) => b.request({ method: "PUT", url, payload: payload as object });
const expectStatus = (res: { statusCode: number; body: string }, code: number) =>
  expect(`${res.statusCode} ${res.body.slice(0, 300)}`).toMatch(new RegExp(`^${code} `));

async function plannedWeek(b: Browser, title = "Shopping week"): Promise<MealPlanScheduleDetail> {
  const created = await b.post("/api/meal-plans/schedules", { title, ...week(), period: "weekly" });
  expectStatus(created, 201);
  const res = await b.post("/api/meal-plans/generate", { scheduleId: created.json().id, regenerateAll: true });
  expectStatus(res, 200);
  return res.json().schedule;
}

/** grams of each food over the days in [from, to], summed by hand from the recipes as GET /api/recipes/{id} gives them. */
function expectedGrams(plan: MealPlanScheduleDetail, recipes: Map<number, Recipe>, from: string, to: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const day of plan.days.filter((d) => d.date >= from && d.date <= to))
    for (const item of day.items) {
      const r = recipes.get(item.recipeId)!;
      for (const i of r.ingredients) out.set(i.foodId, (out.get(i.foodId) ?? 0) + (i.grams * item.servings) / r.servings);
    }
  return out;
}
const names = (l: GroceryList) => l.aisles.flatMap((a) => a.items.map((i) => i.name));
const checked = (l: GroceryList) => l.aisles.flatMap((a) => a.items.filter((i) => i.checked).map((i) => i.foodId));
const listGrams = (list: GroceryList) => new Map(list.aisles.flatMap((a) => a.items.map((i) => [i.foodId, i.grams] as const)));

async function pdfText(body: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  const page = await doc.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  return { text, totalPages, width: Math.round(width), height: Math.round(height) };
}

describe.each(backends)("grocery list, plan PDF and the visitors' demo planner (%s)", (backend) => {
  let t: TestApp;
  let recipes: Map<number, Recipe>;
  beforeAll(async () => {
    t = await buildTestApp(backend, { SEED_FOODS: true });
    const guest = new Browser(t.app, "192.0.2.241");
    recipes = new Map(((await guest.get("/api/recipes")).json() as Recipe[]).map((r) => [r.id, r]));
  });
  afterAll(() => t.close());

  it("sums each food across the week's recipes, scaled by servings, one line per food, grouped by aisle", async () => {
    const { browser } = await registerUser(t.app);
    const plan = await plannedWeek(browser);
    const res = await browser.get(`/api/meal-plans/schedules/${plan.id}/grocery-list`);
    expectStatus(res, 200);
    const list: GroceryList = res.json();
    expect({ from: list.from, to: list.to }).toEqual({ from: week().startDate, to: week().endDate });
    const expected = expectedGrams(plan, recipes, list.from, list.to);
    const got = listGrams(list);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [foodId, grams] of expected) expect({ foodId, grams: got.get(foodId) }).toEqual({ foodId, grams: Math.round(grams * 10) / 10 });
    // Consolidated: a food appears once even when several recipes need it.
    const ids = list.aisles.flatMap((a) => a.items.map((i) => i.foodId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(list.aisles.length).toBeGreaterThan(2);
    expect(list.aisles.some((a) => a.items.some((i) => i.recipes.length > 1))).toBe(true);

    // A range of two days sums only those days; servings changed by the user count.
    const item = plan.days[1]!.items[0]!;
    expectStatus(await browser.request({ method: "PATCH", url: `/api/meal-plans/items/${item.id}`, payload: { servings: 4 } }), 200);
    const after: MealPlanScheduleDetail = (await browser.get(`/api/meal-plans/schedules/${plan.id}`)).json();
    const from = plan.days[0]!.date;
    const to = plan.days[1]!.date;
    const two: GroceryList = (await browser.get(`/api/meal-plans/schedules/${plan.id}/grocery-list?from=${from}&to=${to}`)).json();
    const want = expectedGrams(after, recipes, from, to);
    expect([...listGrams(two)].sort()).toEqual([...want].map(([k, v]) => [k, Math.round(v * 10) / 10]).sort());
  });

  it("names foods and recipes in Italian for an Italian request", async () => {
    const { browser } = await registerUser(t.app);
    const plan = await plannedWeek(browser);
    const en: GroceryList = (await browser.get(`/api/meal-plans/schedules/${plan.id}/grocery-list`)).json();
    const italian: GroceryList = (
      await browser.request({ method: "GET", url: `/api/meal-plans/schedules/${plan.id}/grocery-list`, headers: { "accept-language": "it-IT" } })
    ).json();
    expect(listGrams(italian)).toEqual(listGrams(en));
    expect(names(italian)).not.toEqual(names(en));
  });

  it("keeps check-offs on the server; only foods of the list; another user's schedule is a 404", async () => {
    const { browser } = await registerUser(t.app);
    const plan = await plannedWeek(browser);
    const url = `/api/meal-plans/schedules/${plan.id}/grocery-list`;
    const first = ((await browser.get(url)).json() as GroceryList).aisles[0]!.items[0]!;
    expect(first.checked).toBe(false);
    expectStatus(await put(browser, `${url}/checks`, { foodId: first.foodId, checked: true }), 200);
    expectStatus(await put(browser, `${url}/checks`, { foodId: first.foodId, checked: true }), 200); // twice is fine
    expect(checked((await browser.get(url)).json())).toEqual([first.foodId]);

    const notOnList = await put(browser, `${url}/checks`, { foodId: 999_999, checked: true });
    expectStatus(notOnList, 400);
    expect(notOnList.body).toContain(GroceryMessages.foodNotOnList);
    for (const payload of [{ foodId: "x", checked: true }, { foodId: first.foodId }, { foodId: first.foodId, checked: "yes" }])
      expectStatus(await put(browser, `${url}/checks`, payload), 400);
    const badRange = await browser.get(`${url}?from=${addDays(week().startDate, 3)}&to=${week().startDate}`);
    expectStatus(badRange, 400);
    expect(badRange.body).toContain(GroceryMessages.rangeInvalid);
    const outside = await browser.get(`${url}?from=2001-01-01&to=2001-01-07`);
    expectStatus(outside, 400);
    expect(outside.body).toContain(GroceryMessages.rangeOutside);
    expectStatus(await browser.get(`${url}?from=2025-02-30`), 400);

    const other = await registerUser(t.app);
    expectStatus(await other.browser.get(url), 404);
    expectStatus(await put(other.browser, `${url}/checks`, { foodId: first.foodId, checked: false }), 404);
    expect(checked((await browser.get(url)).json())).toEqual([first.foodId]);

    expectStatus(await put(browser, `${url}/checks`, { foodId: first.foodId, checked: false }), 200);
    expect(checked((await browser.get(url)).json())).toEqual([]);
  });

  it("exports the week and its grocery list as a PDF (A4 or Letter, Italian accents), Premium only", async () => {
    const { browser, user } = await registerUser(t.app);
    const plan = await plannedWeek(browser, "Settimana di prova");
    const url = `/api/meal-plans/schedules/${plan.id}/pdf`;
    const res = await browser.get(`${url}?size=A4&lang=it`);
    expectStatus(res, 200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="Settimana-di-prova-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const a4 = await pdfText(res.rawPayload);
    expect({ width: a4.width, height: a4.height }).toEqual({ width: 595, height: 842 });
    expect(a4.totalPages).toBeGreaterThanOrEqual(2);
    expect(a4.text).toContain("Piano pasti: Settimana di prova");
    expect(a4.text).toContain("Lista della spesa");
    expect(a4.text).toContain(`Pagina ${a4.totalPages} di ${a4.totalPages}`);
    expect(a4.text).toContain("Pranzo: ");
    // Accents survive (the embedded font): 'è' in the weekday names or the text, and an Italian food name.
    expect(a4.text).toMatch(/[àèéìòù]/);
    const itList: GroceryList = (
      await browser.request({ method: "GET", url: `/api/meal-plans/schedules/${plan.id}/grocery-list`, headers: { "accept-language": "it" } })
    ).json();
    expect(a4.text).toContain(itList.aisles[0]!.items[0]!.name);

    const letter = await pdfText((await browser.get(`${url}?size=Letter&lang=en&week=${week().startDate}`)).rawPayload);
    expect({ width: letter.width, height: letter.height }).toEqual({ width: 612, height: 792 });
    expect(letter.text).toContain("Meal plan: Settimana di prova");
    expect(letter.text).toContain("Grocery list");
    expect(letter.text).toContain(plan.days[0]!.items[0]!.recipe.name);
    expect(letter.text).toContain(`Page ${letter.totalPages} of ${letter.totalPages}`);

    expectStatus(await browser.get(`${url}?size=A3`), 400);
    expectStatus(await browser.get(`${url}?week=2001-01-01`), 400);
    expectStatus(await (await registerUser(t.app)).browser.get(url), 404);
    expectStatus(await new Browser(t.app, "192.0.2.242").get(url), 401);
    // The trial over, the account is on the Free plan: 403 PREMIUM_REQUIRED on the server.
    await t.app.db.execute(sql`update users set trial_ends_at = '2000-01-01T00:00:00Z' where id = ${user.id}`);
    const free = await browser.get(url);
    expectStatus(free, 403);
    expect(free.json().error).toBe("PREMIUM_REQUIRED");
    expectStatus(await browser.get(`/api/meal-plans/schedules/${plan.id}/grocery-list`), 403);
  });

  // The visitors' demo planner.

  it("generates a demo week for a visitor by the planner's rules, stores nothing, and is rate limited", async () => {
    const visitor = new Browser(t.app, "192.0.2.231");
    const before = await t.app.db.execute(sql`select count(*)::int as n from meal_plan_items`);
    const res = await visitor.post("/api/demo/meal-plans/generate", week());
    expectStatus(res, 200);
    const body = res.json() as { message: string; days: MealPlanScheduleDetail["days"] };
    expect(body.message).toBe("Demo meal plan created! Sign up to save and personalize.");
    expect(body.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(week().startDate, i)));
    for (const day of body.days) {
      expect(day.items.map((i) => i.mealType)).toEqual(["breakfast", "lunch", "dinner", "snack"]);
      expect(Math.abs(day.planned.calories - 2000)).toBeLessThanOrEqual(200);
      expect(day.items.every((i) => i.id < 0 && i.recipe.name.length > 0)).toBe(true);
    }
    const after = await t.app.db.execute(sql`select count(*)::int as n from meal_plan_items`);
    expect(after.rows).toEqual(before.rows);
    const italian = await visitor.request({ method: "POST", url: "/api/demo/meal-plans/generate", payload: week(), headers: { "accept-language": "it" } });
    expect(italian.json().message).toBe("Piano pasti demo creato! Registrati per salvarlo e personalizzarlo.");
    expectStatus(await visitor.post("/api/demo/meal-plans/generate", { startDate: "2025-03-10", endDate: "2025-03-01" }), 400);
    expectStatus(await visitor.post("/api/demo/meal-plans/generate", { startDate: "2025-03-01", endDate: "2025-05-01" }), 400);
    const flood = new Browser(t.app, "192.0.2.232");
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await flood.post("/api/demo/meal-plans/generate", { startDate: week().startDate, endDate: week().startDate })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("keeps a demo plan at registration: the new schedule is created with the same days, recipes and servings", async () => {
    const demo = (await new Browser(t.app, "192.0.2.233").post("/api/demo/meal-plans/generate", week())).json() as {
      days: MealPlanScheduleDetail["days"];
    };
    const { browser } = await registerUser(t.app);
    const days = demo.days.map((d) => ({
      date: d.date,
      items: d.items.map((i) => ({ mealType: i.mealType, recipeId: i.recipeId, servings: i.servings, note: i.note })),
    }));
    const res = await browser.post("/api/meal-plans/schedules", { title: "Demo week", ...week(), period: "weekly", days });
    expectStatus(res, 201);
    const kept: MealPlanScheduleDetail = (await browser.get(`/api/meal-plans/schedules/${res.json().id}`)).json();
    expect(kept.days.map((d) => ({ date: d.date, items: d.items.map((i) => [i.mealType, i.recipeId, i.servings]) }))).toEqual(
      demo.days.map((d) => ({ date: d.date, items: d.items.map((i) => [i.mealType, i.recipeId, i.servings]) })),
    );
    const bad = async (payload: object) => expectStatus(await browser.post("/api/meal-plans/schedules", { title: "X", ...week(), period: "weekly", ...payload }), 400);
    await bad({ days: [{ date: "2001-01-01", items: [] }] });
    await bad({ days: [{ date: week().startDate, items: [{ mealType: "lunch", recipeId: 999_999, servings: 1 }] }] });
    await bad({ days: [{ date: week().startDate, items: [{ mealType: "lunch", recipeId: days[0]!.items[0]!.recipeId, servings: 0.3 }] }] });
    await bad({ days: [{ date: week().startDate, items: [{ mealType: "brunch", recipeId: days[0]!.items[0]!.recipeId, servings: 1 }] }] });
    expect(((await browser.get("/api/meal-plans/schedules")).json() as unknown[]).length).toBe(1);
  });
});
