import type { InjectOptions } from "fastify";
import { beforeAll, describe, it } from "vitest";
import { Browser } from "../build-test-app.ts";
import { runCases, type Cases } from "./cases.ts";
import { SAMPLES, type Sample } from "./samples.ts";
import { changedTables, ORIGIN, leaksIn, send, snapshot, uniqueIp, type ActorName, type RouteEntry, type World } from "./world.ts";

/** A number no object has: where a sample puts an id, the cases below put each id form. */
const PLACEHOLDER = 987654321;
const MISSING_ID = 2_147_483_000;
/** SECURITY.md T-IDOR-01 (d): malformed ids get 400. */
const MALFORMED_IDS = ["abc", "-1", "1.5", "9223372036854775808", "2147483648", "1 OR 1=1", "..%2F1"];
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** SECURITY.md T-PRIV-01: fields no client may set. */
const FORBIDDEN_FIELDS: Record<string, unknown> = {
  isAdmin: true,
  is_admin: true,
  role: "admin",
  plan: "premium-yearly",
  subscriptionPlan: "premium-yearly",
  isPremium: true,
  trialEndDate: "2099-01-01",
  trialEndsAt: "2099-01-01T00:00:00Z",
  trialDaysLeft: 999,
  status: "active",
  id: 1,
  createdAt: "2000-01-01T00:00:00Z",
  passwordHash: "x",
  emailVerified: true,
  stripeCustomerId: "cus_x",
  points: 100000,
  apiKeyHash: "x",
};

/** Admin-only routes: everyone else is refused before the input is read (the inventory's 401/403). */
const isAdminOnly = (route: RouteEntry) => route.rules.length > 0 && route.rules.every((r) => r === "admin");

/**
 * The actor a route is attacked as: the administrator on admin-only routes (the only one whose input is
 * read), "other" (a trial user, not the owner) where it admits users, else a visitor.
 */
const attacker = (route: RouteEntry): ActorName =>
  isAdminOnly(route)
    ? "admin"
    : route.rules.some((r) => r === "user" || r.startsWith("premium:") || r === "admin" || r === "apiKey")
      ? "other"
      : "visitor";

/** Fields of FORBIDDEN_FIELDS that an admin route takes by design (an administrator grants a plan). */
const ADMIN_INPUTS: Record<string, readonly string[]> = { "POST /api/admin/users/:id/plan": ["plan"] };

