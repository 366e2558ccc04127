import { AuthMessages } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deletedUserHash } from "../../src/features/auth/account-deletion.ts";
import { grantSubscription, insertPromoCode } from "../../src/features/billing/index.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";
import { mailsTo } from "../outbox.ts";

const ADMIN_CODE = "account-deletion-admin-code-0123456789";

/** The answer, or an error naming the step that failed. */
const ok = <R extends { statusCode: number; body: string }>(res: R, label: string): R => {
  if (res.statusCode >= 300) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  return res;
};

/** DELETE /api/account from this browser, with a JSON body when one is given. */
const deleteAccount = (browser: Browser, body?: object, headers: Record<string, string> = {}) =>
  browser.request({ method: "DELETE", url: "/api/account", ...(body === undefined ? {} : { payload: body }), headers });

describe.each(backends)("account deletion (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { ADMIN_ACCESS_CODE: ADMIN_CODE });
  });
  afterAll(() => t?.close());

  const rows = async <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await t.app.db.execute<R>(query)).rows;

  /** Every table with a user_id column, read from the database itself, so a new table is never missed. */
  const userIdTables = async () =>
    (
      await rows<{ table_name: string }>(
        sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY table_name`,
      )
    ).map((r) => r.table_name);

  /** Rows holding `userId` in each of those tables, plus its users row. */
  async function rowsOf(userId: number): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await userIdTables()) {
      const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
      counts[table] = row!.n;
    }
    counts.users = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE id = ${userId}`))[0]!.n;
    return counts;
  }

  const rateEventsFor = async (keys: string[]) =>
    (
      await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM rate_events WHERE key IN (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      )
    )[0]!.n;

  /** A user with a row in every table that holds a user id, signed in in two browsers. */
  async function fullUser() {
    const { browser, input, user } = await registerUser(t.app);
    const food = ok(
      await browser.post("/api/foods/custom", { name: "Granola di casa", energyKcal: 450, proteinG: 10, carbsG: 60, fatG: 18 }),
      "custom food",
    ).json() as { id: number };
    ok(
      await browser.post("/api/meals", {
        food: "Granola",
        calories: 225,
        proteins: 5,
        carbs: 30,
        fats: 9,
        mealType: "breakfast",
        foodId: food.id,
        amountGrams: 50,
      }),
      "meal",
    );
    const lunch = {
      food: "Lunch",
      calories: 0,
      proteins: 0,
      carbs: 0,
      fats: 0,
      mealType: "lunch",
      items: [{ foodId: food.id, amountGrams: 80 }],
    };
    const lunchRes = await browser.post("/api/meals", lunch);
    ok(lunchRes, "meal of foods");
    const lunchId = (lunchRes.json() as { id: number }).id;
    ok(await browser.post("/api/my-meals", { name: "Usual lunch", mealId: lunchId }), "my meal");
    ok(await browser.request({ method: "PUT", url: `/api/favourites/meals/${lunchId}` }), "favourite meal");
    ok(await browser.request({ method: "PUT", url: `/api/favourites/foods/${food.id}` }), "favourite food");
    ok(
      await browser.post("/api/nutrition-goals", {
        name: "Maintenance",
        calories: 2000,
        proteins: 150,
        carbs: 250,
        fats: 65,
        startDate: "2025-03-01",
      }),
      "goal",
    );
    ok(
      await browser.post("/api/user-profile", {
        name: "Maria",
        age: 34,
        gender: "female",
        weight: 62,
        height: 168,
        activityLevel: "light",
      }),
      "profile",
    );
    ok(
      await browser.request({ method: "PUT", url: "/api/preferences", payload: { allergies: ["dairy"], diets: ["vegetarian"] } }),
      "preferences",
    );
    ok(await browser.post("/api/ai-chat", { query: "What is BMI?", chatType: "meals" }), "chat");
    ok(await browser.post("/api/meal-feedback", { mealName: "Oat porridge", rating: 5 }), "feedback");
    ok(await browser.post("/api/recommendations/meals", {}), "suggestion set");
    await t.app.db.execute(sql`INSERT INTO suggestion_log (user_id, recipe_id, meal_type) VALUES (${user.id}, 1, 'lunch')`);
    const schedule = ok(
      await browser.post("/api/meal-plans/schedules", { title: "Week", startDate: "2025-03-03", endDate: "2025-03-09", period: "weekly" }),
      "meal plan",
    ).json() as { id: number };
    ok(await browser.post("/api/meal-plans/generate", { scheduleId: schedule.id, regenerateAll: true }), "meal plan days");
    // This app has no recipe collection: one recipe, and a planned meal of it, straight into the tables.
    await t.app.db.execute(
      sql`INSERT INTO recipes (slug, name, country, region, cuisine, meal_type, prep_minutes, servings, instructions, tags, diets, allergens,
            energy_kcal, protein_g, carbs_g, fat_g, search_text)
          VALUES ('deletion-soup', 'Soup', 'Italy', 'Lazio', 'Italian', 'lunch', 20, 2, '{Cook}', '{}', '{}', '{}', 300, 10, 40, 8, ' soup ')
          ON CONFLICT DO NOTHING`,
    );
    await t.app.db.execute(
      sql`INSERT INTO meal_plan_items (day_id, user_id, meal_type, recipe_id, servings, seq)
          SELECT d.id, ${user.id}, 'lunch', (SELECT id FROM recipes WHERE slug = 'deletion-soup'), 1, 0
          FROM meal_plan_days d WHERE d.schedule_id = ${schedule.id} ORDER BY d.date LIMIT 1`,
    );
    // A grocery item checked off (the soup has no ingredients here, so straight into the table).
    await t.app.db.execute(
      sql`INSERT INTO meal_plan_grocery_checks (schedule_id, user_id, food_id) VALUES (${schedule.id}, ${user.id}, ${food.id})`,
    );
    await grantSubscription(t.app.db, user.id, "premium-monthly", 30, new Date());
    // A purchase (its checkout session) and a redeemed promo code.
    const promo = await insertPromoCode(t.app.db, { code: `DEL${user.id}`, type: "trial", value: 1 });
    ok(await browser.post("/api/create-payment-intent", { planId: "premium-monthly", consent: true }), "checkout");
    ok(await browser.post("/api/promo-codes/redeem", { code: promo.code }), "promo code");
    ok(await browser.post("/api/api-keys", { name: "Deletion key" }), "API key");
    ok(await browser.post("/api/weigh-ins", { date: "2026-01-10", weight: 62 }), "weigh-in");
    ok(await new Browser(t.app).post("/api/auth/generate-reset-code", { email: input.email }), "reset code");
    ok(await new Browser(t.app).post("/api/integration-leads", { email: input.email }), "waitlist");
    ok(
      await new Browser(t.app).post("/api/contact", {
        name: "Maria",
        email: input.email,
        subject: "A question",
        message: "How do I export my data?",
        reason: "general",
      }),
      "contact",
    );
    // A failed sign-in counts against the account.
    expect((await new Browser(t.app).post("/api/login", { username: input.username, password: "not the password" })).statusCode).toBe(401);
    const second = new Browser(t.app, "203.0.113.99");
    ok(await second.post("/api/login", { username: input.username, password: input.password, rememberMe: true }), "second sign-in");
    return { browser, second, input, user };
  }

  it("has every user_id column reference users with ON DELETE CASCADE, so deleting the account row removes it", async () => {
    const tables = await userIdTables();
    expect(tables.length).toBeGreaterThanOrEqual(12);
    const cascading = (
      await rows<{ table_name: string }>(sql`
        SELECT c.conrelid::regclass::text AS table_name
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND a.attname = 'user_id' AND c.confrelid = 'users'::regclass AND c.confdeltype = 'c'
        ORDER BY 1`)
    ).map((r) => r.table_name);
    expect(cascading).toEqual(tables);
  });

  it("keeps everything when the password is wrong, and says so", async () => {
    const { browser, user } = await fullUser();
    const before = await rowsOf(user.id);
    const res = await deleteAccount(browser, { password: "not my password" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "REAUTH_REQUIRED",
      message: AuthMessages.passwordIncorrect,
      issues: [{ path: "password", message: AuthMessages.passwordIncorrect }],
    });
    expect(await rowsOf(user.id)).toEqual(before);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
    const hash = deletedUserHash(t.app.secrets.deletionAudit, user.id);
    expect(await rows(sql`SELECT 1 FROM account_deletions WHERE user_hash = ${hash}`)).toHaveLength(0);

    // A missing password is a failed re-authentication too.
    for (const body of [{ password: "" }, {}, undefined]) {
      const missing = await deleteAccount(browser, body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: "REAUTH_REQUIRED", message: AuthMessages.passwordRequired });
    }
    expect(await rowsOf(user.id)).toEqual(before);
  });

  it("deletes every row of the account in every table, ends all its sessions and mails a confirmation; other users keep theirs", async () => {
    const victim = await fullUser();
    const bystander = await fullUser();
    const before = await rowsOf(victim.user.id);
    // The population above reaches every table with a user id: a new table must be filled here too.
    for (const [table, n] of Object.entries(before)) expect(n, `no row of ${table} was created for the test user`).toBeGreaterThan(0);
    const bystanderBefore = await rowsOf(bystander.user.id);
    const address = victim.input.email.toLowerCase();
    const accountKeys = [`user:${victim.user.id}`, address];
    expect(await rateEventsFor(accountKeys)).toBeGreaterThan(0);
    expect((await mailsTo(t.app, victim.input.email)).length).toBeGreaterThan(0);

    const res = await deleteAccount(victim.browser, { password: victim.input.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AuthMessages.accountDeleted });
    // This browser's cookies are cleared...
    const cleared = (res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]).filter(
      (c) => c.value === "" && (c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now())),
    );
    expect(cleared.map((c) => c.name).sort()).toEqual(["np_signed_in", "sid"]);

    // ...and no row anywhere still holds the account's id.
    const after = await rowsOf(victim.user.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(await rowsOf(bystander.user.id)).toEqual(bystanderBefore);
    // What is keyed by the address or name instead of the id: counters, stored mail, waitlist entries.
    expect(await rateEventsFor(accountKeys)).toBe(0);
    // The successful attempt gave back the sign-in slot it took for its address.
    expect(await rateEventsFor([`ip:${victim.browser.remoteAddress}`])).toBe(0);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM integration_leads WHERE lower(email) = ${address}`))[0]!.n).toBe(
      0,
    );
    // Support messages are kept, as the privacy policy says (up to 24 months).
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM contact_messages WHERE lower(email) = ${address}`))[0]!.n).toBe(1);
    expect(
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM integration_leads WHERE lower(email) = ${bystander.input.email.toLowerCase()}`,
        )
      )[0]!.n,
    ).toBe(1);

    // One audit record, with no personal data: the HMAC of the old id and the time (T-GDPR-06).
    const audit = await rows<{ user_hash: string; deleted_at: Date | string }>(
      sql`SELECT user_hash, deleted_at FROM account_deletions WHERE user_hash = ${deletedUserHash(t.app.secrets.deletionAudit, victim.user.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.now() - new Date(audit[0]!.deleted_at).getTime()).toBeLessThan(60_000);
    const auditText = JSON.stringify(await rows(sql`SELECT * FROM account_deletions`));
    for (const personal of [victim.input.username, victim.input.email, String(victim.user.id)])
      expect(auditText.includes(`"${personal}"`)).toBe(false);

    // The only mail left for the address is the confirmation.
    const mails = await mailsTo(t.app, victim.input.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your NutriPilot account was deleted"]);
    expect(mails[0]!.text).toContain(`Hello ${victim.user.username},`);
    expect(mails[0]!.text).toContain("This cannot be undone.");
    expect((await mailsTo(t.app, bystander.input.email)).length).toBeGreaterThan(0);

    // Every session is over: the old cookie of either browser is a guest's.
    const oldCookie = { sid: victim.second.cookies.sid! };
    expect((await victim.second.get("/api/user")).statusCode).toBe(401);
    expect((await new Browser(t.app).request({ method: "GET", url: "/api/meals", cookies: oldCookie })).statusCode).toBe(401);
    expect((await victim.browser.get("/api/user")).statusCode).toBe(401);
    // The account cannot sign in again, and its name is free.
    const login = await new Browser(t.app, "203.0.113.50").post("/api/login", {
      username: victim.input.username,
      password: victim.input.password,
    });
    expect(login.statusCode).toBe(401);
    expect((await bystander.browser.get("/api/user")).statusCode).toBe(200);
    await registerUser(t.app, { username: victim.input.username, email: victim.input.email });
  });

  it("writes the confirmation in the language of the request", async () => {
    const { browser, input } = await registerUser(t.app);
    const res = await deleteAccount(browser, { password: input.password }, { "accept-language": "it" });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, input.email);
    expect(mail!.subject).toBe("Il tuo account NutriPilot è stato eliminato");
    expect(mail!.text).toContain("L'operazione non può essere annullata.");
  });

  it("refuses to delete the built-in administrator", async () => {
    const admin = new Browser(t.app, "198.51.100.240");
    expect((await admin.post("/api/admin-access", { code: ADMIN_CODE })).statusCode).toBe(200);
    const res = await deleteAccount(admin, { password: "anything at all" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AuthMessages.adminCannotBeDeleted);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE username = 'admin'`))[0]!.n).toBe(1);
    expect((await admin.get("/api/user")).json()).toMatchObject({ username: "admin", isAdmin: true });
  });

  it("gives guests 401 and refuses cross-site requests", async () => {
    const guest = await deleteAccount(new Browser(t.app), { password: "correct horse battery" });
    expect(guest.statusCode).toBe(401);

    const { browser, input, user } = await registerUser(t.app);
    const before = await rowsOf(user.id);
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const res = await deleteAccount(browser, { password: input.password }, headers);
      expect(res.statusCode).toBe(403);
    }
    expect(await rowsOf(user.id)).toEqual(before);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
  });

  it("counts wrong passwords with the sign-in failures: the 11th try gets 429, even with the right password", async () => {
    const { browser, input, user } = await registerUser(t.app, {}, "192.0.2.61");
    for (let i = 0; i < 10; i++) expect((await deleteAccount(browser, { password: `wrong ${i}` })).statusCode).toBe(400);
    const res = await deleteAccount(browser, { password: input.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(AuthMessages.tooManyLoginAttempts);
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(user.id)).users).toBe(1);
    // Sign-in is locked for the account too: the two share one counter.
    expect(
      (await new Browser(t.app, "192.0.2.62").post("/api/login", { username: input.username, password: input.password })).statusCode,
    ).toBe(429);
  });

  it("checks at most 10 passwords when 30 attempts arrive at once", async () => {
    const { browser, user } = await registerUser(t.app, {}, "192.0.2.71");
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => deleteAccount(browser, { password: `guess ${i}` })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect((await rowsOf(user.id)).users).toBe(1);
  });

  it("answers meal writes racing the deletion with 401, never 500, and leaves no row behind (T-CONC-06)", async () => {
    const meal = { food: "Apple", calories: 52, proteins: 0, carbs: 14, fats: 0, mealType: "snack" };
    const statuses = new Set<number>();
    for (let round = 0; round < 3; round++) {
      const { browser, input, user } = await registerUser(t.app);
      // Meal writes keep arriving while the deletion runs, so some pass the session check before it commits
      // and reach the database after.
      const state = { deleted: false };
      const deletion = deleteAccount(browser, { password: input.password }).finally(() => (state.deleted = true));
      const writes = [];
      while (!state.deleted && writes.length < 2000) {
        writes.push(browser.post("/api/meals", meal));
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await deletion).statusCode).toBe(200);
      for (const res of await Promise.all(writes)) statuses.add(res.statusCode);
      expect(Object.values(await rowsOf(user.id)).every((n) => n === 0)).toBe(true);
    }
    expect([...statuses].filter((s) => s !== 201 && s !== 401)).toEqual([]);
    expect(statuses.has(401)).toBe(true);
  });
});
