import { hasNoControlCharacters, hasNoControlCharactersMultiline, isWellFormedText } from "@app/shared";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { z } from "zod";
import { backends } from "../build-test-app.ts";
import { runCases } from "./cases.ts";
import { SAMPLES, toInject, type Sample } from "./samples.ts";
import { admits, buildWorld, changedTables, send, snapshot, type Actor, type RouteEntry, type World } from "./world.ts";

type Node = z.ZodType;
const def = (schema: Node) => schema.def as unknown as Record<string, unknown> & { type: string };

/**
 * Calls `visit` for every schema node that a request's value passes through: object fields, array
 * items, union options, the inner schema of optional/nullable/default, both sides of a pipe (only the
 * input side when it is a string: whatever comes out of a checked string was checked).
 */
function walkSchema(schema: Node, path: string, visit: (node: Node, path: string) => void, seen = new Set<Node>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  visit(schema, path);
  const d = def(schema);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (d.type) {
    case "object": {
      for (const [key, child] of Object.entries(d.shape as Record<string, Node>)) walkSchema(child, at(key), visit, seen);
      if (d.catchall && def(d.catchall as Node).type !== "never") walkSchema(d.catchall as Node, at("*"), visit, seen);
      break;
    }
    case "array":
      walkSchema(d.element as Node, at("0"), visit, seen);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      walkSchema(d.innerType as Node, path, visit, seen);
      break;
    case "pipe":
      walkSchema(d.in as Node, path, visit, seen);
      if (def(d.in as Node).type !== "string") walkSchema(d.out as Node, path, visit, seen);
      break;
    case "union":
      for (const option of d.options as Node[]) walkSchema(option, path, visit, seen);
      break;
    case "intersection":
      walkSchema(d.left as Node, path, visit, seen);
      walkSchema(d.right as Node, path, visit, seen);
      break;
    case "record":
      walkSchema(d.keyType as Node, at("<key>"), visit, seen);
      walkSchema(d.valueType as Node, at("*"), visit, seen);
      break;
    case "tuple":
      (d.items as Node[]).forEach((item, i) => walkSchema(item, at(String(i)), visit, seen));
      break;
    case "lazy":
      walkSchema((d.getter as () => Node)(), path, visit, seen);
      break;
    default:
      break;
  }
}

const TEXT_CHECKS = new Set<unknown>([hasNoControlCharacters, hasNoControlCharactersMultiline]);
/** A string node goes through the shared text() (both its checks), or has a fixed format such as a date. */
function isSafeString(node: Node): boolean {
  // Checks are zod's core objects: their definition sits under `_zod`.
  const checks = ((def(node).checks ?? []) as Record<string, { def: Record<string, unknown> }>[]).map((c) => c["_zod"]!.def);
  const fns = checks.filter((c) => c.check === "custom").map((c) => c.fn);
  if (fns.some((fn) => TEXT_CHECKS.has(fn)) && fns.includes(isWellFormedText)) return true;
  // A fixed format (a date, a date and time) admits no other characters.
  const format = def(node).format;
  return typeof format === "string" && format !== "regex";
}

const WRITES = new Set(["POST", "PUT", "PATCH"]);
const schemaOf = (route: RouteOptions, part: "body" | "querystring" | "params") =>
  (route.schema as Record<string, Node | undefined> | undefined)?.[part];

/** SECURITY.md T-PRIV-01: the fields a client must never be able to set. `userId` is tested apart (403). */
const FORBIDDEN_FIELDS: Record<string, unknown> = {
  isAdmin: true,
  is_admin: true,
  role: "admin",
  username: "admin",
  plan: "premium-yearly",
  subscriptionPlan: "premium-yearly",
  isPremium: true,
  trialEndDate: "2099-01-01",
  trialDaysLeft: 999,
  status: "active",
  id: 1,
  createdAt: "2000-01-01",
  passwordHash: "x",
  emailVerified: true,
  stripeCustomerId: "cus_x",
  points: 100000,
  apiKeyHash: "x",
};

