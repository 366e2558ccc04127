import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMeal } from "../../src/features/meals/index.ts";
import { listMealsJson, replaceItems, updateMeal } from "../../src/features/meals/meals.repository.ts";
import { backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

/**
 * The meal list's JSON text is written by concatenation since decision 0017-pgone (half of PostgreSQL's CPU of
 * json_build_object). Its bytes must be exactly those of the json_build_object / json_agg form it replaced
 * (decision 0015), which is kept here as the reference, on values that test every escape and number form.
 */
const reference = (userId: number) => sql`select coalesce(json_agg(json_build_object(
  'id', m.id, 'userId', m.user_id, 'food', m.food, 'calories', m.calories, 'proteins', m.proteins, 'carbs', m.carbs, 'fats', m.fats,
  'mealType', m.meal_type, 'timestamp', to_char(m.eaten_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'date', m.date,
  'notes', m.notes, 'foodId', m.food_id, 'amountGrams', m.amount_grams, 'portionLabel', m.portion_label,
  'items', coalesce((
    select json_agg(json_build_object('id', mi.id, 'foodId', mi.food_id, 'name', mi.name, 'amountGrams', mi.amount_grams,
      'portionLabel', mi.portion_label, 'calories', mi.calories, 'proteins', mi.proteins, 'carbs', mi.carbs, 'fats', mi.fats)
      order by mi.seq, mi.id)
    from meal_items mi where mi.meal_id = m.id and mi.user_id = m.user_id), '[]'::json))
  order by m.date desc, m.eaten_at desc, m.id desc), '[]'::json)::text as list
  from meals m where m.user_id = ${userId}`;

const tricky = [
  'Caffè "latte" \\ macchiato',
  "Two\nlines\tand a tab",
  "Control \u0001 \u001f char",
  "寿司 🍣 </script> & <b>",
  "Crème brûlée — ½ portion",
  "",
];

/** An item and a meal of the stored-text test. */
const entryItem = (name: string, foodId: number | null = null) => ({
  foodId,
  name,
  amountGrams: 10,
  portionLabel: null,
  calories: 1,
  proteins: 0,
  carbs: 0,
  fats: 0,
});
const entryMeal = (food: string, foodId: number | null = null) => ({
  food,
  calories: 1,
  proteins: 0,
  carbs: 0,
  fats: 0,
  mealType: "lunch",
  eatenAt: new Date("2026-03-14T12:00:00Z"),
  date: "2026-03-14",
  notes: null,
  foodId,
  amountGrams: foodId === null ? null : 0.1 + 0.2,
});

describe.each(backends)("the meal list's JSON text (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, {}, { startWorker: false });
  }, 180_000);
  afterAll(() => t.close());

  it("is byte for byte the json_build_object form, on every escape and number form", async () => {
    const { user } = await registerUser(t.app);
    const grams = [0.1 + 0.2, 100, 1e21, 1.5e-7, 33.333333333333336, null];
    for (let i = 0; i < tricky.length; i++) {
      await insertMeal(
        t.app.db,
        user.id,
        {
          food: tricky[i]!,
          calories: 100 + i,
          proteins: i,
          carbs: 2 * i,
          fats: 3,
          mealType: i % 2 ? "lunch" : "dinner",
          eatenAt: new Date(Date.UTC(2026, 2, 14, 7, i, 0, 987)),
          date: `2026-03-${String(10 + i).padStart(2, "0")}`,
          notes: i % 3 === 0 ? null : tricky[(i + 1) % tricky.length]!,
          amountGrams: grams[i] ?? null,
          portionLabel: i % 2 ? tricky[(i + 2) % tricky.length]! : null,
        },
        i % 2
          ? []
          : [
              {
                foodId: null,
                name: tricky[(i + 3) % tricky.length]!,
                amountGrams: grams[(i + 1) % 5]!,
                portionLabel: null,
                calories: 50,
                proteins: 1,
                carbs: 2,
                fats: 3,
              },
              { foodId: null, name: "Second", amountGrams: 12.25, portionLabel: tricky[i]!, calories: 1, proteins: 0, carbs: 0, fats: 0 },
            ],
      );
    }
    // Microseconds: the timestamp's milliseconds are truncated in both forms.
    await t.app.db.execute(sql`update meals set eaten_at = eaten_at + interval '654 microseconds' where user_id = ${user.id}`);
    const expected = ((await t.app.db.execute(reference(user.id))).rows[0] as { list: string }).list;
    const actual = await listMealsJson(t.app.db, user.id, {});
    expect(JSON.parse(actual)).toHaveLength(tricky.length);
    expect(actual).toBe(expected);
    // And the dashboard's joined read (the session statement) sends the same bytes for a range.
    const ranged = (
      (await t.app.db.execute(sql`${reference(user.id)} and m.date between '2026-03-11' and '2026-03-13'`)).rows[0] as { list: string }
    ).list;
    expect(await listMealsJson(t.app.db, user.id, { startDate: "2026-03-11", endDate: "2026-03-13" })).toBe(ranged);
  });

  it("keeps each meal's stored text right on every write of the meal or its items (the reference's bytes)", async () => {
    const { browser, user } = await registerUser(t.app);
    const food = (await browser.post("/api/foods/custom", { name: "Entry test food", energyKcal: 100, proteinG: 1, carbsG: 1, fatG: 1 })).json() as {
      id: number;
    };
    const check = async (meals: number) => {
      // The stored text is the one the function writes from the rows as they are now, and the list is the reference's.
      const rows = (
        await t.app.db.execute(sql`select m.entry_json is not distinct from meal_entry_json(m) as fresh, (select count(*)::int from meal_items mi
          where mi.meal_id = m.id) as items from meals m where m.user_id = ${user.id} order by m.id`)
      ).rows as { fresh: boolean; items: number }[];
      expect(rows).toHaveLength(meals);
      expect(rows.every((r) => r.fresh)).toBe(true);
      expect(await listMealsJson(t.app.db, user.id, {})).toBe(((await t.app.db.execute(reference(user.id))).rows[0] as { list: string }).list);
      return rows.map((r) => r.items);
    };
    const a = await insertMeal(t.app.db, user.id, entryMeal("A", food.id), [entryItem("a1", food.id), entryItem("a2")]);
    const b = await insertMeal(t.app.db, user.id, entryMeal("B"));
    expect(await check(2)).toEqual([2, 0]);
    await replaceItems(t.app.db, user.id, b.id, [entryItem("b1"), entryItem("b2"), entryItem("b3")]);
    expect(await check(2)).toEqual([2, 3]);
    await replaceItems(t.app.db, user.id, a.id, []);
    expect(await check(2)).toEqual([0, 3]);
    await updateMeal(t.app.db, user.id, b.id, { food: 'Edited "B" \\ ✓', notes: "two\nlines", eatenAt: new Date("2026-03-14T13:14:15.678Z") });
    expect(await check(2)).toEqual([0, 3]);
    // Statements the app never runs, so that only the database can keep the text: an item moved to another meal,
    // items of two meals in one statement, a value changed by hand.
    await replaceItems(t.app.db, user.id, a.id, [entryItem("a3", food.id)]);
    await t.app.db.execute(sql`update meal_items set meal_id = ${a.id} where meal_id = ${b.id} and name = 'b2'`);
    expect(await check(2)).toEqual([2, 2]);
    await t.app.db.execute(sql`delete from meal_items where user_id = ${user.id} and name in ('a3', 'b1')`);
    expect(await check(2)).toEqual([1, 1]);
    await t.app.db.execute(sql`update meal_items set amount_grams = 33.333333333333336, portion_label = '½ "cup"' where user_id = ${user.id}`);
    expect(await check(2)).toEqual([1, 1]);
    // A food's deletion sets the meal's and its items' food_id to null (the keys' SET NULL).
    await replaceItems(t.app.db, user.id, a.id, [entryItem("a4", food.id)]);
    expect((await browser.request({ method: "DELETE", url: `/api/foods/custom/${food.id}` })).statusCode).toBe(200);
    expect(await check(2)).toEqual([1, 1]);
    const listed = JSON.parse(await listMealsJson(t.app.db, user.id, {})) as { food: string; foodId: number | null; items: { foodId: number | null }[] }[];
    expect(listed.find((m) => m.food === "A")).toMatchObject({ foodId: null, items: [{ foodId: null }] });
    // Deleting a meal deletes its items (the key's cascade); the other meal stays as it was.
    await t.app.db.execute(sql`delete from meals where id = ${b.id}`);
    expect(await check(1)).toEqual([1]);
  });

  it("is [] for no meals, as before", async () => {
    const { user } = await registerUser(t.app);
    expect(await listMealsJson(t.app.db, user.id, {})).toBe("[]");
    expect(((await t.app.db.execute(reference(user.id))).rows[0] as { list: string }).list).toBe("[]");
  });

  it("GET /api/meals sends the joined read's text: the same bytes as the list read on its own", async () => {
    const { browser, user } = await registerUser(t.app);
    await insertMeal(
      t.app.db,
      user.id,
      {
        food: tricky[0]!,
        calories: 1,
        proteins: 2,
        carbs: 3,
        fats: 4,
        mealType: "lunch",
        eatenAt: new Date("2026-03-14T12:00:00Z"),
        date: "2026-03-14",
        notes: tricky[1]!,
      },
      [{ foodId: null, name: tricky[3]!, amountGrams: 0.1 + 0.2, portionLabel: null, calories: 1, proteins: 2, carbs: 3, fats: 4 }],
    );
    const res = await browser.get("/api/meals?startDate=2026-03-14&endDate=2026-03-14");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await listMealsJson(t.app.db, user.id, { startDate: "2026-03-14", endDate: "2026-03-14" }));
    expect(res.body).toBe(((await t.app.db.execute(reference(user.id))).rows[0] as { list: string }).list);
  });
});
