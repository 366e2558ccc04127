import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { addDays, API_KEYS_MAX, toLocalDate } from "@app/shared";
import { sql } from "drizzle-orm";
import { newUserInput } from "../build-test-app.ts";
import { ADMIN_CODE, type ActorName, type World } from "./world.ts";

/**
 * One valid request per route, so a probe reaches the route's access check whatever the order of
 * validation and authorization. A new route fails the inventory test until it has a sample here.
 */
export interface Sample {
  /** The URL with its path parameters filled in, and a query string if any. */
  url: string;
  payload?: object;
  /** The route changes the session (sign-in, sign-out): the probe uses a throwaway session of the actor. */
  session?: "throwaway";
}

export interface SampleCtx {
  world: World;
  actor: ActorName;
  /** An id of an object of `table` owned by the subject of the case (fresh: created for this case). */
  id: (table: string, fresh?: boolean) => Promise<number>;
}

const meal = () => ({
  food: "Probe salad",
  calories: 300,
  proteins: 10,
  carbs: 30,
  fats: 12,
  mealType: "lunch",
  date: "2025-03-01",
  timestamp: "2025-03-01T12:00:00Z",
});
const goal = () => ({ name: "Probe goal", calories: 2000, proteins: 100, carbs: 220, fats: 60, startDate: "2025-02-01", isActive: false });
const profile = () => ({ name: "Probe Person", age: 30, gender: "male", weight: 72, height: 178, activityLevel: "light" });
/**
 * The account an admin route's sample acts on: the administrator acts on the world's probe account (ending
 * its own sessions would end the suite's admin session); an attack that puts an id of its own there gets it
 * back; everyone else is refused before the id matters.
 */
async function adminSubject({ world, actor, id }: SampleCtx): Promise<number> {
  const given = await id("users");
  return actor === "admin" && given === world.actors.admin.user!.id ? world.adminSubjectId : given;
}
const food = () => ({ name: "Probe bar", energyKcal: 400, proteinG: 20, carbsG: 40, fatG: 15 });

