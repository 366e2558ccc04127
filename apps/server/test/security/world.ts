import { createHash, randomBytes, randomUUID } from "node:crypto";
import { canUse, FEATURES, toLocalDate, type Feature, type TrialStatus } from "@app/shared";
import { sql } from "drizzle-orm";
import type { InjectOptions, RouteOptions } from "fastify";
import type { AppDeps } from "../../src/app.ts";
import { accessRules, type AccessRule } from "../../src/lib/access.ts";
import { grantSubscription } from "../../src/features/billing/index.ts";
import { Browser, buildTestApp, newUserInput, type TestApp } from "../build-test-app.ts";

export const ADMIN_CODE = "security-suite-admin-code-0123456789";
export const ORIGIN = "http://localhost:3000";

/** Who the suite sends requests as (SECURITY.md §2.0 fixture actors). */
export const ACTORS = ["visitor", "other", "free", "trial", "premium", "admin"] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  name: ActorName;
  browser: Browser;
  ip: string;
  /** null for the visitor. */
  user: { id: number; username: string; email: string } | null;
  password: string;
  status: TrialStatus | null;
  /** Every text this actor stored contains it: it must never appear in another actor's answers. */
  canary: string;
  /** A read-write API key of the actor's (signed-in actors), sent by `send` to the /api/v1 routes. */
  apiKey?: string;
}

export interface RouteEntry {
  method: string;
  url: string;
  key: string;
  rules: readonly AccessRule[];
  owner?: { table: string; column: string };
  route: RouteOptions;
}

const METHODS_OF_INTEREST = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

export interface World {
  t: TestApp;
  backend: string;
  routes: RouteEntry[];
  /** Routes as registered, HEAD and OPTIONS included, for the declaration check. */
  allRoutes: RouteOptions[];
  actors: Record<ActorName, Actor>;
  /** An id of an object of `table` owned by the actor (the visitor uses the trial user's objects). */
  objectId: (actor: ActorName, table: string, fresh?: boolean) => Promise<number>;
  /** Lines the server logged at level error or above. */
  logLines: string[];
  /** A new client address on every call, so per-IP limits bite only where a test wants them to. */
  nextIp: () => string;
  /** An account of no actor, made with the world: what the administrator's samples act on (plans, sessions). */
  adminSubjectId: number;
  close: () => Promise<void>;
}

