import swagger from "@fastify/swagger";
import {
  API_CHANGELOG,
  API_KEY_HEADER,
  API_RATE_LIMITS,
  API_RATE_WINDOW_SECONDS,
  V1_BASE_PATH,
  type ApiDocs,
  type ApiDocsEndpoint,
} from "@app/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import {
  authenticationDescription,
  docsWords,
  ENDPOINT_DESCRIPTIONS_IT,
  rateLimitDescription,
  schemaText,
  type DocsLanguage,
  type ParameterSchema,
} from "./api-docs.texts.ts";

export const OPENAPI_PATH = `${V1_BASE_PATH}/openapi.json`;

/** A small slice of the OpenAPI 3.1 document, as far as the docs object reads it. */
interface OpenApiOperation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: ParameterSchema }[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, { content?: Record<string, MediaObject> }>;
}
/** @fastify/swagger moves a schema's single example to the media object's `example`. */
interface MediaObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface JsonSchema extends ParameterSchema {
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  examples?: unknown[];
}
export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * The OpenAPI 3.1 document of the public API, generated from the v1 routes' zod schemas by
 * @fastify/swagger (registered before the routes, so it sees them all). Only /api/v1 routes are in it.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "NutriPilot API",
        version: API_CHANGELOG[0]!.version,
        description:
          `Your NutriPilot meals, goals, daily summary, foods and body figures. Send your API key in the ${API_KEY_HEADER} header ` +
          `(or as Authorization: Bearer <key>). Each key may make ${API_RATE_LIMITS["premium-monthly"]} calls a minute ` +
          `(${API_RATE_LIMITS["premium-yearly"]} on the yearly plan); the minute starts with a key's first call, and the ` +
          `RateLimit-* headers say how many calls are left and in how many seconds the minute ends.`,
      },
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "header", name: API_KEY_HEADER },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: (input) =>
      input.url.startsWith(`${V1_BASE_PATH}/`) && input.url !== OPENAPI_PATH
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });
});

/** Each parameter in words: where it goes, whether it is required, and its value ('query, required, date (YYYY-MM-DD)'). */
function parametersOf(op: OpenApiOperation, lang: DocsLanguage): Record<string, string> {
  const w = docsWords(lang);
  const where = (place: string) => (place === "path" ? w.path : place === "query" ? w.query : place);
  const out: Record<string, string> = {};
  for (const p of op.parameters ?? []) {
    out[p.name] = `${where(p.in)}, ${p.required ? w.required : w.optional}, ${schemaText(p.schema, lang)}`;
  }
  const body = op.requestBody?.content?.["application/json"]?.schema;
  for (const [name, s] of Object.entries(body?.properties ?? {}))
    out[name] =
      `${w.body}, ${body?.required?.includes(name) ? w.required : w.optional}, ${schemaText(s, lang)}` +
      (s.description && lang === "en" ? `: ${s.description}` : "");
  return out;
}

function exampleOf(op: OpenApiOperation): unknown {
  const ok = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1];
  const content = ok?.content ?? {};
  const first = content["application/json"] ?? Object.values(content)[0];
  return first?.example ?? Object.values(first?.examples ?? {})[0]?.value ?? first?.schema?.examples?.[0] ?? null;
}

/**
 * The docs object of 002 §3, read from the same OpenAPI document (so the docs cannot drift from the code), in
 * the reader's language (English, or Italian from api-docs.texts.ts).
 */
export function apiDocsOf(doc: OpenApiDocument, origin: string, plan: keyof typeof API_RATE_LIMITS, lang: DocsLanguage = "en"): ApiDocs {
  const endpoints: ApiDocsEndpoint[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const english = op.description ?? op.summary ?? "";
      const id = `${method.toUpperCase()} ${path.slice(V1_BASE_PATH.length)}`;
      endpoints.push({
        path: path.slice(V1_BASE_PATH.length),
        method: method.toUpperCase(),
        requiresAuth: (op.security ?? []).length > 0,
        description: lang === "it" ? (ENDPOINT_DESCRIPTIONS_IT[id] ?? english) : english,
        scope: method === "get" ? "read" : "read-write",
        parameters: parametersOf(op, lang),
        responseFormat: { example: exampleOf(op) },
      });
    }
  }
  const limit = API_RATE_LIMITS[plan] || API_RATE_LIMITS["premium-monthly"];
  return {
    baseUrl: `${origin}${V1_BASE_PATH}`,
    openApiUrl: `${origin}${OPENAPI_PATH}`,
    rateLimit: {
      description: rateLimitDescription(limit, lang),
      limit,
      period: lang === "it" ? `${API_RATE_WINDOW_SECONDS} secondi` : `${API_RATE_WINDOW_SECONDS} seconds`,
      plans: [
        { plan: "premium-monthly", limit: API_RATE_LIMITS["premium-monthly"] },
        { plan: "premium-yearly", limit: API_RATE_LIMITS["premium-yearly"] },
      ],
    },
    authentication: {
      headerName: API_KEY_HEADER,
      description: authenticationDescription(lang),
    },
    endpoints,
    changelog: API_CHANGELOG.map(({ version, date, changes, changesIt }) => ({
      version,
      date,
      changes: lang === "it" ? changesIt : changes,
    })),
  };
}