export const SAMPLES: Record<string, (c: SampleCtx) => Promise<Sample> | Sample> = {
  "GET /healthz": () => ({ url: "/healthz" }),
  "GET /readyz": () => ({ url: "/readyz" }),
  "GET /robots.txt": () => ({ url: "/robots.txt" }),
  "GET /sitemap.xml": () => ({ url: "/sitemap.xml" }),
  "POST /api/register": () => ({ url: "/api/register", payload: newUserInput(), session: "throwaway" }),
  "POST /api/login": ({ world }) => ({
    url: "/api/login",
    payload: { username: world.actors.other.user!.username, password: world.actors.other.password },
    session: "throwaway",
  }),
  "POST /api/logout": () => ({ url: "/api/logout", session: "throwaway" }),
  // A wrong password: the probe must not delete the actor (400 REAUTH_REQUIRED; the admin gets 400 too).
  "DELETE /api/account": () => ({ url: "/api/account", payload: { password: "not the password of the probe" } }),
  "POST /api/admin-access": () => ({ url: "/api/admin-access", payload: { code: ADMIN_CODE }, session: "throwaway" }),
  "GET /api/user": () => ({ url: "/api/user" }),
  "POST /api/auth/generate-reset-code": () => ({
    url: "/api/auth/generate-reset-code",
    payload: { email: `probe-${randomUUID()}@example.com` },
  }),
  "POST /api/auth/reset-password": () => ({
    url: "/api/auth/reset-password",
    payload: { email: `probe-${randomUUID()}@example.com`, resetCode: "123456", newPassword: "a new long password" },
  }),
  "GET /api/app-settings": () => ({ url: "/api/app-settings" }),
  "GET /api/trial-status": () => ({ url: "/api/trial-status" }),
  "POST /api/create-payment-intent": () => ({ url: "/api/create-payment-intent", payload: { planId: "premium-monthly", consent: true } }),
  "POST /api/verify-payment": () => ({ url: "/api/verify-payment", payload: { sessionId: "cs_probe_unknown", planId: "premium-monthly" } }),
  "GET /api/checkout/:checkoutId": () => ({ url: "/api/checkout/cs_probe_unknown" }),
  "POST /api/checkout/:checkoutId/pay": () => ({ url: "/api/checkout/cs_probe_unknown/pay", payload: { cardNumber: "4242424242424242" } }),
  "GET /api/stripe-public-key": () => ({ url: "/api/stripe-public-key" }),
  "GET /api/stripe-mode": () => ({ url: "/api/stripe-mode" }),
  "GET /api/subscription": () => ({ url: "/api/subscription" }),
  // Nobody among the probes has a paid subscription of their own (the premium actor's is granted): 400, nothing changes.
  "POST /api/subscription/cancel": () => ({ url: "/api/subscription/cancel", payload: {} }),
  "POST /api/subscription/resume": () => ({ url: "/api/subscription/resume", payload: {} }),
  "POST /api/promo-codes/redeem": () => ({ url: "/api/promo-codes/redeem", payload: { code: "PROBE-NO-SUCH-CODE" } }),
  // Unsigned: 400 INVALID_SIGNATURE for everyone (a webhook takes no session).
  "POST /api/webhooks/local": () => ({ url: "/api/webhooks/local", payload: { id: "evt_probe", type: "checkout.session.completed" } }),
  "POST /api/webhooks/stripe": () => ({ url: "/api/webhooks/stripe", payload: { id: "evt_probe", type: "checkout.session.completed" } }),
  "POST /api/meals": () => ({ url: "/api/meals", payload: meal() }),
  "GET /api/meals": () => ({ url: "/api/meals?startDate=2025-01-01&endDate=2030-01-01" }),
  "PATCH /api/meals/:id": async ({ id }) => ({ url: `/api/meals/${await id("meals")}`, payload: { calories: 321 } }),
  "DELETE /api/meals/:id": async ({ id }) => ({ url: `/api/meals/${await id("meals", true)}` }),
  "POST /api/meals/:id/copy": async ({ id }) => ({ url: `/api/meals/${await id("meals")}/copy`, payload: { date: "2025-03-02" } }),
  // The actors' seeded lunch is today's (world.ts): copying it to tomorrow succeeds, so its answer's keys are checked
  // too. Never onto the same day: each copy would double the day's lunches for the next probe.
  "POST /api/meals/copy-day": () => {
    const today = toLocalDate(new Date(), null);
    return { url: "/api/meals/copy-day", payload: { fromDate: today, toDate: addDays(today, 1), mealType: "lunch" } };
  },
  "GET /api/meals/recent": () => ({ url: "/api/meals/recent?mealType=lunch&limit=5" }),
  "GET /api/my-meals": () => ({ url: "/api/my-meals" }),
  "POST /api/my-meals": async ({ id }) => ({
    url: "/api/my-meals",
    payload: { name: `Probe ${randomUUID().slice(0, 8)}`, mealId: await id("meals") },
  }),
  "PATCH /api/my-meals/:id": async ({ id }) => ({
    url: `/api/my-meals/${await id("my_meals")}`,
    payload: { name: `Probe ${randomUUID().slice(0, 8)}` },
  }),
  "DELETE /api/my-meals/:id": async ({ id }) => ({ url: `/api/my-meals/${await id("my_meals", true)}` }),
  "POST /api/my-meals/:id/log": async ({ id }) => ({ url: `/api/my-meals/${await id("my_meals")}/log`, payload: { date: "2025-03-02" } }),
  "GET /api/favourites": () => ({ url: "/api/favourites" }),
  "PUT /api/favourites/foods/:id": async ({ id }) => ({ url: `/api/favourites/foods/${await id("foods")}` }),
  "DELETE /api/favourites/foods/:id": async ({ id }) => ({ url: `/api/favourites/foods/${await id("foods")}` }),
  "PUT /api/favourites/meals/:id": async ({ id }) => ({ url: `/api/favourites/meals/${await id("meals")}` }),
  "DELETE /api/favourites/meals/:id": async ({ id }) => ({ url: `/api/favourites/meals/${await id("meals")}` }),
  "GET /api/api-keys": () => ({ url: "/api/api-keys" }),
  // At the 5-key limit the probes' earlier keys go first, so the limit never decides the answer.
  "POST /api/api-keys": async ({ world, actor }) => {
    const user = world.actors[actor].user;
    if (user) {
      const db = world.t.database.db;
      const n = (await db.execute(sql`select count(*)::int as n from api_keys where user_id = ${user.id}`)).rows[0] as { n: number };
      if (n.n >= API_KEYS_MAX) await db.execute(sql`delete from api_keys where user_id = ${user.id} and name = 'Probe key'`);
    }
    return { url: "/api/api-keys", payload: { name: "Probe key", scope: "read" } };
  },
  "POST /api/api-keys/:id/revoke": async ({ id }) => ({ url: `/api/api-keys/${await id("api_keys")}/revoke` }),
  "DELETE /api/api-keys/:id": async ({ id }) => ({ url: `/api/api-keys/${await id("api_keys", true)}` }),
  "GET /api/docs": () => ({ url: "/api/docs" }),
  "GET /api/v1/openapi.json": () => ({ url: "/api/v1/openapi.json" }),
  "GET /api/v1/nutrition-goals": () => ({ url: "/api/v1/nutrition-goals" }),
  "GET /api/v1/nutrition-goals/active": () => ({ url: "/api/v1/nutrition-goals/active" }),
  "GET /api/v1/meals": () => ({ url: "/api/v1/meals?startDate=2025-01-01&endDate=2025-12-31" }),
  "GET /api/v1/meals.csv": () => ({ url: "/api/v1/meals.csv?startDate=2025-01-01&endDate=2025-12-31" }),
  "POST /api/v1/meals": () => ({ url: "/api/v1/meals", payload: meal() }),
  "PATCH /api/v1/meals/:id": async ({ id }) => ({ url: `/api/v1/meals/${await id("meals")}`, payload: { calories: 321 } }),
  "DELETE /api/v1/meals/:id": async ({ id }) => ({ url: `/api/v1/meals/${await id("meals", true)}` }),
  "GET /api/v1/summary/daily": () => ({ url: "/api/v1/summary/daily?date=2025-03-01" }),
  "GET /api/v1/foods/search": () => ({ url: "/api/v1/foods/search?q=apple" }),
  "GET /api/v1/foods/:id": async ({ id }) => ({ url: `/api/v1/foods/${await id("foods")}` }),
  "GET /api/v1/profile/figures": () => ({ url: "/api/v1/profile/figures" }),
  "GET /api/nutrition-goals": () => ({ url: "/api/nutrition-goals" }),
  "GET /api/nutrition-goals/active": () => ({ url: "/api/nutrition-goals/active" }),
  "POST /api/nutrition-goals": () => ({ url: "/api/nutrition-goals", payload: goal() }),
  "PATCH /api/nutrition-goals/:id": async ({ id }) => ({
    url: `/api/nutrition-goals/${await id("nutrition_goals")}`,
    payload: { fats: 61 },
  }),
  "DELETE /api/nutrition-goals/:id": async ({ id }) => ({ url: `/api/nutrition-goals/${await id("nutrition_goals", true)}` }),
  "GET /api/user-profile": () => ({ url: "/api/user-profile" }),
  "POST /api/user-profile": () => ({ url: "/api/user-profile", payload: profile() }),
  "PATCH /api/user-profile/:userId": async ({ id }) => ({ url: `/api/user-profile/${await id("users")}`, payload: { weight: 71 } }),
  "GET /api/export-data": () => ({ url: "/api/export-data" }),
  "GET /api/demo/meals": () => ({ url: "/api/demo/meals" }),
  "GET /api/points/:userId": async ({ id }) => ({ url: `/api/points/${await id("users")}` }),
  "GET /api/streaks/:userId": async ({ id }) => ({ url: `/api/streaks/${await id("users")}` }),
  "GET /api/badges/:userId": async ({ id }) => ({ url: `/api/badges/${await id("users")}` }),
  "GET /api/progress": () => ({ url: "/api/progress" }),
  "GET /api/weigh-ins": () => ({ url: "/api/weigh-ins" }),
  "POST /api/weigh-ins": () => ({ url: "/api/weigh-ins", payload: { date: "2025-03-01", weight: 71.5 } }),
  "PATCH /api/weigh-ins/:id": async ({ id }) => ({ url: `/api/weigh-ins/${await id("weigh_ins")}`, payload: { weight: 70.5 } }),
  "DELETE /api/weigh-ins/:id": async ({ id }) => ({ url: `/api/weigh-ins/${await id("weigh_ins", true)}` }),
  "GET /api/energy-estimate": () => ({ url: "/api/energy-estimate" }),
  "GET /api/demo/progress": () => ({ url: "/api/demo/progress" }),
  "GET /api/demo/weigh-ins": () => ({ url: "/api/demo/weigh-ins" }),
  "GET /api/demo/nutrition-goals": () => ({ url: "/api/demo/nutrition-goals" }),
  "GET /api/demo/nutrition-goals/active": () => ({ url: "/api/demo/nutrition-goals/active" }),
  "GET /api/demo/user-profile": () => ({ url: "/api/demo/user-profile" }),
  "GET /api/foods/search": () => ({ url: "/api/foods/search?q=apple" }),
  "GET /api/foods/sources": () => ({ url: "/api/foods/sources" }),
  "GET /api/foods/recent": () => ({ url: "/api/foods/recent" }),
  "GET /api/foods/custom": () => ({ url: "/api/foods/custom" }),
  "GET /api/foods/barcode/:code": async ({ world }) => {
    // A stored product (Open Food Facts is off in tests), so an admitted actor gets the 200 answer.
    await world.t.database.db.execute(
      sql`insert into foods (source, source_id, barcode, name_en, carbs_basis, energy_kcal, search_text, group_key)
          values ('open_food_facts', '3017620422003', '3017620422003', 'Nutella (Ferrero)', 'available', 539, ' nutella ', 'off:3017620422003')
          on conflict do nothing`,
    );
    return { url: "/api/foods/barcode/3017620422003" };
  },
  "GET /api/foods/:id": async ({ id }) => ({ url: `/api/foods/${await id("foods")}` }),
  "POST /api/foods/custom": () => ({ url: "/api/foods/custom", payload: food() }),
  "PATCH /api/foods/custom/:id": async ({ id }) => ({ url: `/api/foods/custom/${await id("foods")}`, payload: { fatG: 14 } }),
  "DELETE /api/foods/custom/:id": async ({ id }) => ({ url: `/api/foods/custom/${await id("foods", true)}` }),
  "GET /api/recipes": () => ({ url: "/api/recipes" }),
  "GET /api/recipes/:id": () => ({ url: "/api/recipes/1" }),
  "POST /api/ai-chat": () => ({ url: "/api/ai-chat", payload: { query: "How much protein is in an egg?" } }),
  "GET /api/ai-chat/allowance": () => ({ url: "/api/ai-chat/allowance" }),
  "GET /api/ai-chat/history": () => ({ url: "/api/ai-chat/history" }),
  "GET /api/preferences": () => ({ url: "/api/preferences" }),
  "PUT /api/preferences": () => ({ url: "/api/preferences", payload: { maxPrepMinutes: 45 } }),
  "GET /api/recommendations/meals": () => ({ url: "/api/recommendations/meals" }),
  "POST /api/recommendations/meals": () => ({ url: "/api/recommendations/meals", payload: {} }),
  // A recipe of the collection (the world's database is seeded with it), as a suggestion names it.
  "POST /api/recommendations/meals/log": async ({ world }) => {
    const row = (await world.t.database.db.execute(sql`select id from recipes order by id limit 1`)).rows[0] as { id: number } | undefined;
    return { url: "/api/recommendations/meals/log", payload: { recipeId: row?.id ?? 1, servings: 1, mealType: "lunch" } };
  },
  "POST /api/meal-feedback": () => ({ url: "/api/meal-feedback", payload: { mealName: "Probe bowl", rating: 1 } }),
  "GET /api/recommendations/nutrition-goals": () => ({ url: "/api/recommendations/nutrition-goals" }),
  "GET /api/analyze-food-image/allowance": () => ({ url: "/api/analyze-food-image/allowance" }),
  "POST /api/analyze-food-image": () => ({ url: "/api/analyze-food-image", payload: { description: "an apple and a banana" } }),
  "POST /api/meal-image": () => ({ url: "/api/meal-image", payload: { mealName: `Probe plate ${randomUUID()}` } }),
  "GET /api/meal-images/:file": () => ({ url: `/api/meal-images/${"ab".repeat(20)}.svg` }),
  "POST /api/email-response": () => ({
    url: "/api/email-response",
    payload: { email: "probe@example.com", subject: "Probe subject", message: "A probe message of the security suite." },
  }),
  "POST /api/contact": () => ({
    url: "/api/contact",
    payload: {
      name: "Probe",
      email: "probe@example.com",
      subject: "Probe subject",
      reason: "general",
      message: "A probe message of the suite.",
    },
  }),
  "POST /api/integration-leads": () => ({ url: "/api/integration-leads", payload: { email: `probe-${randomUUID()}@example.com` } }),
  "GET /api/admin/status": () => ({ url: "/api/admin/status" }),
  "POST /api/admin/reload-settings": () => ({ url: "/api/admin/reload-settings", payload: {} }),
  "GET /api/admin/users": () => ({ url: "/api/admin/users?q=user&page=1&pageSize=5" }),
  "POST /api/admin/users/:id/plan": async (c) => ({
    url: `/api/admin/users/${await adminSubject(c)}/plan`,
    payload: { action: "grant", plan: "premium-monthly", days: 3 },
  }),
  "POST /api/admin/users/:id/end-sessions": async (c) => ({ url: `/api/admin/users/${await adminSubject(c)}/end-sessions`, payload: {} }),
  "GET /api/admin/outbox": () => ({ url: "/api/admin/outbox?pageSize=5" }),
  "GET /api/admin/audit-log": () => ({ url: "/api/admin/audit-log" }),
  "GET /api/admin/stripe-settings": () => ({ url: "/api/admin/stripe-settings" }),
  // Test mode: the suite's server has no live keys, and the probes must not change how it takes payments.
  "POST /api/admin/stripe-mode": () => ({ url: "/api/admin/stripe-mode", payload: { mode: "test" } }),
  "GET /api/admin/payment-stats": () => ({ url: "/api/admin/payment-stats" }),
  "GET /api/admin/stripe-subscriptions": () => ({ url: "/api/admin/stripe-subscriptions?tab=active&page=1&pageSize=5" }),
  "GET /api/admin/promo-codes": () => ({ url: "/api/admin/promo-codes" }),
  // No custom code: each probe gets a generated one, so repeated probes never clash.
  "POST /api/admin/promo-codes": () => ({
    url: "/api/admin/promo-codes",
    payload: { type: "discount", value: 10, description: "Probe code", maxUses: 5, expiresAt: "", customCode: "" },
  }),
  "PATCH /api/admin/promo-codes/:id": async ({ id }) => ({
    url: `/api/admin/promo-codes/${await id("promo_codes")}`,
    payload: { isActive: true },
  }),
  "DELETE /api/admin/promo-codes/:id": async ({ id }) => ({ url: `/api/admin/promo-codes/${await id("promo_codes", true)}` }),
  "POST /api/demo/meal-plans/generate": () => ({ url: "/api/demo/meal-plans/generate", payload: { startDate: "2025-03-03", endDate: "2025-03-09" } }),
  "GET /api/meal-plans/schedules": () => ({ url: "/api/meal-plans/schedules" }),
  "POST /api/meal-plans/schedules": () => ({
    url: "/api/meal-plans/schedules",
    payload: { title: "Probe week", startDate: "2025-03-03", endDate: "2025-03-09", period: "weekly" },
  }),
  "GET /api/meal-plans/schedules/:id": async ({ id }) => ({ url: `/api/meal-plans/schedules/${await id("meal_plan_schedules")}` }),
  "DELETE /api/meal-plans/schedules/:id": async ({ id }) => ({ url: `/api/meal-plans/schedules/${await id("meal_plan_schedules", true)}` }),
  "POST /api/meal-plans/generate": async ({ id }) => ({
    url: "/api/meal-plans/generate",
    payload: { scheduleId: await id("meal_plan_schedules"), regenerateAll: true },
  }),
  "POST /api/meal-plans/regenerate-day": async ({ id }) => ({
    url: "/api/meal-plans/regenerate-day",
    payload: { scheduleId: await id("meal_plan_schedules"), date: "2025-03-04" },
  }),
  "GET /api/meal-plans/schedules/:id/grocery-list": async ({ id }) => ({
    url: `/api/meal-plans/schedules/${await id("meal_plan_schedules")}/grocery-list`,
  }),
  // The suite's probe recipe has no ingredients: the owner's answer is the 400 'not on the list', others' a 404.
  "PUT /api/meal-plans/schedules/:id/grocery-list/checks": async ({ id }) => ({
    url: `/api/meal-plans/schedules/${await id("meal_plan_schedules")}/grocery-list/checks`,
    payload: { foodId: 1, checked: true },
  }),
  "GET /api/meal-plans/schedules/:id/pdf": async ({ id }) => ({ url: `/api/meal-plans/schedules/${await id("meal_plan_schedules")}/pdf` }),
  "PATCH /api/meal-plans/items/:id": async ({ id }) => ({
    url: `/api/meal-plans/items/${await id("meal_plan_items")}`,
    payload: { servings: 2 },
  }),
  // The actor's planned meal, not yet logged (a probe before may have logged it), so every probe gets the same answer.
  "POST /api/meal-plans/items/:id/eat": async ({ id, world }) => {
    const itemId = await id("meal_plan_items");
    await world.t.database.db.execute(sql`update meal_plan_items set meal_id = null where id = ${itemId} and meal_id is not null`);
    return { url: `/api/meal-plans/items/${itemId}/eat` };
  },
};

export const toInject = (method: string, s: Sample): InjectOptions => ({
  method: method as InjectOptions["method"],
  url: s.url,
  ...(s.payload === undefined ? {} : { payload: s.payload }),
});