let ipCounter = 0;
export const uniqueIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Builds the app on `backend`, collects its routes, and signs in the six actors with seeded data. */
export async function buildWorld(backend: "pglite" | "postgres"): Promise<World> {
  const allRoutes: RouteOptions[] = [];
  // Errors the server logs (every 500 logs one): the suite asserts there are none.
  const logLines: string[] = [];
  const deps: Pick<AppDeps, "logger"> = { logger: { level: "error", stream: { write: (line: string) => void logLines.push(line) } } };
  const t = await buildTestApp(
    backend,
    { PUBLIC_ORIGIN: ORIGIN, ADMIN_ACCESS_CODE: ADMIN_CODE },
    { ...deps, onRoute: (r) => allRoutes.push(r) },
  );
  const routes: RouteEntry[] = [];
  for (const r of allRoutes) {
    for (const method of [r.method].flat()) {
      if (!METHODS_OF_INTEREST.has(method)) continue;
      routes.push({
        method,
        url: r.url,
        key: `${method} ${r.url}`,
        rules: accessRules(r.config?.access),
        owner: r.config?.owner,
        route: r,
      });
    }
  }

  const actors = {} as Record<ActorName, Actor>;
  for (const name of ACTORS) {
    const ip = uniqueIp();
    const browser = new Browser(t.app, ip);
    const canary = `CANARY-${name}-${randomUUID()}`;
    const input = newUserInput();
    let user: Actor["user"] = null;
    if (name === "admin") {
      const res = await browser.post("/api/admin-access", { code: ADMIN_CODE });
      if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
      user = res.json();
    } else if (name !== "visitor") {
      const res = await browser.post("/api/register", input);
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      user = res.json();
      if (name === "free") await t.database.db.execute(sql`update users set trial_ends_at = '2000-01-01T00:00:00Z' where id = ${user!.id}`);
      if (name === "premium") await grantSubscription(t.database.db, user!.id, "premium-monthly", 30, new Date());
    }
    const status = user ? ((await browser.get("/api/trial-status")).json() as TrialStatus) : null;
    actors[name] = { name, browser, ip, user, password: input.password, status, canary };
  }

  const subject = await new Browser(t.app, uniqueIp()).post("/api/register", newUserInput());
  if (subject.statusCode !== 201) throw new Error(`register failed: ${subject.statusCode} ${subject.body}`);
  const adminSubjectId = (subject.json() as { id: number }).id;

  const created = new Map<string, number>();
  let weighInDay = 0;
  const create = async (actor: Actor, table: string): Promise<number> => {
    const c = actor.canary;
    const post = async (url: string, payload: object) => {
      const res = await actor.browser.post(url, payload);
      if (res.statusCode >= 300) throw new Error(`seeding ${url} as ${actor.name} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: number }).id;
    };
    switch (table) {
      case "meals":
        return post("/api/meals", {
          food: `${c} meal`,
          calories: 420,
          proteins: 20,
          carbs: 50,
          fats: 10,
          mealType: "lunch",
          notes: `${c} notes`,
        });
      case "nutrition_goals":
        return post("/api/nutrition-goals", {
          name: `${c} goal`,
          description: `${c} description`,
          calories: 2100,
          proteins: 120,
          carbs: 230,
          fats: 70,
          startDate: "2025-01-01",
          isActive: false,
        });
      case "my_meals":
        // A meal of its own: the fuzzing may have changed or removed the actor's seeded meal by then.
        return post("/api/my-meals", {
          name: `${c} my meal ${randomUUID().slice(0, 8)}`,
          mealId: await objectId(actor.name, "meals", true),
        });
      case "foods":
        return post("/api/foods/custom", { name: `${c} food`, energyKcal: 250, proteinG: 10, carbsG: 30, fatG: 5 });
      case "weigh_ins": {
        // A day of its own each time (one weigh-in per day), with the canary in its note.
        const day = new Date(Date.UTC(2024, 0, 1) + (weighInDay++ % 3000) * 86_400_000).toISOString().slice(0, 10);
        return post("/api/weigh-ins", { date: day, weight: 70, note: `${c} weigh-in` });
      }
      case "api_keys": {
        // Straight into the table: a Free actor has no key management, and the probes delete fresh keys.
        const res = await t.database.db.execute(
          sql`insert into api_keys (user_id, name, display_prefix, key_hash, scope) values (${actor.user!.id}, ${`${c} key`}, 'np_test_probe', ${randomUUID()}, 'read') returning id`,
        );
        return (res.rows[0] as { id: number }).id;
      }
      case "meal_plan_schedules": {
        // Straight into the tables: the Free actor cannot create one through the API, and the suite has no recipes.
        const [row] = (
          await t.database.db.execute(
            sql`insert into meal_plan_schedules (user_id, title, start_date, end_date, period)
                values (${actor.user!.id}, ${`${c} plan`}, '2025-03-03', '2025-03-09', 'weekly') returning id`,
          )
        ).rows as { id: number }[];
        return row!.id;
      }
      case "meal_plan_items": {
        await t.database.db.execute(
          sql`insert into recipes (slug, name, country, region, cuisine, meal_type, prep_minutes, servings, instructions, tags, diets, allergens,
                energy_kcal, protein_g, carbs_g, fat_g, search_text)
              values ('probe-porridge', 'Probe porridge', 'Italy', 'Lazio', 'Italian', 'breakfast', 10, 1, '{Cook it}', '{}', '{}', '{}',
                400, 15, 60, 10, ' probe porridge ')
              on conflict do nothing`,
        );
        const schedule = await objectId(actor.name, "meal_plan_schedules");
        const date = toLocalDate(new Date(), null);
        const [day] = (
          await t.database.db.execute(
            sql`insert into meal_plan_days (schedule_id, user_id, date, day_index, target_calories)
                values (${schedule}, ${actor.user!.id}, ${date}, 0, 2000)
                on conflict (schedule_id, date) do update set day_index = 0 returning id`,
          )
        ).rows as { id: number }[];
        const [item] = (
          await t.database.db.execute(
            sql`insert into meal_plan_items (day_id, user_id, meal_type, recipe_id, servings, note, seq)
                values (${day!.id}, ${actor.user!.id}, 'breakfast', (select id from recipes where slug = 'probe-porridge'), 1, ${`${c} note`}, 0)
                returning id`,
          )
        ).rows as { id: number }[];
        return item!.id;
      }
      case "promo_codes": {
        // Promo codes belong to no user: the administrator's routes act on them (everyone else gets 403 first).
        const [row] = (
          await t.database.db.execute(
            sql`insert into promo_codes (code, type, value, description) values (${`PROBE-${randomUUID().slice(0, 8)}`}, 'trial', 3, 'Probe code') returning id`,
          )
        ).rows as { id: number }[];
        return row!.id;
      }
      case "users":
        return actor.user!.id;
      default:
        throw new Error(`no way to create an object of ${table}: add it to world.ts`);
    }
  };
  const objectId = async (name: ActorName, table: string, fresh = false) => {
    const actor = actors[name === "visitor" ? "trial" : name];
    if (table === "users") return actor.user!.id;
    const key = `${actor.name}:${table}`;
    if (!fresh && created.has(key)) return created.get(key)!;
    const id = await create(actor, table);
    if (!fresh) created.set(key, id);
    return id;
  };

  // Seed every signed-in actor's data, every text field carrying the actor's canary.
  for (const name of ACTORS) {
    const actor = actors[name];
    if (!actor.user) continue;
    for (const table of [
      "meals",
      "nutrition_goals",
      "foods",
      "my_meals",
      "weigh_ins",
      "api_keys",
      "meal_plan_schedules",
      "meal_plan_items",
    ])
      await objectId(name, table);
    const c = actor.canary;
    await actor.browser.post("/api/user-profile", {
      name: `${c} name`,
      age: 34,
      gender: "female",
      weight: 64,
      height: 168,
      activityLevel: "moderate",
    });
    await actor.browser.post("/api/meal-feedback", { mealName: `${c} feedback`, mealDescription: `${c} text`, rating: 5 });
    if (actor.status && canUse(actor.status, "food-preferences"))
      await actor.browser.request({ method: "PUT", url: "/api/preferences", payload: { preferredIngredients: [`${c.slice(0, 40)}`] } });
    if (actor.status && canUse(actor.status, "ai-chatbot")) await actor.browser.post("/api/ai-chat", { query: `${c} what should I eat?` });
    // An API key for the public API v1, straight into the table (the Free actor's key answers 403 there).
    actor.apiKey = `np_test_${randomBytes(32).toString("base64url")}`;
    const hash = createHash("sha256").update(actor.apiKey).digest("hex");
    await t.database.db.execute(
      sql`insert into api_keys (user_id, name, display_prefix, key_hash, scope) values (${actor.user.id}, ${`${c} key`}, ${actor.apiKey.slice(0, 14)}, ${hash}, 'read-write')`,
    );
  }

  return {
    t,
    backend,
    routes,
    allRoutes,
    actors,
    objectId,
    logLines,
    nextIp: uniqueIp,
    adminSubjectId,
    close: () => t.close(),
  };
}

/** Whether the declared rules admit the actor. */
export function admits(rules: readonly AccessRule[], actor: Actor): boolean {
  return rules.some((rule) => {
    if (rule === "public") return true;
    if (rule === "guest") return actor.user === null;
    if (actor.user === null || actor.status === null) return false;
    if (rule === "user") return true;
    if (rule === "admin") return actor.name === "admin";
    if (rule === "apiKey") return actor.apiKey !== undefined && canUse(actor.status, "api-access");
    if (rule.startsWith("premium:")) return canUse(actor.status, rule.slice("premium:".length) as Feature);
    return false; // webhook routes take no session
  });
}

export const isValidRule = (rule: string): boolean =>
  ["public", "guest", "user", "admin", "apiKey", "webhook"].includes(rule) ||
  (rule.startsWith("premium:") && (FEATURES as readonly string[]).includes(rule.slice("premium:".length)));

/** Sends `opts` with the actor's cookies and address, without touching the actor's cookie jar. */
export async function send(world: World, actor: Actor, opts: InjectOptions) {
  // The public API v1 takes the actor's API key (its session cookie is ignored there); the per-key
  // rate limit is not what these probes test, so its counts are cleared before each call.
  if (actor.apiKey && String(opts.url ?? "").startsWith("/api/v1/")) {
    await world.t.database.db.execute(sql`update api_keys set calls_in_window = 0, window_started_at = null`);
    opts = { ...opts, headers: { "x-api-key": actor.apiKey, ...opts.headers } };
  }
  return world.t.app.inject({ remoteAddress: actor.ip, ...opts, cookies: { ...actor.browser.cookies, ...opts.cookies } });
}

/**
 * Rate-limit counters kept on a data table: a refused call moves them (a call counts whatever its answer), as it
 * adds rate_events rows, so they are left out of "nothing changed" like that table. The rest of the row counts.
 */
const COUNTER_COLUMNS: Record<string, string[]> = { api_keys: ["window_started_at", "calls_in_window"] };

/** Per table (owned data, users and subscriptions): row count and an md5 of the rows, to assert "nothing changed". */
export async function snapshot(world: World): Promise<Record<string, string>> {
  const db = world.t.database.db;
  const tables = (
    await db.execute(
      sql`select distinct table_name as t from information_schema.columns where table_schema = 'public' and (column_name = 'user_id' or table_name in ('users', 'subscriptions')) and table_name not in ('sessions', 'rate_events') order by 1`,
    )
  ).rows.map((r) => (r as { t: string }).t);
  const out: Record<string, string> = {};
  for (const table of tables) {
    const counters = COUNTER_COLUMNS[table] ?? [];
    const rowText = counters.length ? `(to_jsonb(x)${counters.map((c) => ` - '${c}'`).join("")})::text` : "x::text";
    const row = (
      await db.execute(
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as h from "${table}" x`),
      )
    ).rows[0] as { n: number; h: string };
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

const SECRET_KEYS =
  /^(password|passwordHash|password_hash|hash|codeHash|code_hash|sessionId|session_id|token|resetCode|reset_code|apiKeyHash|api_key_hash|stripeSecret|secret)$/i;

/** Keys that must never appear in an answer, at any depth (SECURITY.md T-PRIV-02). */
export function secretKeysIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeysIn(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [
      ...(SECRET_KEYS.test(k) ? [`${path}.${k}`] : []),
      ...secretKeysIn(v, `${path}.${k}`),
    ]);
  return [];
}

