import { MealEntrySchema, RecentMealSchema } from "@app/shared";
import Fastify, { type RouteOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { compile, createSerializerCompiler } from "../../src/plugins/serializer.ts";
import { buildTestApp, type TestApp } from "../build-test-app.ts";

// T-PRIV-02 with the compiled serializer (decision 0016): an answer carries only the keys its schema declares,
// as zod's strip did, also where no test compares it with zod (production: crossCheck off).

const meal = {
  id: 1,
  userId: 7,
  food: "Pasta",
  calories: 500,
  proteins: 20,
  carbs: 80,
  fats: 10,
  mealType: "lunch",
  timestamp: "2026-11-27T12:00:00.000Z",
  date: "2026-11-27",
  notes: null,
  foodId: null,
  amountGrams: 80.5,
  portionLabel: null,
  items: [{ id: 3, foodId: 9, name: "Pasta", amountGrams: 80.5, portionLabel: "1 cup", calories: 500, proteins: 20, carbs: 80, fats: 10 }],
};

/** A database row with the meal's keys and columns no schema declares, at every depth. */
const leaky = {
  ...meal,
  passwordHash: "$argon2id$secret",
  items: [{ ...meal.items[0], userId: 99, internalNote: "x" }],
};

describe("the compiled serializer drops undeclared keys (T-PRIV-02)", () => {
  it("writes a meal list without the extra columns, byte for byte as zod", () => {
    const schema = z.array(MealEntrySchema);
    const stringify = compile(schema)!;
    expect(stringify).toBeDefined();
    const text = stringify([leaky, { ...leaky, foodId: 4, notes: "cena" }]);
    expect(text).not.toContain("passwordHash");
    expect(text).not.toContain("internalNote");
    expect(text).not.toContain('"userId":99');
    expect(text).toBe(JSON.stringify(schema.parse([leaky, { ...leaky, foodId: 4, notes: "cena" }])));
  });

  it("drops them inside nested objects, nullable objects and unions", () => {
    const Answer = z.object({
      meal: MealEntrySchema.nullable(),
      choice: z.union([z.object({ kind: z.literal("a"), a: z.number() }), z.object({ kind: z.literal("b"), b: z.string() })]),
    });
    const stringify = compile(Answer)!;
    const value = { meal: leaky, choice: { kind: "b", b: "x", secret: "s" }, token: "t" };
    const text = stringify(value);
    for (const key of ["passwordHash", "internalNote", "secret", "token"]) expect(text).not.toContain(key);
    expect(JSON.parse(text)).toEqual(Answer.parse(value));
    expect(compile(RecentMealSchema)!({ meal: leaky, timesLogged: 2, extra: 1 })).toBe(
      JSON.stringify(RecentMealSchema.parse({ meal: leaky, timesLogged: 2, extra: 1 })),
    );
  });

  it("leaves a schema JSON Schema cannot express to zod (which strips too)", () => {
    expect(compile(z.object({ at: z.date() }))).toBeUndefined();
    expect(compile(z.object({ n: z.string().transform((s) => s.length) }))).toBeUndefined();
  });

  describe("through Fastify, as in production (no cross-check)", () => {
    const app = Fastify({ logger: false });
    beforeAll(async () => {
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(createSerializerCompiler({ crossCheck: false }));
      app.get("/list", { schema: { response: { 200: z.array(MealEntrySchema) } } }, async () => [leaky]);
      app.get("/when", { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => ({ at: new Date(0), secret: 1 }));
      await app.ready();
    });
    afterAll(() => app.close());

    it("sends the declared keys only", async () => {
      const res = await app.inject({ url: "/list" });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("passwordHash");
      expect(res.json()).toEqual(z.array(MealEntrySchema).parse([leaky]));
      const when = await app.inject({ url: "/when" });
      expect(when.json()).toEqual({ at: "1970-01-01T00:00:00.000Z" });
    });
  });
});

describe("every response schema of the app", () => {
  const routes: RouteOptions[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", {}, { onRoute: (route) => void routes.push(route) });
  });
  afterAll(() => t.close());

  it("compiles, or is left to zod, without an error", () => {
    let compiled = 0;
    const left: string[] = [];
    for (const route of routes) {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      for (const [status, schema] of Object.entries(response)) {
        if (compile(schema)) compiled++;
        else left.push(`${String(route.method)} ${route.url} ${status}`);
      }
    }
    console.log(`serializer: ${compiled} response schemas compiled, ${left.length} left to zod: ${left.join(", ")}`);
    expect(compiled).toBeGreaterThan(50);
  });
});
