import { addDays, toLocalDate } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

describe.each(backends)("export and demo data (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("exports all of the user's data as a dated JSON file, and meals as CSV", async () => {
    const { browser, user } = await registerUser(t.app, { timeZone: "Europe/Rome" });
    await browser.post("/api/meals", {
      food: 'Pasta, "al dente"',
      calories: 280,
      proteins: 10,
      carbs: 56,
      fats: 1,
      mealType: "lunch",
      date: "2025-03-14",
    });
    await browser.post("/api/meals", {
      food: '=HYPERLINK("x")',
      calories: 10,
      proteins: 0,
      carbs: 2,
      fats: 0,
      mealType: "snack",
      date: "2025-03-14",
    });
    await browser.post("/api/nutrition-goals", {
      name: "Maintenance",
      calories: 2000,
      proteins: 150,
      carbs: 250,
      fats: 65,
      startDate: "2025-03-01",
    });
    await browser.post("/api/user-profile", { name: "Maria", age: 34, gender: "female", weight: 62, height: 168, activityLevel: "light" });
    await browser.request({
      method: "PUT",
      url: "/api/preferences",
      payload: { allergies: ["dairy"], diets: ["vegetarian"], maxPrepMinutes: 45 },
    });
    await browser.post("/api/ai-chat", { userId: user.id, query: "What is BMI?", chatType: "meals" });

    const res = await browser.get("/api/export-data");
    expect(res.statusCode).toBe(200);
    const today = toLocalDate(new Date(), "Europe/Rome");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="nutripilot-export-${today}.json"`);
    const data = res.json();
    expect(data.user).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(data.meals).toHaveLength(2);
    expect(data.nutritionGoals).toHaveLength(1);
    expect(data.profile).toMatchObject({ name: "Maria" });
    // All of it: the food preferences, the conversations, custom foods and suggestion ratings too.
    expect(data.foodPreferences).toMatchObject({ allergies: ["dairy"], diets: ["vegetarian"], maxPrepMinutes: 45 });
    expect(data.chats.meals.map((m: { type: string }) => m.type)).toEqual(["user", "bot"]);
    expect(data.chats.meals[0].content).toBe("What is BMI?");
    expect(data.chats.goals).toEqual([]);
    expect(data.customFoods).toEqual([]);
    expect(data.suggestionFeedback).toEqual([]);
    expect(res.body).not.toContain("$argon2");

    const csv = await browser.get("/api/export-data?format=csv");
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="nutripilot-meals-${today}.csv"`);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("id,date,timestamp,mealType,food,calories,proteins,carbs,fats,notes");
    expect(csv.body).toContain('"Pasta, ""al dente"""');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines).toHaveLength(3);
  });

  it("refuses the export to guests", async () => {
    expect((await new Browser(t.app).get("/api/export-data")).statusCode).toBe(401);
  });

  it("serves demo data dated relative to today, with the demo goal", async () => {
    const guest = new Browser(t.app);
    const today = toLocalDate(new Date(), "UTC");
    const meals = (await guest.get("/api/demo/meals")).json();
    expect(meals.length).toBeGreaterThanOrEqual(21);
    expect(meals[0].date).toBe(today);
    expect(meals.at(-1).date).toBe(addDays(today, -6));
    expect(meals.every((m: { userId: number }) => m.userId === 0)).toBe(true);
    const active = (await guest.get("/api/demo/nutrition-goals/active")).json();
    expect(active).toMatchObject({ calories: 1800, proteins: 135, carbs: 180, fats: 60, isActive: true });
    expect((await guest.get("/api/demo/nutrition-goals")).json().length).toBeGreaterThanOrEqual(1);
    expect((await guest.get("/api/demo/user-profile")).json()).toMatchObject({ userId: 0 });
  });

  it("speaks the visitor's language: the demo's meals and goals in Italian for an Italian request", async () => {
    const guest = new Browser(t.app);
    const italian = { "accept-language": "it" };
    const english = (await guest.get("/api/demo/meals")).json() as { food: string; calories: number }[];
    const meals = (await guest.request({ method: "GET", url: "/api/demo/meals", headers: italian })).json() as typeof english;
    expect(english.map((m) => m.food)).toContain("Salmon (100 g)");
    expect(meals.map((m) => m.food)).toContain("Salmone (100 g)");
    expect(meals.map((m) => m.food)).not.toContain("Salmon (100 g)");
    // The same meals and numbers, only the words differ.
    expect(meals.map((m) => m.calories)).toEqual(english.map((m) => m.calories));
    const goal = (await guest.request({ method: "GET", url: "/api/demo/nutrition-goals/active", headers: italian })).json();
    expect(goal).toMatchObject({ name: "Perdita di peso", calories: 1800 });
  });
});