/** A zod 4 schema: its definition is public as `.def`. */
interface ZodLike {
  def: Record<string, unknown> & { type: string };
}
const isZod = (x: unknown): x is ZodLike => Boolean(x && typeof x === "object" && "_zod" in x && "def" in x);

/** Schemas that wrap one inner schema (`def.innerType`) without changing which keys it declares. */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/**
 * Paths of `value` whose keys the response schema does not declare (SECURITY.md T-PRIV-02: the keys of an
 * answer are a subset of its route's response schema). Records and loose objects accept any key; in a union
 * the option that explains the most keys counts.
 */
export function undeclaredKeys(schema: unknown, value: unknown, path = "$"): string[] {
  if (!isZod(schema) || value === null || value === undefined) return [];
  const def = schema.def;
  if (WRAPPERS.has(def.type)) return undeclaredKeys(def.innerType, value, path);
  switch (def.type) {
    case "pipe":
      return undeclaredKeys(def.out, value, path).length === 0 ? [] : undeclaredKeys(def.in, value, path);
    case "lazy":
      return undeclaredKeys((def.getter as () => unknown)(), value, path);
    case "union": {
      // Only the options that can hold this kind of value: a string option explains no object's keys.
      const fitting = (def.options as unknown[]).filter((o) => fits(o, value));
      if (fitting.length === 0) return Object.keys(value && typeof value === "object" ? value : {}).map((k) => `${path}.${k}`);
      const results = fitting.map((o) => undeclaredKeys(o, value, path));
      return results.reduce((a, b) => (b.length < a.length ? b : a), results[0] ?? []);
    }
    case "intersection":
      return undeclaredKeys(def.left, value, path).filter((k) => undeclaredKeys(def.right, value, path).includes(k));
    case "array":
      return Array.isArray(value) ? value.flatMap((v, i) => undeclaredKeys(def.element, v, `${path}[${i}]`)) : [];
    case "record":
      return value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => undeclaredKeys(def.valueType, v, `${path}.${k}`))
        : [];
    case "object": {
      if (!value || typeof value !== "object" || Array.isArray(value)) return [];
      const shape = def.shape as Record<string, unknown>;
      const loose = isZod(def.catchall) && def.catchall.def.type !== "never";
      return Object.entries(value).flatMap(([k, v]) =>
        k in shape ? undeclaredKeys(shape[k], v, `${path}.${k}`) : loose ? [] : [`${path}.${k}`],
      );
    }
    default:
      return [];
  }
}

