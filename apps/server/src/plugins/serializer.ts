import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifyReply, FastifySchema, FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * The answers' serializer: each route's zod response schema compiled once (on the route's first answer, so
 * the start does not compile hundreds of schemas) into a fast-json-stringify function, which writes only the
 * declared keys: an undeclared key (a column added to a table, a field of a row spread into the answer) is
 * never sent, as with zod's strip (T-PRIV-02, test/security/serializer.test.ts). It does not check the
 * values as zod did; a required key that is missing still fails the answer (500).
 *
 * A schema JSON Schema cannot express (a transform, a date, a custom check) keeps zod's check and
 * JSON.stringify. With `crossCheck` (the tests) every answer is also made by zod and the two must be the same
 * JSON (the same keys and values; required keys come first here): the whole test suite compares them (docs/decisions/0016-reqpath-serializer-and-request-path.md).
 */
export function createSerializerCompiler(options: { crossCheck: boolean }): FastifySerializerCompiler<FastifySchema> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= compile(route.schema) ?? viaZod;
      if (!options.crossCheck || serialize === viaZod) return serialize(data);
      const expected = viaZod(data);
      const actual = serialize(data);
      // The same JSON; the order of keys may differ (fast-json-stringify writes the required keys first).
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(`serializer: ${route.method} ${route.url} answered ${actual} where zod answers ${expected}`);
      }
      return actual;
    };
  };
}

/** The compiled serializer of a zod schema, or undefined when JSON Schema cannot express it. */
export function compile(maybeSchema: unknown): Serialize | undefined {
  // A route may give its schema as { properties: zodSchema } (fastify-type-provider-zod reads both forms).
  const schema = maybeSchema instanceof z.ZodType ? maybeSchema : (maybeSchema as { properties?: unknown } | undefined)?.properties;
  if (!(schema instanceof z.ZodType)) return undefined;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw", cycles: "ref", reused: "inline" }) as JsonSchema;
  } catch {
    return undefined;
  }
  delete json.$schema;
  try {
    return fastJson(simplify(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * The JSON Schema as fast-json-stringify reads it best, with the same output:
 * - `additionalProperties: false` goes: fast-json-stringify writes only `properties` anyway, and inside an
 *   `anyOf` (where it picks the option by validating the value) it would reject a value with an extra key
 *   that zod's strip accepts;
 * - a nullable primitive (`anyOf: [{type: "integer", …}, {type: "null"}]`) becomes `type: ["integer", "null"]`,
 *   written without a validation per value.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === "additionalProperties" && value === false) continue;
    out[key] = key === "properties" || key === "definitions" ? mapValues(value as JsonSchema) : simplify(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = anyOf.findIndex((s) => s.type === "null" && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === "string" && PRIMITIVE.has(other.type) && !("enum" in other) && !("const" in other)) {
      return { ...other, type: [other.type, "null"] };
    }
  }
  return out;
}

const PRIMITIVE = new Set(["string", "number", "integer", "boolean"]);

function mapValues(properties: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, simplify(schema)]));
}

/**
 * Sends JSON text that already has the shape of the route's declared answer (a list the database built with
 * exactly the schema's keys, meals.repository.ts), as it is: no decoding and encoding again. In the tests the
 * text must be what the route's serializer makes of it (no undeclared key, the same order): a check that it
 * has the declared shape. Not for text with any other origin.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  if (reply.server.config.NODE_ENV === "test") {
    const schema = (reply.request.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[reply.statusCode];
    const viaZod = zodSerializerCompiler({ schema, method: reply.request.method, url: reply.request.url } as Parameters<typeof zodSerializerCompiler>[0]);
    const parsed: unknown = JSON.parse(text);
    if ((viaZod as Serialize)(parsed) !== JSON.stringify(parsed)) throw new Error(`serializer: ${reply.request.url} sent JSON text outside its schema`);
  }
  return reply.type("application/json; charset=utf-8").send(text);
}
