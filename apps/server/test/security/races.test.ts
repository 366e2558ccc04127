import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, it } from "vitest";
import { Browser, buildTestApp, newUserInput, registerUser, type TestApp } from "../build-test-app.ts";
import { mailsTo } from "../outbox.ts";
import { runCases } from "./cases.ts";
import { ADMIN_CODE } from "./world.ts";

/**
 * Issue 13 §1: limits must hold against parallel requests (a slot taken atomically before the work).
 * PostgreSQL only: PGlite is one in-process connection and serializes the race away.
 */
const pg = Boolean(process.env.TEST_DATABASE_URL);
if (!pg) console.log("security races: skipped on PGlite (one connection serializes them); set TEST_DATABASE_URL to run them");

describe.skipIf(!pg)("limits under parallel requests (postgres)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("postgres", { ADMIN_ACCESS_CODE: ADMIN_CODE });
  }, 120_000);
  afterAll(() => t?.close());

  it("50 simultaneous sign-ins for one account check at most 10 passwords, and the right one (#46) does not get in", async ({ task }) => {
    await runCases(task, "postgres", async (c) => {
      const { input } = await registerUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          new Browser(t.app, `192.0.2.${i + 1}`).post("/api/login", {
            username: input.username,
            password: i === 45 ? input.password : `wrong ${i}`,
          }),
        ),
      );
      answers.forEach((res, i) => c.status(`sign-in #${i + 1} → 401 or 429`, res, i === 45 ? [429] : [401, 429]));
      const checked = answers.filter((r) => r.statusCode === 401).length;
      c.check("at most 10 passwords were checked", checked <= 10, `${checked} answers were 401`);
    });
  });

  it("50 simultaneous admin codes from one address check at most 5, and the right one (#46) does not get in", async ({ task }) => {
    await runCases(task, "postgres", async (c) => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          new Browser(t.app, "192.0.2.200").post("/api/admin-access", { code: i === 45 ? ADMIN_CODE : `wrong-code-${i}-xxxxxxxx` }),
        ),
      );
      answers.forEach((res, i) => c.status(`admin code #${i + 1} → 401 or 429`, res, i === 45 ? [429] : [401, 429]));
      const checked = answers.filter((r) => r.statusCode === 401).length;
      c.check("at most 5 codes were checked", checked <= 5, `${checked} answers were 401`);
    });
  });

  it("100 simultaneous reset requests for one address send at most 5 mails", async ({ task }) => {
    await runCases(task, "postgres", async (c) => {
      const { input } = await registerUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          new Browser(t.app, `198.18.${i >> 8}.${i & 255}`).post("/api/auth/generate-reset-code", { email: input.email }),
        ),
      );
      answers.forEach((res, i) => c.status(`reset request #${i + 1} → 200 or 429`, res, [200, 429]));
      const mails = (await mailsTo(t.app, input.email)).length;
      c.check("at most 5 codes were mailed", mails <= 5, `${mails} mails`);
    });
  });

  it("30 simultaneous registrations from one address make at most 10 accounts", async ({ task }) => {
    await runCases(task, "postgres", async (c) => {
      const count = async () => ((await t.database.db.execute(sql`select count(*)::int as n from users`)).rows[0] as { n: number }).n; // oxlint-disable-line unicorn/consistent-function-scoping
      const before = await count();
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => new Browser(t.app, "192.0.2.250").post("/api/register", newUserInput())),
      );
      answers.forEach((res, i) => c.status(`registration #${i + 1} → 201 or 429`, res, [201, 429]));
      const made = (await count()) - before;
      c.check("at most 10 accounts were made", made <= 10, `${made} accounts`);
      c.check("every 201 is an account", made === answers.filter((r) => r.statusCode === 201).length, `${made} accounts`);
    });
  });

  it("20 simultaneous anonymous questions answer exactly 3", async ({ task }) => {
    await runCases(task, "postgres", async (c) => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          new Browser(t.app, "192.0.2.77").post("/api/ai-chat", { query: "How much protein is in an egg?" }),
        ),
      );
      answers.forEach((res, i) => c.status(`question #${i + 1} → 200 or 429`, res, [200, 429]));
      const answered = answers.filter((r) => r.statusCode === 200).length;
      c.check("exactly 3 questions were answered", answered === 3, `${answered} answered`);
    });
  });

  it("20 simultaneous goal activations leave exactly one active goal", async ({ task }) => {
    await runCases(task, "postgres", async (c) => {
      const { browser } = await registerUser(t.app);
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await browser.post("/api/nutrition-goals", {
          name: `Goal ${i}`,
          calories: 2000,
          proteins: 100,
          carbs: 200,
          fats: 60,
          startDate: "2025-01-01",
          isActive: false,
        });
        ids.push((res.json() as { id: number }).id);
      }
      const answers = await Promise.all(
        ids.map((id) => browser.request({ method: "PATCH", url: `/api/nutrition-goals/${id}`, payload: { isActive: true } })),
      );
      answers.forEach((res, i) => c.status(`activation #${i + 1} → 200 or 409`, res, [200, 409]));
      const goals = (await browser.get("/api/nutrition-goals")).json() as { isActive: boolean }[];
      c.check(
        "exactly one goal is active",
        goals.filter((g) => g.isActive).length === 1,
        `${goals.filter((g) => g.isActive).length} active`,
      );
    });
  });
});
