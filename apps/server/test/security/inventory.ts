import { sql } from "drizzle-orm";
import { beforeAll, describe, it } from "vitest";
import { accessRules } from "../../src/lib/access.ts";
import { Browser } from "../build-test-app.ts";
import { runCases } from "./cases.ts";
import { SAMPLES, toInject } from "./samples.ts";
import {
  ACTORS,
  ADMIN_CODE,
  admits,
  isValidRule,
  leaksIn,
  responseSchema,
  send,
  undeclaredKeys,
  uniqueIp,
  type Actor,
  type World,
} from "./world.ts";

/**
 * T-INV-01/02 (SECURITY.md §2.0): every registered route declares who it admits, and each /api route
 * is probed as a visitor, another user, a Free user (trial ended), a trial user, a premium user and
 * the administrator: the answer is 401/403 exactly where the declaration says so.
 */
export function inventoryTests(world: () => World, backend: string): void {
  describe("route inventory", () => {
    let w: World;
    beforeAll(() => {
      w = world();
    });

    it("every route declares its access rule, its owner table where it takes an id, and a sample request", async ({ task }) => {
      await runCases(task, backend, async (c) => {
        for (const r of w.allRoutes) {
          const name = `${[r.method].flat().join(",")} ${r.url}`;
          const rules = accessRules(r.config?.access);
          c.check(
            `${name} declares config.access`,
            rules.length > 0 && rules.every(isValidRule),
            `config.access = ${JSON.stringify(r.config?.access)}`,
          );
          if (/:(id|userId)\b/.test(r.url) && !rules.every((rule) => rule === "public"))
            c.check(`${name} declares config.owner (the table and column of the object's owner)`, Boolean(r.config?.owner));
          const owner = r.config?.owner;
          if (owner) {
            const found = await w.t.database.db.execute(
              sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${owner.table} and column_name = ${owner.column}`,
            );
            c.check(`${name}: config.owner names an existing column`, found.rows.length === 1, `${owner.table}.${owner.column}`);
          }
        }
        for (const r of w.routes) c.check(`${r.key} has a sample request in test/security/samples.ts`, r.key in SAMPLES);
        // Issue 20: every administrator route admits the administrator alone (the probes below then expect
        // 401 from the visitor and 403 from the free, trial, premium and other users on each of them).
        const adminRoutes = w.routes.filter((r) => r.url.startsWith("/api/admin/"));
        for (const r of adminRoutes) c.check(`${r.key} declares access "admin" only`, r.rules.length === 1 && r.rules[0] === "admin");
        c.check("the inventory found the /api/admin/* routes", adminRoutes.length >= 7, `${adminRoutes.length}`);
        c.check("the inventory found the routes", w.routes.filter((r) => r.url.startsWith("/api/")).length >= 40, `${w.routes.length}`);
      });
    });

    it("answers an unknown /api path with a 404 JSON body (T-INV-02)", async ({ task }) => {
      await runCases(task, backend, async (c) => {
        for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
          for (const url of ["/api/does-not-exist", "/api/meals/1/extra", "/api/admin/does-not-exist", "/api/v1/unknown"]) {
            const res = await send(w, w.actors.trial, { method, url, ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }) });
            c.check(
              `${method} ${url} → 404 JSON`,
              res.statusCode === 404 && /application\/json/.test(String(res.headers["content-type"])),
              `${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      });
    });

    /** A session of its own for a request that signs in or out, so the actor's main session survives the probe. */
    async function throwawaySession(actor: Actor): Promise<Actor> {
      if (!actor.user) return { ...actor, browser: new Browser(w.t.app, actor.ip) };
      const browser = new Browser(w.t.app, uniqueIp());
      const res =
        actor.name === "admin"
          ? await browser.post("/api/admin-access", { code: ADMIN_CODE })
          : await browser.post("/api/login", { username: actor.user.username, password: actor.password });
      if (res.statusCode !== 200) throw new Error(`throwaway sign-in for ${actor.name} failed: ${res.statusCode} ${res.body}`);
      return { ...actor, browser };
    }

    it("admits each actor exactly as the route declares (visitor 401, signed-in 403, owner checks 404/403)", async ({ task }) => {
      await runCases(task, backend, async (c) => {
        for (const route of w.routes) {
          const sample = SAMPLES[route.key];
          if (!sample) continue; // reported by the declaration test
          for (const name of ACTORS) {
            // "other" addresses the trial user's objects; everyone else their own (the visitor: the trial user's).
            const subject = name === "other" ? "trial" : name;
            const s = await sample({ world: w, actor: name, id: (table, fresh) => w.objectId(subject, table, fresh) });
            const actor = s.session === "throwaway" ? await throwawaySession(w.actors[name]) : w.actors[name];
            const res = await send(w, actor, toInject(route.method, s));
            const label = `${route.key} as ${name}`;
            if (route.rules.length > 0 && route.rules.every((r) => r === "webhook")) {
              // A webhook admits no session: unsigned, it is refused alike for everyone.
              c.status(`${label} (unsigned) → 400`, res, 400);
            } else if (!admits(route.rules, actor)) {
              const expected = actor.user ? 403 : 401;
              if (c.status(`${label} → ${expected}`, res, expected) && actor.user && route.rules.every((r) => r.startsWith("premium:")))
                c.check(`${label} → PREMIUM_REQUIRED`, (res.json() as { error?: string }).error === "PREMIUM_REQUIRED", res.body);
            } else if (name === "other" && route.owner) {
              // Someone else's object: 404 by path id (no existence oracle); 403 for a user id in the path.
              const expected = route.owner.table === "users" ? 403 : 404;
              c.status(`${label} (the trial user's object) → ${expected}`, res, expected);
            } else {
              c.status(`${label} → admitted (not 401/403, no 5xx)`, res, (status) => status !== 401 && status !== 403 && status < 500);
            }
            // T-PRIV-02: a JSON answer carries only the keys its route's response schema declares.
            if (res.statusCode < 300 && /application\/json/.test(String(res.headers["content-type"]))) {
              const schema = responseSchema(route.route, res.statusCode);
              c.check(`${label}: ${res.statusCode} has a response schema`, schema !== undefined);
              const extra = undeclaredKeys(schema, res.json());
              c.check(`${label}: only declared keys`, extra.length === 0, extra.slice(0, 5).join(", "));
            }
            const leaks = leaksIn(w, name, res);
            c.check(`${label} leaks nothing`, leaks.length === 0, leaks.join(", "));
          }
        }
      });
    }, 120_000);
  });
}