describe.each(backends)("strict request schemas and userId (%s)", (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(backend);
  }, 120_000);
  afterAll(() => w?.close());

  /** The first of these actors the route admits: whom a probe is sent as. */
  const actorFor = (route: RouteEntry): Actor | undefined =>
    (["trial", "premium", "admin", "visitor"] as const).map((name) => w.actors[name]).find((a) => admits(route.rules, a));
  const sampleFor = async (route: RouteEntry, actor: Actor): Promise<Sample | undefined> =>
    SAMPLES[route.key]?.({ world: w, actor: actor.name, id: (table, fresh) => w.objectId(actor.name, table, fresh) });

  it("every route's body schema is strict at every level, and every text of bodies, queries and paths is the shared text()", async ({
    task,
  }) => {
    await runCases(task, backend, async (c) => {
      for (const route of w.routes) {
        const body = schemaOf(route.route, "body");
        // A webhook's body is the provider's event, checked by its signature over the raw bytes, then parsed.
        const isWebhook = route.rules.length > 0 && route.rules.every((r) => r === "webhook");
        if (route.url.startsWith("/api/") && WRITES.has(route.method) && !isWebhook)
          c.check(`${route.key} validates its body with a schema`, Boolean(body), "no schema.body: unknown fields would pass silently");
        if (body) {
          walkSchema(body, "", (node, path) => {
            if (def(node).type === "object")
              c.check(`${route.key} body ${path || "(root)"} is a strict object`, def(def(node).catchall as Node).type === "never");
          });
        }
        for (const part of ["body", "querystring", "params"] as const) {
          const schema = schemaOf(route.route, part);
          if (!schema) continue;
          walkSchema(schema, "", (node, path) => {
            if (def(node).type === "string") c.check(`${route.key} ${part} ${path} uses the shared text()`, isSafeString(node));
          });
        }
      }
    });
  });

  it("an unknown body field gets 400 naming it and changes nothing (T-PRIV-01)", async ({ task }) => {
    await runCases(task, backend, async (c) => {
      const before = await snapshot(w);
      for (const route of w.routes) {
        if (!WRITES.has(route.method) || !schemaOf(route.route, "body")) continue;
        const actor = actorFor(route);
        const sample = actor && (await sampleFor(route, actor));
        if (!actor || !sample) continue;
        const payload = (sample.payload ?? {}) as Record<string, unknown>;
        const extras = Object.entries(FORBIDDEN_FIELDS).filter(([field]) => !(field in payload));
        for (const [field, value] of [...extras, ["all", undefined] as const]) {
          const added = field === "all" ? Object.fromEntries(extras) : { [field]: value };
          const res = await send(w, actor, toInject(route.method, { ...sample, payload: { ...payload, ...added } }));
          const issues = res.statusCode === 400 ? ((res.json() as { issues?: { path: string }[] }).issues ?? []).map((i) => i.path) : [];
          const label = `${route.key} with ${field === "all" ? "every forbidden field" : field} as ${actor.name}`;
          if (c.status(`${label} → 400`, res, 400)) {
            const missing = Object.keys(added).filter((key) => !issues.includes(key));
            c.check(
              `${label}: issues name the field`,
              missing.length === 0,
              `not named: ${missing.join(", ")} in ${res.body.slice(0, 300)}`,
            );
          }
        }
      }
      const changed = changedTables(before, await snapshot(w));
      c.check("nothing was written by a refused request", changed.length === 0, changed.join(", "));
      const me = (await w.actors.trial.browser.get("/api/user")).json() as { isAdmin: boolean };
      c.check("the trial user is still no administrator", me.isAdmin === false);
      const status = (await w.actors.trial.browser.get("/api/trial-status")).json();
      c.check(
        "the trial user's plan is unchanged",
        JSON.stringify(status) === JSON.stringify(w.actors.trial.status),
        JSON.stringify(status),
      );
    });
  }, 120_000);

  it("someone else's userId in a query or body gets 403 on every route; one's own id or none is fine (spec README)", async ({ task }) => {
    await runCases(task, backend, async (c) => {
      const other = w.actors.other.user!.id;
      // Samples first: a sample may create the object it addresses.
      const probes: { route: RouteEntry; actor: Actor; sample: Sample }[] = [];
      for (const route of w.routes) {
        const actor = route.url.startsWith("/api/") ? actorFor(route) : undefined;
        const sample = actor && (await sampleFor(route, actor));
        if (actor && sample) probes.push({ route, actor, sample });
      }
      const before = await snapshot(w);
      for (const { route, actor, sample } of probes) {
        const label = `${route.key} as ${actor.name}`;
        const withQuery = (query: string) => ({ ...sample, url: `${sample.url}${sample.url.includes("?") ? "&" : "?"}${query}` });
        const expected = actor.user ? 403 : 401;
        c.status(
          `${label} ?userId=<other> → ${expected}`,
          await send(w, actor, toInject(route.method, withQuery(`userId=${other}`))),
          expected,
        );
        c.status(`${label} ?userId=abc → 400`, await send(w, actor, toInject(route.method, withQuery("userId=abc"))), 400);
        c.status(`${label} ?userId=1&userId=2 → 400`, await send(w, actor, toInject(route.method, withQuery("userId=1&userId=2"))), 400);
        if (sample.payload) {
          const body = (userId: unknown) => toInject(route.method, { ...sample, payload: { ...sample.payload, userId } });
          c.status(`${label} body userId <other> → ${expected}`, await send(w, actor, body(other)), expected);
          c.status(`${label} body userId "<other>" → ${expected}`, await send(w, actor, body(String(other))), expected);
          c.status(`${label} body userId [own] → 400`, await send(w, actor, body([actor.user?.id ?? 0])), 400);
        }
      }
      const changed = changedTables(before, await snapshot(w));
      c.check("nothing was written by a refused request", changed.length === 0, changed.join(", "));

      // One's own id (0 for a visitor) answers as if none was given (each from a new address: per-IP limits).
      for (const { route, actor, sample } of probes) {
        if (sample.session === "throwaway") continue;
        const fresh = async () => (await sampleFor(route, actor))!;
        const own = actor.user?.id ?? 0;
        const label = `${route.key} as ${actor.name} with their own userId`;
        const asIs = (await send(w, { ...actor, ip: w.nextIp() }, toInject(route.method, await fresh()))).statusCode;
        const same = (status: number) => status === asIs || (status < 300 && asIs < 300);
        const query = await fresh();
        query.url = `${query.url}${query.url.includes("?") ? "&" : "?"}userId=${own}`;
        c.status(
          `${label} in the query answers as without it (${asIs})`,
          await send(w, { ...actor, ip: w.nextIp() }, toInject(route.method, query)),
          same,
        );
        const body = await fresh();
        if (body.payload) {
          const res = await send(
            w,
            { ...actor, ip: w.nextIp() },
            toInject(route.method, { ...body, payload: { ...body.payload, userId: own } }),
          );
          c.status(`${label} in the body answers as without it (${asIs})`, res, same);
        }
      }
    });
  }, 120_000);
});
