import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

describe.each(backends)("other users' data (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("is neither readable, changeable nor deletable", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const canary = `CANARY-B-${Date.now()}`;
    const meal = (
      await b.browser.post("/api/meals", { food: canary, calories: 100, proteins: 1, carbs: 1, fats: 1, mealType: "lunch" })
    ).json();
    const goal = (
      await b.browser.post("/api/nutrition-goals", {
        name: canary,
        calories: 2000,
        proteins: 1,
        carbs: 1,
        fats: 1,
        startDate: "2025-01-01",
      })
    ).json();
    await b.browser.post("/api/user-profile", {
      name: canary,
      age: 30,
      gender: "male",
      weight: 70,
      height: 170,
      activityLevel: "moderate",
    });
    const before = JSON.stringify([
      (await b.browser.get("/api/meals")).json(),
      (await b.browser.get("/api/nutrition-goals")).json(),
      (await b.browser.get("/api/user-profile")).json(),
    ]);

    const attempts = [
      await a.browser.get("/api/meals"),
      await a.browser.get("/api/nutrition-goals"),
      await a.browser.get("/api/nutrition-goals/active"),
      await a.browser.get("/api/user-profile"),
      await a.browser.get("/api/export-data"),
    ];
    for (const res of attempts) expect(res.body).not.toContain(canary);

    // Path ids of someone else's objects: 404, byte-identical to an id that does not exist.
    const missing = await a.browser.request({ method: "PATCH", url: "/api/meals/999999", payload: { calories: 1 } });
    const foreign = await a.browser.request({ method: "PATCH", url: `/api/meals/${meal.id}`, payload: { calories: 1 } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await a.browser.request({ method: "DELETE", url: `/api/meals/${meal.id}` })).statusCode).toBe(404);
    expect(
      (await a.browser.request({ method: "PATCH", url: `/api/nutrition-goals/${goal.id}`, payload: { isActive: true } })).statusCode,
    ).toBe(404);
    expect((await a.browser.request({ method: "DELETE", url: `/api/nutrition-goals/${goal.id}` })).statusCode).toBe(404);

    // Someone else's id in a body, query or profile path: 403.
    expect((await a.browser.get(`/api/meals?userId=${b.user.id}`)).statusCode).toBe(403);
    expect((await a.browser.get(`/api/nutrition-goals?userId=${b.user.id}`)).statusCode).toBe(403);
    expect((await a.browser.get(`/api/nutrition-goals/active?userId=${b.user.id}`)).statusCode).toBe(403);
    expect(
      (await a.browser.post("/api/meals", { userId: b.user.id, food: "x", calories: 1, proteins: 1, carbs: 1, fats: 1, mealType: "lunch" }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await a.browser.post("/api/nutrition-goals", {
          userId: b.user.id,
          name: "x",
          calories: 1,
          proteins: 1,
          carbs: 1,
          fats: 1,
          startDate: "2025-01-01",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await a.browser.request({ method: "PATCH", url: `/api/user-profile/${b.user.id}`, payload: { name: "Hacked" } })).statusCode,
    ).toBe(403);
    expect(
      (
        await a.browser.post("/api/user-profile", {
          userId: b.user.id,
          name: "Hacked",
          age: 30,
          gender: "male",
          weight: 70,
          height: 170,
          activityLevel: "moderate",
        })
      ).statusCode,
    ).toBe(403);

    const after = JSON.stringify([
      (await b.browser.get("/api/meals")).json(),
      (await b.browser.get("/api/nutrition-goals")).json(),
      (await b.browser.get("/api/user-profile")).json(),
    ]);
    expect(after).toBe(before);
    // Their own id is fine.
    expect((await a.browser.get(`/api/meals?userId=${a.user.id}`)).statusCode).toBe(200);
  });
});
