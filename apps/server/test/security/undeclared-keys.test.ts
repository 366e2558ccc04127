import { z } from "zod";
import { describe, expect, it } from "vitest";
import { undeclaredKeys } from "./world.ts";

// The T-PRIV-02 check of the route inventory must be able to fail: it names keys a schema does not declare.
describe("undeclaredKeys", () => {
  const Meal = z.object({ id: z.number(), food: z.string(), items: z.array(z.object({ grams: z.number() })).optional() });

  it("accepts an answer with only declared keys, at any depth", () => {
    expect(undeclaredKeys(Meal, { id: 1, food: "Pasta", items: [{ grams: 80 }] })).toEqual([]);
    expect(undeclaredKeys(z.array(Meal).nullable(), [{ id: 1, food: "Pasta" }])).toEqual([]);
    expect(undeclaredKeys(z.record(z.string(), z.number()), { anything: 1 })).toEqual([]);
  });

  it("names every undeclared key with its path", () => {
    expect(undeclaredKeys(Meal, { id: 1, food: "Pasta", passwordHash: "x", items: [{ grams: 80, userId: 2 }] })).toEqual([
      "$.passwordHash",
      "$.items[0].userId",
    ]);
    expect(undeclaredKeys(z.array(Meal), [{ id: 1, food: "x", secret: 1 }])).toEqual(["$[0].secret"]);
  });

  it("in a union, the option that explains the answer counts", () => {
    const Answer = z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]);
    expect(undeclaredKeys(Answer, { b: 1 })).toEqual([]);
    expect(undeclaredKeys(Answer, { b: 1, c: 2 })).toEqual(["$.c"]);
    // A text option (the export's CSV) explains no object's keys (found by review).
    expect(undeclaredKeys(z.object({ a: z.number() }).or(z.string()), { a: 1, passwordHash: "x" })).toEqual(["$.passwordHash"]);
    expect(undeclaredKeys(z.string().or(z.number()), { passwordHash: "x" })).toEqual(["$.passwordHash"]);
  });

  it("lets a loose object through", () => {
    expect(undeclaredKeys(z.looseObject({ a: z.number() }), { a: 1, b: 2 })).toEqual([]);
  });
});
