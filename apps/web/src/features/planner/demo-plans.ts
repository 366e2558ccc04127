import { DemoPlanResultSchema, type MealPlanDay, type MealPlanScheduleDetail, type PlanPeriod } from "@app/shared";
import { api } from "../../lib/api.ts";

/**
 * The visitors' demo planner (002 §2.3: "the schedule use of anonymous visitors is stored locally as a demo"):
 * each schedule is one localStorage key, `np_demo_plan:<id>`, holding the schedule with its days. Days come
 * from POST /api/demo/meal-plans/generate (the planner's own rules; the server keeps nothing).
 */
export const DEMO_PLAN_PREFIX = "np_demo_plan:";
export type DemoSchedule = MealPlanScheduleDetail;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export function listDemoSchedules(): DemoSchedule[] {
  const s = storage();
  if (!s) return [];
  const out: DemoSchedule[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(DEMO_PLAN_PREFIX)) continue;
    const found = readDemoSchedule(Number(key.slice(DEMO_PLAN_PREFIX.length)));
    if (found) out.push(found);
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The schedule, or undefined when the key is missing or unreadable ('Schedule not found'). */
export function readDemoSchedule(id: number): DemoSchedule | undefined {
  try {
    const raw = storage()?.getItem(`${DEMO_PLAN_PREFIX}${id}`);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as DemoSchedule;
    return parsed && parsed.id === id && Array.isArray(parsed.days) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveDemoSchedule(schedule: DemoSchedule): void {
  storage()?.setItem(`${DEMO_PLAN_PREFIX}${schedule.id}`, JSON.stringify(schedule));
}

export function deleteDemoSchedule(id: number): void {
  storage()?.removeItem(`${DEMO_PLAN_PREFIX}${id}`);
}

export function createDemoSchedule(input: { title: string; startDate: string; endDate: string; period: PlanPeriod }): DemoSchedule {
  const id = Date.now();
  const schedule: DemoSchedule = { id, userId: 0, goalId: null, createdAt: new Date().toISOString(), days: [], ...input };
  saveDemoSchedule(schedule);
  return schedule;
}

/** Days the server generated for the demo, with ids unique in this browser's schedule. */
function withIds(scheduleId: number, days: MealPlanDay[], seed: number): MealPlanDay[] {
  let next = seed;
  return days.map((d) => {
    const dayId = next++;
    return { ...d, id: dayId, scheduleId, items: d.items.map((i) => ({ ...i, id: next++, dayId })) };
  });
}

/** Generates every day of the demo schedule (the demo message comes back with it). */
export async function generateDemoPlan(schedule: DemoSchedule): Promise<{ message: string; schedule: DemoSchedule }> {
  const result = await api.post(
    "/api/demo/meal-plans/generate",
    { startDate: schedule.startDate, endDate: schedule.endDate },
    DemoPlanResultSchema,
  );
  const next = { ...schedule, days: withIds(schedule.id, result.days, 1) };
  saveDemoSchedule(next);
  return { message: result.message, schedule: next };
}

/** Plans one demo day again, other recipes than before where there is choice. */
export async function regenerateDemoDay(schedule: DemoSchedule, date: string): Promise<DemoSchedule> {
  const before = schedule.days.find((d) => d.date === date);
  const result = await api.post(
    "/api/demo/meal-plans/generate",
    { startDate: date, endDate: date, avoidRecipeIds: before?.items.map((i) => i.recipeId) ?? [] },
    DemoPlanResultSchema,
  );
  const maxId = Math.max(0, ...schedule.days.flatMap((d) => [d.id, ...d.items.map((i) => i.id)]));
  const [day] = withIds(schedule.id, result.days, maxId + 1);
  if (!day) return schedule;
  const next = {
    ...schedule,
    days: [...schedule.days.filter((d) => d.date !== date), { ...day, dayIndex: before?.dayIndex ?? day.dayIndex }].sort((a, b) =>
      a.date.localeCompare(b.date),
    ),
  };
  saveDemoSchedule(next);
  return next;
}

/** A demo item's servings and note changed (the Customize Meal dialog), kept in the browser. */
export function updateDemoItem(schedule: DemoSchedule, itemId: number, change: { servings?: number; note?: string | null }): DemoSchedule {
  const days = schedule.days.map((d) => {
    const items = d.items.map((i) => {
      if (i.id !== itemId) return i;
      const servings = change.servings ?? i.servings;
      const f = servings / i.servings;
      return {
        ...i,
        servings,
        note: change.note !== undefined ? change.note || null : i.note,
        calories: Math.round(i.calories * f),
        proteins: Math.round(i.proteins * f),
        carbs: Math.round(i.carbs * f),
        fats: Math.round(i.fats * f),
      };
    });
    const sum = (k: "calories" | "proteins" | "carbs" | "fats") => items.reduce((n, i) => n + i[k], 0);
    return { ...d, items, planned: { calories: sum("calories"), proteins: sum("proteins"), carbs: sum("carbs"), fats: sum("fats") } };
  });
  const next = { ...schedule, days };
  saveDemoSchedule(next);
  return next;
}

/** The body that copies a demo schedule to the signed-in account through the normal create call. */
export function demoScheduleInput(schedule: DemoSchedule) {
  return {
    title: schedule.title,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    period: schedule.period,
    days: schedule.days.map((d) => ({
      date: d.date,
      items: d.items.map((i) => ({ mealType: i.mealType, recipeId: i.recipeId, servings: i.servings, note: i.note })),
    })),
  };
}