/** Whether `schema` (wrappers seen through) is of the kind of `value`: an object, an array, or a scalar. */
function fits(schema: unknown, value: unknown): boolean {
  if (!isZod(schema)) return false;
  const def = schema.def;
  if (WRAPPERS.has(def.type)) return fits(def.innerType, value);
  switch (def.type) {
    case "pipe":
      return fits(def.in, value) || fits(def.out, value);
    case "lazy":
      return fits((def.getter as () => unknown)(), value);
    case "union":
      return (def.options as unknown[]).some((o) => fits(o, value));
    case "object":
    case "record":
    case "intersection":
      return Boolean(value) && typeof value === "object" && !Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "any":
    case "unknown":
      return true;
    default:
      return !value || typeof value !== "object";
  }
}

/** The response schema a route declares for `status` (or its 2xx/default entry). */
export function responseSchema(route: RouteOptions, status: number): unknown {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!response) return undefined;
  return response[status] ?? response[`${String(status)[0]}xx`] ?? response.default;
}

/** What another actor must never see: canaries, password hashes, session cookies of others. */
export function leaksIn(world: World, viewer: ActorName, res: { body: string; headers: Record<string, unknown> }): string[] {
  const text = res.body + JSON.stringify(res.headers);
  const found: string[] = [];
  for (const other of Object.values(world.actors)) {
    if (other.name === viewer) continue;
    // The visitor sees the trial user's objects by path id only as 404s, so its canary counts too.
    if (text.includes(other.canary)) found.push(`canary of ${other.name}`);
    for (const [name, value] of Object.entries(other.browser.cookies))
      if (value.length >= 16 && text.includes(value)) found.push(`${other.name}'s ${name} cookie`);
  }
  if (text.includes("$argon2")) found.push("a password hash");
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    json = undefined;
  }
  found.push(...secretKeysIn(json).map((k) => `secret key ${k}`));
  return found;
}
