import { GoalMessages } from "@app/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nutritionGoals } from "../../src/features/goals/goals.table.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const goal = {
  name: "Weight loss",
  calories: 1600,
  proteins: 140,
  carbs: 170,
  fats: 50,
  startDate: "2025-03-01",
  endDate: null,
  description: "Spring cut",
};

describe.each(backends)("nutrition goals (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("answers 404 for the active goal when there is none", async () => {
    const { browser } = await registerUser(t.app);
    expect((await browser.get("/api/nutrition-goals/active")).statusCode).toBe(404);
  });

  it("creates an active goal by default and keeps one active goal per user", async () => {
    const { browser } = await registerUser(t.app);
    const first = (await browser.post("/api/nutrition-goals", goal)).json();
    expect(first).toMatchObject({ ...goal, isActive: true });
    const second = (await browser.post("/api/nutrition-goals", { ...goal, name: "Muscle gain", calories: 2500.4 })).json();
    expect(second).toMatchObject({ name: "Muscle gain", calories: 2500, isActive: true });
    const list = (await browser.get("/api/nutrition-goals")).json();
    expect(list.filter((g: { isActive: boolean }) => g.isActive).map((g: { id: number }) => g.id)).toEqual([second.id]);
    expect((await browser.get("/api/nutrition-goals/active")).json().id).toBe(second.id);
    // Activating the first again deactivates the second.
    const activated = await browser.request({ method: "PATCH", url: `/api/nutrition-goals/${first.id}`, payload: { isActive: true } });
    expect(activated.json().isActive).toBe(true);
    expect((await browser.get("/api/nutrition-goals/active")).json().id).toBe(first.id);
  });

  it("sends the active goal as the database wrote it, byte for byte the serializer's answer (decision 0017-pgone)", async () => {
    const { browser } = await registerUser(t.app);
    const cases = [
      { ...goal, name: 'Tricky "quoted" \\ name — è ü 寿司 🍣 </script>', description: "Two lines\nand a\ttab", endDate: "2025-12-31" },
      { ...goal, name: "No description", description: null },
    ];
    for (const input of cases) {
      const created = (await browser.post("/api/nutrition-goals", input)).json() as { id: number };
      // A creation instant with microseconds: toISOString's milliseconds, truncated as the driver's Date is.
      await t.app.db
        .update(nutritionGoals)
        .set({ createdAt: new Date("2026-03-14T07:30:00.987Z") })
        .where(eq(nutritionGoals.id, created.id));
      await t.app.db.execute(
        sql`update nutrition_goals set created_at = created_at + interval '654 microseconds' where id = ${created.id}`,
      );
      const active = await browser.get("/api/nutrition-goals/active");
      expect(active.statusCode).toBe(200);
      expect(active.headers["content-type"]).toBe("application/json; charset=utf-8");
      // The list goes through the route's compiled serializer: its element is the same text.
      const listed = (await browser.get("/api/nutrition-goals")).json() as { id: number }[];
      expect(active.body).toBe(JSON.stringify(listed.find((g) => g.id === created.id)));
      expect(active.json()).toMatchObject({ id: created.id, createdAt: "2026-03-14T07:30:00.987Z", isActive: true });
    }
  });

  it("can create an inactive goal without touching the active one", async () => {
    const { browser } = await registerUser(t.app);
    const active = (await browser.post("/api/nutrition-goals", goal)).json();
    const inactive = (await browser.post("/api/nutrition-goals", { ...goal, name: "Later", isActive: false })).json();
    expect(inactive.isActive).toBe(false);
    expect((await browser.get("/api/nutrition-goals/active")).json().id).toBe(active.id);
  });

  it.each([
    [{ name: "" }, "name", GoalMessages.nameRequired],
    [{ calories: 0 }, "calories", GoalMessages.caloriesMin],
    [{ proteins: -1 }, "proteins", GoalMessages.proteinsMin],
    [{ carbs: -1 }, "carbs", GoalMessages.carbsMin],
    [{ fats: -1 }, "fats", GoalMessages.fatsMin],
    [{ endDate: "2025-02-01" }, "endDate", GoalMessages.endBeforeStart],
    [{ startDate: "" }, "startDate", GoalMessages.startDateRequired],
  ])("rejects %j", async (patch, path, message) => {
    const { browser } = await registerUser(t.app);
    const res = await browser.post("/api/nutrition-goals", { ...goal, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await browser.get("/api/nutrition-goals")).json()).toEqual([]);
  });

  it("rejects a start date that is not a date", async () => {
    const { browser } = await registerUser(t.app);
    const res = await browser.post("/api/nutrition-goals", { ...goal, startDate: "not a date" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ path: "startDate" }));
  });

  it("checks the date range against the stored goal on edit", async () => {
    const { browser } = await registerUser(t.app);
    const g = (await browser.post("/api/nutrition-goals", goal)).json();
    const res = await browser.request({ method: "PATCH", url: `/api/nutrition-goals/${g.id}`, payload: { endDate: "2025-01-01" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(GoalMessages.endBeforeStart);
  });

  it("deletes a goal", async () => {
    const { browser } = await registerUser(t.app);
    const g = (await browser.post("/api/nutrition-goals", goal)).json();
    expect((await browser.request({ method: "DELETE", url: `/api/nutrition-goals/${g.id}` })).statusCode).toBe(200);
    expect((await browser.get("/api/nutrition-goals")).json()).toEqual([]);
  });

  it("leaves exactly one active goal after concurrent activations", async () => {
    const { browser, user } = await registerUser(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await browser.post("/api/nutrition-goals", { ...goal, name: `Goal ${i}`, isActive: false })).json().id);
    const results = await Promise.all(
      ids.map((id) => browser.request({ method: "PATCH", url: `/api/nutrition-goals/${id}`, payload: { isActive: true } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const created = await Promise.all([0, 1, 2].map((i) => browser.post("/api/nutrition-goals", { ...goal, name: `Parallel ${i}` })));
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const rows = await t.database.db.select().from(nutritionGoals).where(eq(nutritionGoals.userId, user.id));
    expect(rows.filter((r) => r.isActive)).toHaveLength(1);
  });

  it("refuses guests with Registration Required", async () => {
    const res = await new Browser(t.app).post("/api/nutrition-goals", goal);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Registration Required");
  });
});