export function attackTests(world: () => World, backend: string): void {
  describe("attacks on every route", () => {
    let w: World;
    beforeAll(() => {
      w = world();
    });

    /** The sample of a route with PLACEHOLDER where its id goes (ids of the attacker's own objects otherwise). */
    async function sampleOf(
      route: RouteEntry,
      actor: ActorName,
      idOf?: (table: string, fresh?: boolean) => Promise<number>,
    ): Promise<Sample | null> {
      const make = SAMPLES[route.key];
      if (!make) return null;
      return make({ world: w, actor, id: idOf ?? ((table, fresh) => w.objectId(actor, table, fresh)) });
    }

    const inject = (actor: ActorName, method: string, s: { url: string; payload?: unknown }, extra: Partial<InjectOptions> = {}) => {
      const a = w.actors[actor];
      const browser = a.user ? a : { ...a, browser: new Browser(w.t.app, a.ip) };
      return send(
        w,
        { ...browser, ip: uniqueIp() },
        {
          method: method as InjectOptions["method"],
          url: s.url,
          ...(s.payload === undefined ? {} : { payload: s.payload as object }),
          ...extra,
        },
      );
    };

    const noLeak = (c: Cases, label: string, actor: ActorName, res: { body: string; headers: Record<string, unknown> }) => {
      const leaks = leaksIn(w, actor, res);
      c.check(`${label} leaks nothing`, leaks.length === 0, leaks.join(", "));
    };

    it("T-IDOR-01: someone else's object by path id is a 404 identical to a missing id; malformed ids are 400; nothing changes", async ({
      task,
    }) => {
      await runCases(task, backend, async (c) => {
        for (const route of w.routes.filter((r) => r.owner && /:(id|userId)\b/.test(r.url))) {
          if (isAdminOnly(route)) {
            // The administrator may act on any account (others get 403 whatever the id): malformed ids are 400.
            const sample = (await sampleOf(route, "admin", async () => PLACEHOLDER))!;
            const before = await snapshot(w);
            for (const bad of MALFORMED_IDS) {
              const res = await inject("admin", route.method, { ...sample, url: sample.url.replace(String(PLACEHOLDER), bad) });
              c.status(`${route.key} as the administrator with id ${bad} → 400`, res, 400);
            }
            const missing = await inject("admin", route.method, {
              ...sample,
              url: sample.url.replace(String(PLACEHOLDER), String(MISSING_ID)),
            });
            c.status(`${route.key} as the administrator with a missing id → 404`, missing, 404);
            const changed = changedTables(before, await snapshot(w));
            c.check(`${route.key}: no data changed by the attempts`, changed.length === 0, changed.join(", "));
            continue;
          }
          const victimId = await w.objectId("trial", route.owner!.table, route.method === "DELETE");
          const before = await snapshot(w);
          const isUser = route.owner!.table === "users";
          const denied = isUser ? 403 : 404;
          const sample = (await sampleOf(route, "other", async () => PLACEHOLDER))!;
          const at = (id: string | number) => ({ ...sample, url: sample.url.replace(String(PLACEHOLDER), String(id)) });
          const foreign = await inject("other", route.method, at(victimId));
          const missing = await inject("other", route.method, at(isUser ? MISSING_ID : MISSING_ID));
          c.status(`${route.key} with the trial user's id → ${denied}`, foreign, denied);
          c.status(`${route.key} with a missing id → ${denied}`, missing, denied);
          c.check(
            `${route.key}: someone else's id and a missing id answer byte for byte the same`,
            foreign.body === missing.body,
            `${foreign.body} vs ${missing.body}`,
          );
          noLeak(c, `${route.key} (foreign id)`, "other", foreign);
          // Id 0 (the guest's) is outside the id range (1 to 2,147,483,647): 400, or 404 like any id nobody owns.
          const zero = await inject("other", route.method, at(0));
          c.status(`${route.key} with id 0 (the guest) → ${isUser ? 403 : "404 or 400"}`, zero, isUser ? [403] : [404, 400]);
          for (const bad of MALFORMED_IDS) c.status(`${route.key} with id ${bad} → 400`, await inject("other", route.method, at(bad)), 400);
          const changed = changedTables(before, await snapshot(w));
          c.check(`${route.key}: no data changed by the attempts`, changed.length === 0, changed.join(", "));
        }
      });
    }, 120_000);

    it("T-IDOR-01: another user's userId in a query or body is a 403 (any id but one's own), a malformed one a 400; nothing changes", async ({
      task,
    }) => {
      await runCases(task, backend, async (c) => {
        const victim = w.actors.trial.user!.id;
        const targets = w.routes.filter(
          (r) => r.url.startsWith("/api/") && attacker(r) === "other" && !r.rules.includes("admin") && SAMPLES[r.key] !== undefined,
        );
        for (const route of targets) {
          if ((await sampleOf(route, "other"))!.session) continue;
          const inBody = route.method !== "GET" && route.method !== "DELETE";
          // A new sample each time (a DELETE sample names a fresh object), made before the snapshot.
          const queue: Sample[] = [];
          for (let i = 0; i < MALFORMED_IDS.length + 3; i++) queue.push((await sampleOf(route, "other"))!);
          const attempt = async (value: string | number) => {
            const sample = queue.shift() ?? (await sampleOf(route, "other"))!;
            const s = inBody
              ? { url: sample.url, payload: { ...sample.payload, userId: value } }
              : {
                  url: `${sample.url}${sample.url.includes("?") ? "&" : "?"}userId=${encodeURIComponent(String(value))}`,
                  payload: sample.payload,
                };
            return inject("other", route.method, s);
          };
          const before = await snapshot(w);
          const foreign = await attempt(victim);
          const missing = await attempt(MISSING_ID);
          c.status(`${route.key} with userId of another user → 403`, foreign, 403);
          c.status(`${route.key} with userId of no user → 403`, missing, 403);
          c.check(
            `${route.key}: another user's userId and a missing one answer the same`,
            foreign.body === missing.body,
            `${foreign.body} vs ${missing.body}`,
          );
          noLeak(c, `${route.key} (userId of another user)`, "other", foreign);
          c.status(`${route.key} with userId 0 (the guest) → 403`, await attempt(0), 403);
          for (const bad of MALFORMED_IDS.filter((b) => b !== "2147483648"))
            c.status(`${route.key} with userId ${bad} → 400`, await attempt(decodeURIComponent(bad)), 400);
          const changed = changedTables(before, await snapshot(w));
          c.check(`${route.key}: no data changed by the attempts`, changed.length === 0, changed.join(", "));
          // One's own id is fine (spec compatibility).
          const own = await attempt(w.actors.other.user!.id);
          c.status(`${route.key} with one's own userId → admitted`, own, (s) => s !== 401 && s !== 403 && s < 500);
        }
      });
    }, 180_000);

    it("T-IDOR-03: every list answers only the caller's own rows", async ({ task }) => {
      await runCases(task, backend, async (c) => {
        for (const route of w.routes.filter((r) => r.method === "GET" && r.url.startsWith("/api/") && !r.url.includes(":"))) {
          for (const actor of ["other", "free", "premium", "admin", "visitor"] as const) {
            const sample = await sampleOf(route, actor);
            if (!sample) continue;
            const res = await inject(actor, "GET", sample);
            c.status(`${route.key} as ${actor}: no 5xx`, res, (s) => s < 500);
            noLeak(c, `${route.key} as ${actor}`, actor, res);
          }
        }
      });
    }, 120_000);

    it("T-PRIV-01: forbidden fields on every write give 400 naming the field; users and subscriptions stay unchanged", async ({ task }) => {
      await runCases(task, backend, async (c) => {
        const writes = w.routes.filter(
          (r) => STATE_CHANGING.has(r.method) && r.url.startsWith("/api/") && r.route.schema?.body !== undefined,
        );
        for (const route of writes) {
          const actor = attacker(route);
          const before = await snapshot(w);
          // (Someone else's userId is the 403 of the IDOR cases above.)
          const allowed = ADMIN_INPUTS[route.key] ?? [];
          const fields = Object.fromEntries(Object.entries(FORBIDDEN_FIELDS).filter(([field]) => !allowed.includes(field)));
          for (const [field, value] of [...Object.entries(fields), ["(all together)", null] as const]) {
            const sample = (await sampleOf(route, actor))!;
            const extra = field === "(all together)" ? fields : { [field]: value };
            const res = await inject(actor, route.method, { url: sample.url, payload: { ...sample.payload, ...extra } });
            const label = `${route.key} with ${field}`;
            if (c.status(`${label} → 400`, res, 400) && field !== "(all together)") {
              const issues = (res.json() as { issues?: { path: string; message: string }[] }).issues ?? [];
              c.check(
                `${label}: the answer names the field`,
                issues.some((i) => i.path === field || i.message.includes(field)),
                res.body,
              );
            }
          }
          const after = await snapshot(w);
          const changed = changedTables(before, after).filter((t) => ["users", "subscriptions"].includes(t));
          c.check(`${route.key}: users and subscriptions unchanged`, changed.length === 0, changed.join(", "));
        }
        for (const name of ["other", "free", "trial"] as const) {
          const me = await w.actors[name].browser.get("/api/user");
          c.check(`${name} is still not an administrator`, (me.json() as { isAdmin?: boolean }).isAdmin === false, me.body);
          const status = await w.actors[name].browser.get("/api/trial-status");
          c.check(`${name}'s plan is unchanged`, JSON.stringify(status.json()) === JSON.stringify(w.actors[name].status), status.body);
        }
      });
    }, 180_000);

    it("T-CSRF-01..04: a cross-site state change is refused (403) and a form or text body is refused (415), with nothing changed", async ({
      task,
    }) => {
      await runCases(task, backend, async (c) => {
        const variants: Record<string, string>[] = [
          { origin: "https://evil.example" },
          { origin: "null" },
          { origin: "http://localhost:3001" },
          { origin: "https://localhost:3000" },
          { origin: "http://localhost:3000.evil.com" },
          { origin: "https://app.example.evil.com" },
          { "sec-fetch-site": "cross-site" },
          { "sec-fetch-site": "same-site" },
          { origin: ORIGIN, "sec-fetch-site": "cross-site" },
        ];
        const simpleBodies: [string, string][] = [
          ["text/plain", '{"food":"x","calories":1}'],
          ["application/x-www-form-urlencoded", "food=x&calories=1"],
          ["multipart/form-data; boundary=XyZ", '--XyZ\r\nContent-Disposition: form-data; name="food"\r\n\r\nx\r\n--XyZ--\r\n'],
        ];
        for (const route of w.routes.filter((r) => STATE_CHANGING.has(r.method) && r.url.startsWith("/api/"))) {
          const actor = attacker(route);
          const queue: Sample[] = [];
          for (let i = 0; i < variants.length + simpleBodies.length; i++) queue.push((await sampleOf(route, actor))!);
          const before = await snapshot(w);
          for (const headers of variants) {
            const sample = queue.shift()!;
            const res = await inject(actor, route.method, sample, { headers });
            if (c.status(`${route.key} with ${JSON.stringify(headers)} → 403`, res, 403))
              c.check(
                `${route.key} with ${JSON.stringify(headers)}: CROSS_SITE_REQUEST`,
                (res.json() as { error?: string }).error === "CROSS_SITE_REQUEST",
                res.body,
              );
          }
          for (const [type, body] of simpleBodies) {
            const sample = queue.shift()!;
            const res = await inject(actor, route.method, { url: sample.url }, { headers: { "content-type": type }, payload: body });
            c.status(`${route.key} with a ${type.split(";")[0]} body → 415`, res, 415);
          }
          const changed = changedTables(before, await snapshot(w));
          c.check(`${route.key}: nothing changed by cross-site attempts`, changed.length === 0, changed.join(", "));
        }
        // T-CSRF-06: no CORS grant to another origin.
        for (const route of w.routes.filter((r) => STATE_CHANGING.has(r.method) && r.url.startsWith("/api/")).slice(0, 10)) {
          const res = await w.t.app.inject({
            method: "OPTIONS",
            url: route.url.replace(/:[a-zA-Z]+/g, "1"),
            headers: { origin: "https://evil.example", "access-control-request-method": route.method },
          });
          c.check(
            `preflight ${route.key} from another origin gets no Access-Control-Allow-Origin`,
            res.headers["access-control-allow-origin"] === undefined,
            JSON.stringify(res.headers),
          );
        }
      });
    }, 180_000);
  });
}
